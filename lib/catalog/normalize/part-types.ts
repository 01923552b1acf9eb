/**
 * Part type text in any of the five languages → the part type of the PCdb in use, whatever its
 * spelling. Looks up, in this order:
 *
 * 1. the exact name key: the PCdb name (1.0 / 0.98), a PCdb alias (0.96), a vocabulary term (0.95,
 *    less when its concept links to the PCdb only loosely);
 * 2. the same words in another order, form or spelling (`Pad Set, Disc Brake`, `Bremsbeläge`,
 *    `Scheibenbremsbelagsatz` split into its parts), then without the set words, then without weak
 *    qualifiers (`Engine`, `Suspension`);
 * 3. the words translated to English through the glossary and matched to a PCdb or concept name;
 * 4. the same with position words taken off (`Bremsbeläge vorne`), handed to the position match;
 * 5. one-letter typos of long names, for review only (0.8).
 *
 * The vocabulary is keyed by concept; each concept links to the loaded PCdb by name similarity (see
 * `part-type-links.ts`). A concept that two part types fit equally well is not linked: its terms are
 * flagged naming both. Below the accept threshold a match is a suggestion for review, never a guess.
 * Every match carries its confidence and a note a reviewer can read.
 */

import { nameKey, type ReferenceSet } from '@/lib/catalog/reference';
import type { CatalogLanguage } from '@/lib/catalog/types';
import { typoCandidates } from './edit-distance';
import { orList, render, say, type Said } from '../messages';
import { flag, quote, type FieldDecision, type Issue } from './issues';
import {
  PART_TYPE_CONCEPTS,
  type PartTypeConcept,
  AMBIGUOUS_PART_TYPE_TERMS,
  type AmbiguousPartTypeTerm,
  WEAK_WORDS,
} from './lexicon/part-types';
import type { PositionConcept } from './lexicon/position-words';
import { howSaid, originSaid, type EntryOrigin, type ReadingStep } from './part-type-how';
import { PcdbNames, type ConceptLink } from './part-type-links';
import { SET_MARK, stem, WordAnalyzer, words, type Reading } from './part-type-words';
import { readPosition } from './positions';
import { splitPositionWords, trailingCuts } from './part-type-position-words';

/** 0: PCdb name, 1: PCdb alias, 2: vocabulary. A lower tier wins; two part types in one tier tie. */
type Tier = 0 | 1 | 2;

interface Entry {
  ids: number[];
  tier: Tier;
  confidence: number;
  how: EntryOrigin;
  /** In the map by weak reading: the qualifier stems of the names behind the entry. */
  quals?: Set<string>;
}

export interface PartTypeMatch {
  partTypeId: number;
  decision: FieldDecision;
  /** Position words found in the part type text. */
  positionConcepts: PositionConcept[];
  positionWords: string;
}


/** Confidence taken off per looser reading. */
const SAME_WORDS = 0.02;
const COMPOUND = 0.01;
/** A kit read as its single part (or the reverse) is a suggestion only. */
const SET_WORDS_IGNORED = 0.08;
const QUALIFIERS_IGNORED = 0.05;
const TRANSLATED = 0.02;
/** Two entries of one tier further apart than this do not tie: the closer wins. */
const CLEARLY_CLOSER = 0.05;
/** A match on a single word once qualifiers are dropped is a suggestion only. */
const SINGLE_WORD_CAP = 0.85;
/** Review candidates by shared words: from this word overlap on, and never as sure as a reading. */
const SIMILAR_AT_LEAST = 0.4;
const SIMILAR_AT_MOST = 0.85;

let sharedAnalyzer: WordAnalyzer | null = null;
/** One analyzer for the process: it depends only on the fixed vocabulary. */
export function partTypeAnalyzer(): WordAnalyzer {
  if (!sharedAnalyzer) {
    const vocabulary: { language: CatalogLanguage; text: string }[] = [];
    for (const c of PART_TYPE_CONCEPTS) {
      for (const name of c.pcdb) vocabulary.push({ language: 'en', text: name });
      for (const [language, list] of Object.entries(c.terms) as [CatalogLanguage, readonly string[]][]) {
        for (const text of list) vocabulary.push({ language, text });
      }
    }
    sharedAnalyzer = new WordAnalyzer(vocabulary);
  }
  return sharedAnalyzer;
}

