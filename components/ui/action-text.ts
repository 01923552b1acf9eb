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
 * texts as props, not from a provider): by full key, with `{name}` placeholders filled in and
 * `{n, plural, one {# minute} other {# minutes}}` chosen by the `locale`'s plural rules — the two
 * forms of ICU the forms' texts use, without shipping next-intl's formatter to the public pages.
 */
export function textsTranslator(texts: Readonly<Record<string, string>>, locale = 'en'): KeyTranslator {
  const has = (key: string) => Object.hasOwn(texts, key);
  // Made on the first plural, not with the translator: the first Intl.PluralRules and NumberFormat of a
  // page load ICU's locale data, tens of milliseconds on a slow phone, and the sign-in forms make
  // their translator while hydrating, where no text has a plural yet (issue 15.5, TBT).
  let plurals: Intl.PluralRules | undefined;
  let numbers: Intl.NumberFormat | undefined;
  const fill = (text: string, values: MessageValues | undefined): string => {
    let out = '';
    for (let at = 0; at < text.length; ) {
      const open = text.indexOf('{', at);
      const close = open < 0 ? -1 : closingBrace(text, open);
      if (close < 0) return out + text.slice(at);
      out += text.slice(at, open) + argument(text.slice(open + 1, close), values);
      at = close + 1;
    }
    return out;
  };
  const argument = (body: string, values: MessageValues | undefined): string => {
    const [, name = '', kind, options = ''] = /^\s*(\w+)\s*(?:,\s*(plural)\s*,([\s\S]*))?$/.exec(body) ?? [];
    const value = values?.[name];
    if (value === undefined || (kind && typeof value !== 'number')) return `{${body}}`;
    if (!kind) return String(value);
    const branches = pluralBranches(options);
    plurals ??= new Intl.PluralRules(locale);
    numbers ??= new Intl.NumberFormat(locale);
    const chosen = branches.get(`=${value}`) ?? branches.get(plurals.select(value as number)) ?? branches.get('other') ?? '';
    return fill(chosen.replaceAll('#', numbers.format(value as number)), values);
  };
  const translate = (key: string, values?: MessageValues) => (has(key) ? fill(texts[key]!, values) : key);
  return Object.assign(translate, { has });
}

/** The index of the brace closing the one at `open`, or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** `one {…} other {…}` → selector → text. */
function pluralBranches(options: string): Map<string, string> {
  const branches = new Map<string, string>();
  for (let at = 0; at < options.length; ) {
    const open = options.indexOf('{', at);
    const close = open < 0 ? -1 : closingBrace(options, open);
    if (close < 0) break;
    branches.set(options.slice(at, open).trim(), options.slice(open + 1, close));
    at = close + 1;
  }
  return branches;
}
