import { IntlMessageFormat } from 'intl-messageformat';
import type { Finding } from '../types';
import { CATALOGUE } from './catalogue';
import type { MessageLocale } from './locales';
import { formatBytes } from './bytes';
import { isByteCount, isSaid, type MessageParam, type MessageParams, type Said } from './said';
import type { TextTable } from './text-table';

/** Renders a message in `locale` (English when not given). */
export type Render = (said: Said, locale?: MessageLocale) => string;

/**
 * Rendering from one table set: the engine's own (`CATALOGUE`), or the engine's with a caller's
 * tables (`catalogueWith`). Messages nested in parameters come from the same set.
 */
function renderingOver(catalogue: TextTable) {
  /** Parsed messages by locale and id: parsing is the costly part, and there are a few hundred. */
  const compiled = new Map<string, IntlMessageFormat>();

  function formatOf(id: string, locale: MessageLocale): IntlMessageFormat | null {
    const key = `${locale}\u0000${id}`;
    let format = compiled.get(key);
    if (!format) {
      const text = catalogue[id]?.[locale];
      if (text === undefined) return null;
      format = new IntlMessageFormat(text, locale, undefined, { ignoreTag: true });
      compiled.set(key, format);
    }
    return format;
  }

  function paramValue(value: MessageParam, locale: MessageLocale): string | number {
    if (typeof value === 'string' || typeof value === 'number') return value;
    if (isSaid(value)) return render(value, locale);
    if (isByteCount(value)) return formatBytes(value.bytes, locale);
    // Not a list either: a parameter left undefined at run time (the types say it cannot be; JSON from
    // elsewhere may). Shown empty rather than thrown: render never fails a conversion.
    if (!Array.isArray(value)) return '';
    return (value as readonly Said[]).map((s) => render(s, locale)).join('; ');
  }

  /** The text of a message in `locale`, or null when the catalogue lacks its id or a parameter it needs. */
  function formatted(said: Said, locale: MessageLocale): { text: string | null; values: Record<string, string | number> } {
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(said.params ?? {})) values[name] = paramValue(value, locale);
    const format = formatOf(said.id, locale);
    try {
      return { text: format ? String(format.format(values)) : null, values };
    } catch {
      return { text: null, values };
    }
  }

  /**
   * An id the catalogue lacks, or a parameter its text needs and the message does not carry, is a
   * bug the catalogue tests are there to catch; should one slip through, the reader gets the id and
   * the parameters as they are rather than a failed conversion.
   */
  function render(said: Said, locale: MessageLocale = 'en'): string {
    const { text, values } = formatted(said, locale);
    if (text !== null) return text;
    const shown = Object.entries(values).map(([k, v]) => `${k}: ${v}`);
    return shown.length ? `${said.id} (${shown.join('; ')})` : said.id;
  }

  const renderParams = (params: MessageParams, locale: MessageLocale): Record<string, string | number> =>
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, paramValue(v, locale)]));

  return { formatted, render, renderParams };
}

/** The renderer over a given table set (`catalogueWith(extra).texts`): the one way a caller renders texts of its own. */
export function rendererOver(catalogue: TextTable): Render {
  return renderingOver(catalogue).render;
}

const engine = renderingOver(CATALOGUE);

/** A message of the engine in `locale`. */
export const render: Render = engine.render;

/** The parameters of a message, rendered for a reader of `locale` (nested messages included). */
export const renderParams = engine.renderParams;

/**
 * A finding's message in the reader's language: from its code and parameters when the engine gave
 * them, else its stored English text (findings of older reports, or codes not in the catalogue).
 */
export function findingMessage(finding: Pick<Finding, 'code' | 'message' | 'messageId' | 'params'>, locale: MessageLocale): string {
  if (finding.params === undefined || locale === 'en') return finding.message;
  return engine.formatted({ id: finding.messageId ?? finding.code, params: finding.params }, locale).text ?? finding.message;
}

/**
 * A note stored as English beside its text (a mapping note, a setting's basis): the text in the
 * reader's language when it has one, else the English as stored (notes recorded before they had texts).
 */
export function noteText(english: string, said: Said | undefined, locale: MessageLocale): string {
  return said && locale !== 'en' ? render(said, locale) : english;
}

/** What a finding stores of its message: the parameters, and the text id when it is not the code. */
export function saidFields(code: string, said: Said | undefined): Pick<Finding, 'params' | 'messageId'> {
  if (!said) return {};
  return { params: said.params ?? {}, ...(said.id !== code ? { messageId: said.id } : {}) };
}