const WEAK_STEMS = new Set(WEAK_WORDS.flatMap(words).map(stem));

const qualifiersOf = (r: Reading): string[] => r.stems.filter((s) => WEAK_STEMS.has(s));

/** Bare trade words that name several part types, by name key (fixed vocabulary). */
const AMBIGUOUS_BY_KEY = new Map<string, AmbiguousPartTypeTerm>(AMBIGUOUS_PART_TYPE_TERMS.map((t) => [nameKey(t.term), t]));
const CONCEPT_BY_ID = new Map<string, PartTypeConcept>(PART_TYPE_CONCEPTS.map((c) => [c.id, c]));

/** What the index holds for one reference set; built once per set and shared by its runs. */
interface Compiled {
  byKey: Map<string, Entry>;
  links: Map<string, ConceptLink | null>;
  /** The word-level maps, built on the first text the name keys do not settle. */
  words: () => WordMaps;
  /** Every name and term by its stems, built on the first value review asks candidates for. */
  similar: () => SimilarNames;
  pcdb: PcdbNames;
}

interface SimilarNames {
  names: { ids: number | number[]; confidence: number; reading: Reading }[];
  byStem: Map<string, number[]>;
}

interface WordMaps {
  bySig: Map<string, Entry>;
  byCore: Map<string, Entry>;
  byWeak: Map<string, Entry>;
}

const COMPILED = new WeakMap<ReferenceSet, Compiled>();

function put(map: Map<string, Entry>, key: string, id: number | number[], tier: Tier, confidence: number, how: EntryOrigin): void {
  if (!key) return;
  const ids = Array.isArray(id) ? id : [id];
  const entry = map.get(key);
  if (!entry || tier < entry.tier) {
    map.set(key, { ids: [...ids], tier, confidence, how });
    return;
  }
  if (tier > entry.tier) return;
  // Within a tier a clearly closer link wins; two about as close tie (flagged naming both).
  if (confidence > entry.confidence + CLEARLY_CLOSER) {
    map.set(key, { ids: [...ids], tier, confidence, how });
    return;
  }
  if (confidence < entry.confidence - CLEARLY_CLOSER) return;
  for (const i of ids) if (!entry.ids.includes(i)) entry.ids.push(i);
  if (confidence > entry.confidence) {
    entry.confidence = confidence;
    entry.how = how;
  }
}

/** A vocabulary term's confidence given how closely its concept links to the PCdb. */
function termConfidence(link: ConceptLink): number {
  return Math.round((0.95 - (1 - link.score) * 0.6) * 1000) / 1000;
}


interface Pending {
  text: string;
  ids: number | number[];
  tier: Tier;
  confidence: number;
  how: EntryOrigin;
  reading?: Reading;
}

