import { nameKey } from '@/lib/catalog/reference';
import type { HitMatch } from './types';

/** Another name an entry is known by, with how it came to be known (a term, an alias, …). */
export interface OtherName {
  key: string;
  words: string[];
  match: HitMatch;
}

/** A searchable reference entry: its own name plus the other names it is known by. */
export interface Entry {
  id: number;
  name: string;
  key: string;
  words: string[];
  others: OtherName[];
}

/** Lower is better; `match` is set when another name, not the entry's own, found it. */
export interface Ranked {
  entry: Entry;
  score: number;
  match?: HitMatch;
}

/** A query as the matcher compares it: its text, its name key and the keys of its words. */
export interface Query {
  text: string;
  key: string;
  words: string[];
}

export function wordsOf(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .map(nameKey)
    .filter(Boolean);
}

export function queryOf(text: string): Query {
  const trimmed = text.trim();
  return { text: trimmed, key: nameKey(trimmed), words: wordsOf(trimmed) };
}

export function otherName(text: string, match: Omit<HitMatch, 'text'>): OtherName {
  return { key: nameKey(text), words: wordsOf(text), match: { ...match, text } };
}

/** An entry; other names that are its own name again (by key) are left out, as are repeats. */
export function entry(id: number, name: string, others: readonly OtherName[] = []): Entry {
  const key = nameKey(name);
  const seen = new Set<string>([key]);
  const kept = others.filter((o) => o.key && !seen.has(o.key) && seen.add(o.key));
  return { id, name, key, words: wordsOf(name), others: kept };
}

/**
 * How well a name matches: 0 the same name, 1 it starts with the query, 2 every query word starts
 * one of its words, 3 the query is inside it. Case, accents, spaces and punctuation are ignored
 * (`nameKey`), so `f150` finds `F-150`.
 */
function quality(query: Query, key: string, words: readonly string[]): number | null {
  if (!query.key) return 2;
  if (key === query.key) return 0;
  if (key.startsWith(query.key)) return 1;
  if (query.words.length > 0 && query.words.every((q) => words.some((w) => w.startsWith(q)))) return 2;
  if (key.includes(query.key)) return 3;
  return null;
}

/**
 * The entry's own name ranks before another name of the same quality — the reference's English
 * name, typed exactly, comes first — and an exact other name (`Bremsscheibe`) before a partial own
 * one. Steps of two leave the odd ranks to other names.
 */
const OWN = 0;
export const OTHER = 1;
export const scoreOf = (q: number, own: boolean): number => q * 2 + (own ? OWN : OTHER);
/** The weakest own-name quality under which other names are still tried. */
const OTHERS_BELOW = scoreOf(3, true);

export function rank(e: Entry, query: Query): Ranked | null {
  const own = quality(query, e.key, e.words);
  let best: Ranked | null = own === null ? null : { entry: e, score: scoreOf(own, true) };
  // Other names count only where the own name matches poorly: `brake` should not list every brake
  // part by a term when its PCdb name already says brake.
  if (query.key && (best === null || best.score >= OTHERS_BELOW)) {
    for (const other of e.others) {
      const q = quality(query, other.key, other.words);
      if (q === null) continue;
      const score = scoreOf(q, false);
      if (best === null || score < best.score) best = { entry: e, score, match: other.match };
    }
  }
  const digits = query.text;
  if (best === null && /^\d{1,10}$/.test(digits) && Number(digits) === e.id) best = { entry: e, score: 0, match: { via: 'id', text: `#${e.id}` } };
  return best;
}

/** Best first; ties by name, then ID, so a list is the same twice. */
export function byRank(a: Ranked, b: Ranked): number {
  return a.score - b.score || a.entry.name.localeCompare(b.entry.name, 'en') || a.entry.id - b.entry.id;
}
