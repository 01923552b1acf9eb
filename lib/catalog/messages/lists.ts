import { say, type MessageParam, type Said } from './said';

/**
 * Lists inside a message, joined in the reader's language: "a or b or c", "a, b, c". Items are
 * plain text (names, quoted values: inserted as they are) or texts of their own. Nested pairwise
 * (`{first}…{rest}`) so each language says its own "or"; an empty list is an empty parameter.
 */
export function orList(items: readonly (string | Said)[]): MessageParam {
  return joined(items, 'list.or');
}

/** "a, b, c": where "; " would read as separate notes. */
export function commaList(items: readonly (string | Said)[]): MessageParam {
  return joined(items, 'list.comma');
}

function joined(items: readonly (string | Said)[], id: string): MessageParam {
  let out: MessageParam = items.at(-1) ?? '';
  for (let i = items.length - 2; i >= 0; i--) out = say(id, { first: items[i]!, rest: out });
  return out;
}