function compile(reference: ReferenceSet): Compiled {
  const analyzer = partTypeAnalyzer();
  const byKey = new Map<string, Entry>();
  const links = new Map<string, ConceptLink | null>();
  const pending: Pending[] = [];
  const addText = (p: Pending) => {
    put(byKey, nameKey(p.text), p.ids, p.tier, p.confidence, p.how);
    pending.push(p);
  };
  const pcdb = new PcdbNames(reference, analyzer, (s) => WEAK_STEMS.has(s));
  for (const n of pcdb.names) {
    const isName = reference.partTypes.get(n.id)?.name === n.text;
    addText({ text: n.text, ids: n.id, tier: isName ? 0 : 1, confidence: isName ? 0.98 : 0.96, how: isName ? { kind: 'pcdbName' } : { kind: 'pcdbAlias', text: n.text }, reading: n.reading });
  }
  for (const concept of PART_TYPE_CONCEPTS) {
    const link = pcdb.link(concept);
    links.set(concept.id, link);
    if (!link) continue;
    const confidence = termConfidence(link);
    for (const name of concept.pcdb) addText({ text: name, ids: link.ids, tier: 2, confidence, how: { kind: 'vocabulary', text: name, language: null, link } });
    for (const [language, list] of Object.entries(concept.terms) as [CatalogLanguage, readonly string[]][]) {
      for (const term of list) addText({ text: term, ids: link.ids, tier: 2, confidence, how: { kind: 'vocabulary', text: term, language, link } });
    }
  }
  let maps: WordMaps | null = null;
  const words = (): WordMaps => {
    if (maps) return maps;
    const built: WordMaps = { bySig: new Map(), byCore: new Map(), byWeak: new Map() };
    for (const p of pending) {
      const r = p.reading ?? analyzer.read(p.text);
      put(built.bySig, r.sig, p.ids, p.tier, p.confidence, p.how);
      put(built.byCore, r.core, p.ids, p.tier, p.confidence, p.how);
      put(built.byWeak, r.weak, p.ids, p.tier, p.confidence, p.how);
      const weakEntry = r.weak ? built.byWeak.get(r.weak) : undefined;
      if (weakEntry) for (const q of qualifiersOf(r)) (weakEntry.quals ??= new Set()).add(q);
    }
    maps = built;
    return built;
  };
  let similar: SimilarNames | null = null;
  const similarNames = (): SimilarNames => {
    if (similar) return similar;
    const names = pending.map((p) => ({ ids: p.ids, confidence: p.confidence, reading: p.reading ?? analyzer.read(p.text) }));
    const byStem = new Map<string, number[]>();
    names.forEach((n, i) => {
      for (const stem of n.reading.stems) {
        if (stem === SET_MARK || WEAK_STEMS.has(stem)) continue;
        const list = byStem.get(stem);
        if (list) list.push(i);
        else byStem.set(stem, [i]);
      }
    });
    return (similar = { names, byStem });
  };
  return { byKey, links, words, similar: similarNames, pcdb };
}

function compiledFor(reference: ReferenceSet): Compiled {
  let c = COMPILED.get(reference);
  if (!c) {
    c = compile(reference);
    COMPILED.set(reference, c);
  }
  return c;
}

interface Hit {
  entry: Entry;
  confidence: number;
  /** How the text was read before the entry matched (none: its name key itself). */
  route: readonly ReadingStep[];
}

export class PartTypeIndex {
  readonly #c: Compiled;
  readonly #analyzer: WordAnalyzer;

  constructor(private readonly reference: ReferenceSet) {
    this.#c = compiledFor(reference);
    this.#analyzer = partTypeAnalyzer();
  }

  /** The concept → PCdb link for this reference (null: no part type close enough). */
  conceptLink(conceptId: string): ConceptLink | null | undefined {
    return this.#c.links.get(conceptId);
  }

  /** The vocabulary's terms (all languages) that reach each part type of this reference. */
  termsByPartType(): Map<number, string[]> {
    const out = new Map<number, string[]>();
    for (const concept of PART_TYPE_CONCEPTS as readonly PartTypeConcept[]) {
      const link = this.#c.links.get(concept.id);
      if (!link || link.ids.length !== 1 || termConfidence(link) < 0.9) continue;
      const list = out.get(link.ids[0]!) ?? [];
      for (const terms of Object.values(concept.terms)) list.push(...(terms ?? []));
      out.set(link.ids[0]!, list);
    }
    return out;
  }

