/**
 * Word-level reading of part-type text, the same way for the vocabulary and for catalog cells, so
 * that spellings meet: accents folded, stop words (`de`, `für`, `dell'`) dropped, abbreviations
 * expanded (`Brk`, `Bremsbel.`), compounds split into known parts (`Bremsbelagsatz` → brems + belag
 * + satz), plural/singular reduced to one stem in all five languages, and the set words (`set`,
 * `kit`, `pair`, `assembly`, `Satz`, `jeu`, `juego`, `serie`, `coppia` …) read as one marker.
 * Word order and comma inversion do not matter: a reading is the set of its stems.
 *
 * Pure and deterministic: the morphemes and glossary are fixed data, so one analyzer serves all runs.
 */

import type { CatalogLanguage } from '@/lib/catalog/types';
import {
  ABBREVIATIONS,
  GLOSSARY,
  MORPHEMES,
  QUALIFIER_WORDS,
  SET_WORDS,
  STOP_WORDS,
  WEAK_WORDS,
} from './lexicon/part-types';

export const SET_MARK = '#set';

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const FOLDED_LETTERS = /[ßæœøłđþ]/g;
const FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th' };

/** Lower-case ASCII words of the text (the `nameKey` folding, but keeping word boundaries). */
export function words(text: string): string[] {
  let s = text.toLowerCase();
  if (/[^\u0000-\u007f]/.test(s)) s = s.normalize('NFD').replace(COMBINING_MARKS, '').replace(FOLDED_LETTERS, (c) => FOLDS[c] ?? c);
  if (s.includes('&')) s = s.replaceAll('&', ' and ');
  return s.split(/[^a-z0-9]+/).filter(Boolean);
}

/**
 * One stem for singular and plural in the five languages: `pads`/`pad`, `Bremsen`/`Bremse`,
 * `dischi`/`disco`, `pastiglie`/`pastiglia`, `bujías`/`bujía`. Endings are taken off until none is
 * left (at most three), so both forms meet even where the rules overreach.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /[0-9]/.test(word)) return word;
  let s = word;
  for (let i = 0; i < 3 && s.length > 3; i++) {
    const before = s;
    if (s.length > 4 && s.endsWith('ies')) s = `${s.slice(0, -3)}y`;
    else if (s.length > 4 && /(?:ch|gh)[ie]$/.test(s)) s = s.slice(0, -2);
    else if (s.length > 5 && s.endsWith('en')) s = s.slice(0, -2);
    else if (s.length > 4 && s.endsWith('es')) s = s.slice(0, -2);
    else if (s.endsWith('s') && !s.endsWith('ss') && !s.endsWith('us')) s = s.slice(0, -1);
    else if (/[aeio]$/.test(s)) s = s.slice(0, -1);
    if (s === before) break;
  }
  return s;
}

const LINKS = ['', 's', 'n', 'en', 'es', 'e'];
/** Words whose split is remembered (cleared when full). */
const SPLIT_CACHE = 20_000;

/** Builds the surface → morpheme table used to split compounds. */
function morphemeTable(vocabularyWords: Iterable<string>): Map<string, string> {
  const table = new Map<string, string>();
  const addForms = (m: string) => {
    for (const l of LINKS) if (!table.has(m + l)) table.set(m + l, m);
  };
  for (const list of Object.values(MORPHEMES)) for (const m of list) for (const w of words(m)) addForms(w);
  // Vocabulary words are parts too, unless they are themselves compounds of known parts.
  const extra = [...new Set(vocabularyWords)].filter((w) => w.length >= 3).sort((a, b) => a.length - b.length);
  for (const w of extra) {
    if (table.has(w)) continue;
    if (!splitWith(table, w)) addForms(w);
  }
  return table;
}

