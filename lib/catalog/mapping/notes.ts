import { render, say, type Said } from '../messages';
import type { CanonicalField, CatalogLanguage } from '../types';

/**
 * A column's note as the detector builds it: parts said as catalogue texts
 * (texts/mapping-notes.ts), joined with "; " when shown. Kept as parts until the column is decided,
 * so later evidence ("…; one of 2 Notes columns") adds a part rather than English text.
 */
export type NoteParts = readonly Said[];

/** What a column (or a language guess, or a setting) stores of its note: the English and the text. */
export interface Noted {
  /** English, for readers of report.json and mapping files that know no codes. */
  note: string;
  said: Said;
}

/** The note of `parts`, in English and as one text a page renders in its reader's language. */
export function noted(parts: NoteParts): Noted {
  const said = parts.length === 1 ? parts[0]! : say('note.map.parts', { parts });
  return { note: render(said), said };
}

/** A canonical field as a note names it: its label ("Part number"). */
export function fieldSaid(field: CanonicalField): Said {
  return say(`field.${field}`);
}

export function languageSaid(language: CatalogLanguage): Said {
  return say(`note.map.lang.${language}`);
}

/** "German/French": the languages a header word belongs to (at most three; more are "common"). */
export function languagesSaid(langs: readonly CatalogLanguage[]): Said {
  const [a, b, c] = langs.map(languageSaid);
  if (c) return say('note.map.langs3', { a: a!, b: b!, c });
  if (b) return say('note.map.langs2', { a: a!, b });
  return a!;
}

/** A share (0..1) as a note's `share` parameter: whole percent, so 0.805 reads "81%" everywhere. */
export function share(s: number): number {
  return Math.round(s * 100) / 100;
}