  #name(id: number): string {
    return this.reference.partTypes.get(id)?.name ?? String(id);
  }

  /** The word-level readings of one text, loosest last. */
  #byWords(text: string): Hit | null {
    const reading = this.#analyzer.read(text);
    if (!reading.core) return null;
    const prefix: ReadingStep[] = [
      ...reading.expanded.map((e): ReadingStep => ({ kind: 'expanded', word: e.word, to: e.to })),
      ...reading.compounds.map((c): ReadingStep => ({ kind: 'compound', language: this.#analyzer.languageOf(c.parts), word: c.word, parts: c.parts })),
    ];
    const cost = SAME_WORDS + (reading.compounds.length ? COMPOUND : 0);
    const hit = this.#readingHit(reading, cost, prefix.length ? prefix : [{ kind: 'sameWords' }]);
    if (hit) return hit;
    const t = this.#analyzer.translate(reading);
    if (!t) return null;
    return this.#readingHit(t.reading, cost + TRANSLATED, [...prefix, { kind: 'translated', language: t.language, words: t.words }]);
  }

  #readingHit(r: Reading, cost: number, route: readonly ReadingStep[]): Hit | null {
    const { bySig, byCore, byWeak } = this.#c.words();
    const sig = bySig.get(r.sig);
    if (sig) return { entry: sig, confidence: sig.confidence - cost, route };
    const core = r.core ? byCore.get(r.core) : undefined;
    if (core) return { entry: core, confidence: core.confidence - cost - SET_WORDS_IGNORED, route: [...route, { kind: 'setWordsAside' }] };
    const weak = r.weak ? byWeak.get(r.weak) : undefined;
    // Qualifiers aside, but not other ones: `Shock Absorber, Steering` is no `Suspension Shock Absorber`.
    const own = qualifiersOf(r);
    if (weak && !(own.length && weak.quals?.size && !own.some((q) => weak.quals!.has(q)))) {
      const c = weak.confidence - cost - QUALIFIERS_IGNORED;
      return { entry: weak, confidence: r.weak.includes(' ') ? c : Math.min(c, SINGLE_WORD_CAP), route: [...route, { kind: 'qualifiersAside' }] };
    }
    return null;
  }

  /**
   * A bare trade word that several part types go by (`Spannrolle`, `galet tendeur`): the part types of
   * the loaded PCdb its concepts link to, most usual first; concepts the PCdb lacks are named in words.
   */
  #ambiguous(text: string): { term: AmbiguousPartTypeTerm; ids: number[]; names: (string | Said)[] } | null {
    const term = AMBIGUOUS_BY_KEY.get(nameKey(text));
    if (!term) return null;
    const ids: number[] = [];
    const names: (string | Said)[] = [];
    for (const conceptId of term.concepts) {
      const link = this.#c.links.get(conceptId);
      const concept = CONCEPT_BY_ID.get(conceptId);
      if (link && link.ids.length === 1) {
        if (!ids.includes(link.ids[0]!)) {
          ids.push(link.ids[0]!);
          names.push(this.#name(link.ids[0]!));
        }
      } else if (concept) names.push(say('how.partType.notInPcdb', { name: concept.pcdb[0]! }));
    }
    return { term, ids, names };
  }

  #find(text: string): Hit | null {
    const direct = this.#c.byKey.get(nameKey(text));
    if (direct) return { entry: direct, confidence: direct.confidence, route: [] };
    return this.#byWords(text);
  }

  /**
   * Part types a reviewer may mean by a text the matcher could not settle, best first: what the
   * matcher itself read (ambiguous or below the threshold), one-letter typos, then the PCdb names,
   * aliases and vocabulary terms sharing the most words with it (read and translated the matcher's
   * way). Similarity alone never reaches the accept threshold: these are suggestions.
   */
  candidates(text: string, limit = 5): { partTypeId: number; confidence: number }[] {
    const source = text.trim();
    const best = new Map<number, number>();
    const offer = (ids: number | readonly number[], confidence: number) => {
      const c = Math.round(confidence * 100) / 100;
      for (const id of typeof ids === 'number' ? [ids] : ids) if (this.reference.partTypes.has(id) && (best.get(id) ?? 0) < c) best.set(id, c);
    };
    const hit = this.#find(source);
    if (hit) offer(hit.entry.ids, Math.min(hit.confidence, hit.entry.ids.length > 1 ? 0.7 : 1));
    // Each part type an ambiguous trade word is said of, most usual first, all below a reading.
    const rest = splitPositionWords(source)?.rest;
    (this.#ambiguous(source) ?? (rest ? this.#ambiguous(rest) : null))?.ids.forEach((id, i) => offer(id, 0.7 - i * 0.01));
    const key = nameKey(source);
    if (key.length >= 8) for (const t of typoCandidates(key, this.#c.byKey.keys())) offer(this.#c.byKey.get(t)!.ids, 0.8);

    const { names, byStem } = this.#c.similar();
    const reading = this.#analyzer.read(source);
    const translated = this.#analyzer.translate(reading)?.reading;
    for (const r of translated ? [reading, translated] : [reading]) {
      const seen = new Set<number>();
      for (const stemText of r.stems) {
        for (const i of byStem.get(stemText) ?? []) {
          if (seen.has(i)) continue;
          seen.add(i);
          const n = names[i]!;
          const score = this.#c.pcdb.similarity(r, n.reading);
          if (score >= SIMILAR_AT_LEAST) offer(n.ids, Math.min(SIMILAR_AT_MOST, score * n.confidence));
        }
      }
    }
    return [...best]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([partTypeId, confidence]) => ({ partTypeId, confidence }));
  }

  match(text: string): PartTypeMatch | Issue {
    const source = text.trim();
    // The note is the text in English, for report.json's readers; pages render `said`.
    const decide = (id: number, confidence: number, said: Said, concepts: PositionConcept[] = [], words = '', code?: string): PartTypeMatch => ({
      partTypeId: id,
      positionConcepts: concepts,
      positionWords: words,
      decision: { field: 'partType', source, value: id, confidence, note: render(said), said, ...(code ? { code } : {}) },
    });
    const fromHit = ({ entry, confidence: raw, route }: Hit, concepts: PositionConcept[] = [], words = ''): PartTypeMatch | Issue => {
      if (entry.ids.length > 1) {
        return flag(
          'PART_TYPE_AMBIGUOUS',
          'partType',
          say('PART_TYPE_AMBIGUOUS', { value: quote(source), types: orList(entry.ids.map((id) => this.#name(id))), how: originSaid(entry.how) }),
        );
      }
      const id = entry.ids[0]!;
      const exact = !route.length && entry.how.kind === 'pcdbName' && source === this.#name(id);
      let confidence = exact ? 1 : Math.round(raw * 1000) / 1000;
      if (words) confidence = Math.min(confidence, 0.93);
      const read = exact
        ? say('note.partType', { partType: this.#name(id) })
        : say('note.partType.read', { value: quote(source), partType: this.#name(id), how: howSaid(route, entry.how), confidence });
      const said = words ? say('note.partType.positionWords', { note: read, words: quote(words) }) : read;
      return decide(id, confidence, said, concepts, words);
    };
    // A bare trade word several part types go by is flagged before any looser reading could settle it
    // on one of them (`rotule` read as `rotule de suspension` without its weak word).
    const split = splitPositionWords(source);
    const ambiguous = this.#c.byKey.has(nameKey(source)) ? null : (this.#ambiguous(source) ?? (split ? this.#ambiguous(split.rest) : null));
    if (ambiguous) {
      return flag(
        'PART_TYPE_AMBIGUOUS',
        'partType',
        say('PART_TYPE_AMBIGUOUS.tradeTerm', {
          value: quote(source),
          types: orList(ambiguous.names),
          language: ambiguous.term.language,
          term: `'${ambiguous.term.term}'`,
        }),
      );
    }

    const hit = this.#find(source);
    if (hit) return fromHit(hit);

    // "Bremsbeläge vorne": drop the position words and try again; then only the trailing ones, for a
    // name that holds a position word itself ("lampadina fanale posteriore destro").
    for (const cut of [split, ...trailingCuts(source)]) {
      if (!cut) continue;
      const rest = this.#find(cut.rest);
      if (rest) return fromHit(rest, readPosition(cut.position).concepts, cut.position);
    }

    const key = nameKey(source);
    if (key.length >= 8) {
      const typos = typoCandidates(key, this.#c.byKey.keys());
      const ids = [...new Set(typos.flatMap((t) => this.#c.byKey.get(t)!.ids))];
      if (ids.length === 1) {
        const id = ids[0]!;
        const said = say('note.partType.typo', { value: quote(source), partType: this.#name(id) });
        return decide(id, 0.8, said, [], '', 'PART_TYPE_TYPO');
      }
    }
    return flag('PART_TYPE_UNMATCHED', 'partType', say('PART_TYPE_UNMATCHED', { value: quote(source) }));
  }
}
