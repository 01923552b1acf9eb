/**
 * Links the vocabulary's concepts to the part types of the PCdb actually loaded, by name similarity
 * rather than exact spelling: a concept goes by several English names ("Disc Brake Pad Set",
 * "Brake Pad Set, Disc Brake", "Brake Pads"); it links to the reference part type whose name or alias
 * reads as the same words (order, comma inversion, plural, accents do not matter), then the same words
 * but for set words, then but for weak qualifiers (`Engine`, `Suspension`), then the closest by
 * weighted word overlap. Two part types equally close: not linked, both kept for the message.
 */

import { nameKey, type ReferenceSet } from '@/lib/catalog/reference';
import type { PartTypeConcept } from './lexicon/part-types';
import { SET_MARK, type Reading, type WordAnalyzer } from './part-type-words';

export interface ConceptLink {
  /** One id when linked; two or more when the closest names tie (not linked). */
  ids: number[];
  /** 0..1: 1 same name or same words; lower for looser readings. */
  score: number;
  /** The concept's English name that matched. */
  conceptName: string;
  /** The PCdb name or alias it matched. */
  pcdbName: string;
  how: 'same name' | 'same words' | 'same words but set words' | 'same words but qualifiers' | 'similar words';
}

interface RefName {
  id: number;
  text: string;
  reading: Reading;
  head: string | null;
}

/** Readings of the concepts' names, per analyzer: they do not depend on the reference. */
const NAME_READINGS = new WeakMap<WordAnalyzer, Map<string, { reading: Reading; head: string | null }>>();

function nameReading(analyzer: WordAnalyzer, name: string): { reading: Reading; head: string | null } {
  let cache = NAME_READINGS.get(analyzer);
  if (!cache) NAME_READINGS.set(analyzer, (cache = new Map()));
  let r = cache.get(name);
  if (!r) cache.set(name, (r = { reading: analyzer.read(name), head: analyzer.head(name) }));
  return r;
}

/** Lowest word-overlap score that links at all (links below ~0.92 only ever yield review suggestions). */
const MIN_SIMILARITY = 0.75;
/** Two part types this close are a tie. */
const TIE = 0.03;

export class PcdbNames {
  readonly names: RefName[] = [];
  readonly #bySig = new Map<string, RefName[]>();
  readonly #byCore = new Map<string, RefName[]>();
  readonly #byWeak = new Map<string, RefName[]>();
  readonly #byStem = new Map<string, RefName[]>();
  /** Each part type's own name (aliases may leave its qualifier out). */
  readonly #primary = new Map<number, RefName>();