/** Fewest known parts that make up `token` (at least two), or null. */
function splitWith(table: ReadonlyMap<string, string>, token: string): string[] | null {
  const n = token.length;
  if (n < 6) return null;
  // count[i]: fewest parts covering token[0, i); from[i]: where the last of them starts.
  const count = new Array<number>(n + 1).fill(Infinity);
  const from = new Array<number>(n + 1).fill(-1);
  count[0] = 0;
  for (let i = 2; i <= n; i++) {
    for (let j = Math.max(0, i - 24); j <= i - 2; j++) {
      if (count[j]! + 1 >= count[i]!) continue;
      const piece = token.slice(j, i);
      if (piece.length < 3 && piece !== 'ol') continue;
      if (!table.has(piece)) continue;
      count[i] = count[j]! + 1;
      from[i] = j;
    }
  }
  if (count[n]! < 2 || count[n] === Infinity) return null;
  const parts: string[] = [];
  for (let i = n; i > 0; i = from[i]!) parts.unshift(table.get(token.slice(from[i]!, i))!);
  return parts;
}

export interface Reading {
  /** Stems, sorted and unique; the set marker included when a set word was there. */
  stems: readonly string[];
  /** Stems in the order of the text (for explanations and translation). */
  ordered: readonly string[];
  /** Signature: the stems joined. */
  sig: string;
  /** Signature without the set marker. */
  core: string;
  /** Signature without the set marker and the weak qualifier words (`engine`, `suspension` …). */
  weak: string;
  hasSet: boolean;
  /** Compounds split, for the explanation (`Bremsbelagsatz` → brems + belag + satz). */
  compounds: { word: string; parts: string[] }[];
  /** Abbreviations expanded (`brk` → brake). */
  expanded: { word: string; to: string }[];
}

const sigOf = (stems: Iterable<string>) => [...new Set(stems)].sort().join(' ');

export class WordAnalyzer {
  readonly #morphemes: Map<string, string>;
  readonly #stop: ReadonlySet<string>;
  readonly #setWords: ReadonlySet<string>;
  readonly #weak: ReadonlySet<string>;
  readonly #abbrev: ReadonlyMap<string, string>;
  /** stem → English words, and the language it came from. */
  readonly #glossary = new Map<string, { en: string[]; language: CatalogLanguage } | null>();
  readonly #splits = new Map<string, string[] | null>();
  /** Stems that are English already (pass through translation). */
  #english: Set<string> | null = null;
  readonly #englishTexts: string[];

