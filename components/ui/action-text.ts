import { UNEXPECTED_KEY, type ActionMessage, type MessageValues } from '@/lib/actions/result';

/** A translator by full message key, as next-intl's root `t` (with `has`) is one. */
export interface KeyTranslator {
  (key: string, values?: MessageValues): string;
  has(key: string): boolean;
}

/**
 * What a server action's message says in the reader's language: its key with its values. A key
 * this page does not carry reads as the crash it most likely is, never as the key itself.
 */
export function actionText(t: KeyTranslator, message: ActionMessage | null | undefined): string {
  if (message && t.has(message.key)) return t(message.key, message.values);
  return t(UNEXPECTED_KEY);
}

/**
 * A translator over texts a server page already said (public pages' client islands get their
 * texts as props, not from a provider): by full key, with `{name}` placeholders filled in.
 */
export function textsTranslator(texts: Readonly<Record<string, string>>): KeyTranslator {
  const has = (key: string) => Object.hasOwn(texts, key);
  const translate = (key: string, values?: MessageValues) =>
    (texts[key] ?? key).replace(/\{(\w+)\}/g, (placeholder, name: string) => (values && name in values ? String(values[name]) : placeholder));
  return Object.assign(translate, { has });
}
