/**
 * Short forms of a model name: whole words at the start or end of a name (`Silverado` for
 * `Silverado 1500`, `Caravan` for `Grand Caravan`), else only the start of one (`Silv`). The caller
 * decides between several by the row's years.
 */

import { nameKey } from '@/lib/catalog/reference';
import type { ModelIndex } from './model-index';

/** Models whose names start or end with these whole words (and have more words than that). */
export function wholeWordShortFor(words: readonly string[], index: ModelIndex): number[] {
  const textWords = words.flatMap((w) => w.split(/-/)).map(nameKey).filter(Boolean);
  const ids = index.words
    .filter((m) => m.words.length > textWords.length && (startsWith(m.words, textWords) || endsWith(m.words, textWords)))
    .map((m) => m.id);
  return [...new Set(ids)];
}

/** Models one of whose keys (name or language variant) starts with `key`. */
export function modelsStartingWith(key: string, index: ModelIndex): number[] {
  return [...new Set([...index.byKey].filter(([k]) => k.startsWith(key)).flatMap(([, e]) => e.ids))];
}

function startsWith(words: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length > 0 && prefix.every((w, i) => words[i] === w);
}

function endsWith(words: readonly string[], suffix: readonly string[]): boolean {
  const offset = words.length - suffix.length;
  return suffix.length > 0 && offset > 0 && suffix.every((w, i) => words[offset + i] === w);
}