  constructor(
    private readonly reference: ReferenceSet,
    private readonly analyzer: WordAnalyzer,
    private readonly weak: (stem: string) => boolean,
  ) {
    const push = (map: Map<string, RefName[]>, key: string, n: RefName) => {
      if (!key) return;
      const list = map.get(key);
      if (list) list.push(n);
      else map.set(key, [n]);
    };
    const add = (id: number, text: string) => {
      const n: RefName = { id, text, reading: analyzer.read(text), head: analyzer.head(text) };
      this.names.push(n);
      if (!this.#primary.has(id)) this.#primary.set(id, n);
      push(this.#bySig, n.reading.sig, n);
      push(this.#byCore, n.reading.core, n);
      push(this.#byWeak, n.reading.weak, n);
      for (const s of n.reading.stems) if (s !== SET_MARK && !weak(s)) push(this.#byStem, s, n);
    };
    for (const pt of reference.partTypes.values()) add(pt.id, pt.name);
    for (const [id, aliases] of reference.partTypeAliases) for (const a of aliases) if (reference.partTypes.has(id)) add(id, a);
  }

  /**
   * One name may leave a qualifier out (`Oil Filter` for `Engine Oil Filter`); a concept name and a
   * part type (its own name, or the alias) that each carry one the other lacks are different parts:
   * `Shock Absorber, Steering` is no `Suspension Shock Absorber`, whatever its alias `Shock Absorber`.
   */
  #qualifiedOtherwise(concept: Reading, n: RefName): boolean {
    const differ = (a: Reading, b: Reading) => {
      const qa = a.stems.filter((s) => this.weak(s));
      const qb = b.stems.filter((s) => this.weak(s));
      return qa.some((s) => !qb.includes(s)) && qb.some((s) => !qa.includes(s));
    };
    return differ(concept, n.reading) || differ(concept, this.#primary.get(n.id)?.reading ?? n.reading);
  }

  #weight(stem: string): number {
    return stem === SET_MARK ? 0.5 : this.weak(stem) ? 0.3 : 1;
  }

  similarity(a: Reading, b: Reading): number {
    let wa = 0;
    let wb = 0;
    let both = 0;
    const bs = new Set(b.stems);
    for (const s of a.stems) {
      const w = this.#weight(s);
      wa += w;
      if (bs.has(s)) both += w;
    }
    for (const s of b.stems) wb += this.#weight(s);
    return wa + wb ? (2 * both) / (wa + wb) : 0;
  }

  link(concept: PartTypeConcept): ConceptLink | null {
    const ids = (list: readonly RefName[] | undefined) => [...new Set((list ?? []).map((n) => n.id))];
    // Same name, then same words: the first of the concept's names that gives one part type.
    let tie: ConceptLink | null = null;
    for (const name of concept.pcdb) {
      const exact = this.reference.partTypesByKey(nameKey(name));
      const { reading } = nameReading(this.analyzer, name);
      const same = this.#bySig.get(reading.sig) ?? [];
      const found = [...new Set([...exact, ...ids(same)])];
      if (found.length === 1) {
        const how = exact.length ? 'same name' : 'same words';
        return { ids: found, score: 1, conceptName: name, pcdbName: exact.length ? name : same[0]!.text, how };
      }
      if (found.length > 1 && !tie) {
        const texts = [...new Set([...exact.map((id) => this.reference.partTypes.get(id)?.name ?? String(id)), ...same.map((n) => n.text)])];
        tie = { ids: found, score: 1, conceptName: name, pcdbName: texts.join(' / '), how: 'same words' };
      }
    }
    if (tie) return tie;

    // Looser readings over all the concept's names; the best wins unless another part type is as close.
    const scored = new Map<number, ConceptLink>();
    const offer = (id: number, score: number, conceptName: string, pcdbName: string, how: ConceptLink['how']) => {
      const prior = scored.get(id);
      if (!prior || prior.score < score) scored.set(id, { ids: [id], score, conceptName, pcdbName, how });
    };
    for (const name of concept.pcdb) {
      const { reading: r, head } = nameReading(this.analyzer, name);
      for (const n of this.#byCore.get(r.core) ?? []) offer(n.id, 0.9, name, n.text, 'same words but set words');
      for (const n of r.weak ? (this.#byWeak.get(r.weak) ?? []) : []) {
        if (n.reading.hasSet !== r.hasSet || this.#qualifiedOtherwise(r, n)) continue;
        if (n.reading.weak.includes(' ') || r.weak.includes(' ')) offer(n.id, 0.94, name, n.text, 'same words but qualifiers');
      }
      // A concept word the PCdb name lacks makes it another part ("Caliper Bracket" is no "Caliper").
      // So does another head noun ("Headlight" is no "Headlight Bulb").
      const own = r.stems.filter((s) => s !== SET_MARK && !this.weak(s));
      const seen = new Set<RefName>();
      for (const s of r.stems) {
        for (const n of this.#byStem.get(s) ?? []) {
          if (seen.has(n)) continue;
          seen.add(n);
          if (n.head !== head || !own.every((s) => n.reading.stems.includes(s)) || this.#qualifiedOtherwise(r, n)) continue;
          const score = this.similarity(r, n.reading);
          if (score >= MIN_SIMILARITY) offer(n.id, Math.min(score, 0.93), name, n.text, 'similar words');
        }
      }
    }
    const ranked = [...scored.values()].sort((a, b) => b.score - a.score);
    const best = ranked[0];
    if (!best) return null;
    const close = ranked.filter((l) => best.score - l.score < TIE);
    if (close.length > 1) return { ...best, ids: close.map((l) => l.ids[0]!), pcdbName: close.map((l) => l.pcdbName).join(' / ') };
    return best;
  }
}