  constructor(vocabulary: { language: CatalogLanguage; text: string }[]) {
    this.#stop = new Set([...STOP_WORDS, ...QUALIFIER_WORDS].flatMap(words));
    this.#setWords = new Set(SET_WORDS.flatMap(words));
    this.#weak = new Set(WEAK_WORDS.flatMap(words).map(stem));
    const abbrev = new Map<string, string>();
    for (const [short, long] of Object.entries(ABBREVIATIONS)) abbrev.set(words(short).join(''), long);
    this.#abbrev = abbrev;
    const vocabWords: string[] = [];
    for (const { text } of vocabulary) for (const w of words(text)) if (!this.#stop.has(w) && !this.#setWords.has(w)) vocabWords.push(w);
    this.#morphemes = morphemeTable(vocabWords);
    for (const [language, entries] of Object.entries(GLOSSARY) as [CatalogLanguage, Record<string, string>][]) {
      for (const [word, english] of Object.entries(entries)) {
        const key = stem(words(word).join(''));
        const en = words(english);
        const prior = this.#glossary.get(key);
        if (prior === undefined) this.#glossary.set(key, { en, language });
        else if (prior && prior.en.join(' ') !== en.join(' ')) this.#glossary.set(key, null);
      }
    }
    this.#englishTexts = vocabulary.filter((v) => v.language === 'en').map((v) => v.text);
  }

  /** Stems of the English vocabulary and of the glossary's English words, read on first use. */
  #englishStems(): ReadonlySet<string> {
    if (this.#english) return this.#english;
    const english = new Set<string>();
    for (const text of this.#englishTexts) for (const s of this.read(text).stems) english.add(s);
    const stems: string[] = [];
    for (const v of this.#glossary.values()) if (v) for (const w of v.en) this.#take(w, stems);
    for (const s of stems) english.add(s);
    this.#english = english;
    return english;
  }

  /** The language a compound's parts come from, by the glossary (null when none is known). */
  languageOf(parts: readonly string[]): CatalogLanguage | null {
    const count = new Map<CatalogLanguage, number>();
    for (const p of parts) {
      const g = this.#glossary.get(stem(p));
      if (g) count.set(g.language, (count.get(g.language) ?? 0) + 1);
    }
    return [...count].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  }

  /** Glossary stems whose translations disagree between languages (a data error; tested). */
  conflicts(): string[] {
    return [...this.#glossary].filter(([, v]) => v === null).map(([k]) => k);
  }

  /**
   * The head noun's stem: the last word (before a comma, when the name is comma-inverted), set words
   * and stop words aside, the last part of a compound. `Pads, Disc Brake` → pad; `Headlight Bulb` → bulb.
   */
  head(text: string): string | null {
    const before = text.split(',')[0] ?? '';
    const list = words(before).filter((w) => !this.#stop.has(w) && !this.#setWords.has(w));
    const last = list.at(-1);
    if (!last) return null;
    const parts = this.split(last);
    return stem(parts?.at(-1) ?? last);
  }

  split(word: string): string[] | null {
    if (word.length < 6 || this.#morphemes.get(word) === word) return null;
    const cached = this.#splits.get(word);
    if (cached !== undefined) return cached;
    const parts = splitWith(this.#morphemes, word);
    if (this.#splits.size >= SPLIT_CACHE) this.#splits.clear();
    this.#splits.set(word, parts);
    return parts;
  }

  read(text: string): Reading {
    const compounds: Reading['compounds'] = [];
    const expanded: Reading['expanded'] = [];
    const stems: string[] = [];
    let hasSet = false;
    const take = (w: string) => {
      if (this.#take(w, stems, compounds)) hasSet = true;
    };
    for (const w of words(text)) {
      const long = this.#abbrev.get(w);
      if (long) {
        expanded.push({ word: w, to: long });
        for (const x of words(long)) take(x);
      } else take(w);
    }
    return this.#reading(stems, hasSet, compounds, expanded);
  }

  /** Adds the stems of one word; true when it is (or holds) a set word. */
  #take(w: string, stems: string[], compounds?: Reading['compounds']): boolean {
    if (this.#stop.has(w)) return false;
    if (this.#setWords.has(w)) return true;
    const parts = this.split(w);
    if (!parts) {
      stems.push(stem(w));
      return false;
    }
    compounds?.push({ word: w, parts });
    let set = false;
    for (const p of parts) {
      if (this.#setWords.has(p)) set = true;
      else if (!this.#stop.has(p)) stems.push(stem(p));
    }
    return set;
  }

  #reading(stems: string[], hasSet: boolean, compounds: Reading['compounds'], expanded: Reading['expanded']): Reading {
    const core = sigOf(stems);
    const weak = sigOf(stems.filter((s) => !this.#weak.has(s)));
    const unique = [...new Set(stems)].sort();
    return {
      stems: hasSet ? [...unique, SET_MARK] : unique,
      ordered: [...new Set(stems)],
      sig: hasSet ? (core ? `${core} ${SET_MARK}` : SET_MARK) : core,
      core,
      weak,
      hasSet,
      compounds,
      expanded,
    };
  }

  /**
   * The reading in English words via the glossary (`pompa acqua` → pump + water), or null when a
   * word has no translation. Reports the words used and the language they came from.
   */
  translate(reading: Reading): { reading: Reading; words: string[]; language: CatalogLanguage | null } | null {
    const out: string[] = [];
    const shown: string[] = [];
    const languages = new Map<CatalogLanguage, number>();
    let translated = 0;
    for (const s of reading.ordered) {
      const g = this.#glossary.get(s);
      if (g) {
        translated++;
        languages.set(g.language, (languages.get(g.language) ?? 0) + 1);
        for (const w of g.en) this.#take(w, out);
        shown.push(g.en.join(' '));
      } else if (this.#englishStems().has(s)) {
        out.push(s);
        shown.push(s);
      } else return null;
    }
    if (!translated || !out.length) return null;
    if (reading.hasSet) shown.push('set');
    const language = [...languages].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
    return { reading: this.#reading(out, reading.hasSet, reading.compounds, reading.expanded), words: shown, language };
  }
}
