import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUE } from '../../lib/catalog/messages/catalogue';

/*
 * What a German reader must not meet: English fragments of the engine's catalogue, and raw text ids
 * (a text the catalogue lacks). Shared by the German walk (pages, files, mails) and the German
 * refusals (API answers, CLI output).
 */

type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }> };

/** The literal runs of an ICU message: text between arguments, plural and select branches' text included. */
function literalRuns(elements: Element[], out: string[] = []): string[] {
  let run = '';
  for (const el of elements) {
    if (el.type === 0) {
      run += String(el.value);
      continue;
    }
    if (run) out.push(run);
    run = '';
    for (const option of Object.values(el.options ?? {})) literalRuns(option.value, out);
  }
  if (run) out.push(run);
  return out;
}

export const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * English fragments that a German page or mail must not show: from each text whose German differs,
 * the literal runs of at least 3 words and 15 characters that the German text does not share (names
 * such as "PartTerminologyID" or "ACES 4.2" stay allowed). Fragment → text id.
 */
export function fragmentsOf(texts: Iterable<[id: string, en: string, de: string]>): Map<string, string> {
  const fragments = new Map<string, string>();
  for (const [id, en, de] of texts) {
    if (en === de) continue;
    const ast = new IntlMessageFormat(en, 'en', undefined, { ignoreTag: true }).getAst() as Element[];
    for (const run of literalRuns(ast)) {
      const fragment = squeeze(run).replace(/^[\s,.;:()–—-]+|[\s,;:(–—-]+$/g, '');
      if (fragment.length < 15 || fragment.split(' ').length < 3 || squeeze(de).includes(fragment)) continue;
      if (!fragments.has(fragment)) fragments.set(fragment, id);
    }
  }
  return fragments;
}

/** The engine's catalogue: what findings, notes, reasons and refusals say. */
export const englishFragments = () => fragmentsOf(Object.entries(CATALOGUE).map(([id, t]): [string, string, string] => [id, t.en, t.de]));

/**
 * A text id on screen means the catalogue lacked it (render shows the id rather than failing):
 * `note.map.…`, `field.…`, `CODE.variant`. File names (report.html, aces.xml) are not ids.
 */
export function rawIds(text: string): string[] {
  const prefixes = new Set(Object.keys(CATALOGUE).flatMap((id) => (/^[a-z]\w*\./.test(id) ? [id.split('.')[0]!] : [])));
  const pattern = new RegExp(`(?<![\\w@/.-])(?:${[...prefixes].join('|')}|[A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+)\\.[a-zA-Z]\\w*(?:\\.\\w+)*`, 'g');
  return [...text.matchAll(pattern)].map((m) => m[0]).filter((id) => !/\.(?:html|json|xml|csv|zip|xlsx|txt|pem)$/.test(id));
}

