/**
 * The part-type vocabulary is keyed by concept, not by one PCdb spelling. Each data file is one table
 * of rows `[concept, PCdb names, en, de, fr, es, it]`; every cell lists spellings separated by `|`.
 * The PCdb names are the English names (and aliases) the concept goes by in PCdb releases; the index
 * links the concept to whichever of the loaded PCdb's part types is closest to one of them.
 */

import type { CatalogLanguage } from '@/lib/catalog/types';

/** `[concept id, PCdb names, en, de, fr, es, it]`, each a `|`-separated list (may be empty). */
export type PartTypeRow = readonly [string, string, string, string, string, string, string];

export interface PartTypeConcept {
  /** Stable id, `group.name`. */
  id: string;
  /** English PCdb-style names and aliases, most usual first. */
  pcdb: readonly string[];
  terms: Partial<Record<CatalogLanguage, readonly string[]>>;
}

const LANGS: readonly CatalogLanguage[] = ['en', 'de', 'fr', 'es', 'it'];

const list = (cell: string) =>
  cell
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

export function concepts(group: string, rows: readonly PartTypeRow[]): PartTypeConcept[] {
  return rows.map(([id, pcdb, ...cells]) => {
    const terms: Partial<Record<CatalogLanguage, readonly string[]>> = {};
    LANGS.forEach((lang, i) => {
      const l = list(cells[i] ?? '');
      if (l.length) terms[lang] = l;
    });
    return { id: `${group}.${id}`, pcdb: list(pcdb), terms };
  });
}
