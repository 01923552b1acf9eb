import type { TextTable } from '../text-table';

/** Lists inside other messages (messages/lists.ts): each language's own "or" and list comma. */
export const LIST_TEXTS = {
  'list.or': { en: '{first} or {rest}', de: '{first} oder {rest}', fr: '{first} ou {rest}', es: '{first} o {rest}', it: '{first} o {rest}' },
  'list.comma': { en: '{first}, {rest}', de: '{first}, {rest}', fr: '{first}, {rest}', es: '{first}, {rest}', it: '{first}, {rest}' },
} satisfies TextTable;
