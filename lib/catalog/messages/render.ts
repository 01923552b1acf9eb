import { IntlMessageFormat } from 'intl-messageformat';
import type { Finding } from '../types';
import { CATALOGUE } from './catalogue';
import type { MessageLocale } from './locales';
import { isSaid, type MessageParam, type MessageParams, type Said } from './said';

/** Parsed messages by locale and id: parsing is the costly part, and there are a few hundred. */
const compiled = new Map<string, IntlMessageFormat>();

function formatOf(id: string, locale: MessageLocale): IntlMessageFormat | null {
  const key = `${locale}\u0000${id}`;
  let format = compiled.get(key);
  if (!format) {
    const text = CATALOGUE[id]?.[locale];
    if (text === undefined) return null;
    format = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true });
    compiled.set(key, format);
  }
  return format;
}

function paramValue(value: MessageParam, locale: MessageLocale): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (isSaid(value)) return render(value, locale);
  return (value as readonly Said[]).map((s) => render(s, locale)).join('; ');
}

/**
 * A message in `locale`. Throws on an id the catalogue lacks or a parameter the text needs and the
 * message does not carry: both are engine bugs the catalogue tests are there to catch.
 */
export function render(said: Said, locale: MessageLocale = 'en'): string {
  const format = formatOf(said.id, locale);
  if (!format) throw new Error(`no text for message ${said.id}`);
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(said.params ?? {})) values[name] = paramValue(value, locale);
  return String(format.format(values));
}

/** The parameters of a message, rendered for a reader of `locale` (nested messages included). */
export function renderParams(params: MessageParams, locale: MessageLocale): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, paramValue(v, locale)]));
}

/**
 * A finding's message in the reader's language: from its code and parameters when the engine gave
 * them, else its stored English text (findings of older reports, or codes not in the catalogue).
 */
export function findingMessage(finding: Pick<Finding, 'code' | 'message' | 'messageId' | 'params'>, locale: MessageLocale): string {
  if (finding.params === undefined || locale === 'en') return finding.message;
  try {
    return render({ id: finding.messageId ?? finding.code, params: finding.params }, locale);
  } catch {
    return finding.message;
  }
}

/** What a finding stores of its message: the parameters, and the text id when it is not the code. */
export function saidFields(code: string, said: Said | undefined): Pick<Finding, 'params' | 'messageId'> {
  if (!said) return {};
  return { params: said.params ?? {}, ...(said.id !== code ? { messageId: said.id } : {}) };
}
