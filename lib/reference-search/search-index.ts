import type { Decision, Finding, ReferenceSet } from '@/lib/catalog';
import { createNormalizeContext, matchMake, matchModel, matchPartType, matchPosition, PART_TYPE_TERMS, type NormalizeContext } from '@/lib/catalog/normalize';
import { nameKey } from '@/lib/catalog/reference';
import type { ModelHit, NamedHit, PositionHit, ReferenceHit, ReferenceSearchQuery } from './types';

/** A searchable name: the reference's own, plus other names it is known by (aliases, terms). */
interface Entry {
  id: number;
  name: string;
  key: string;
  words: string[];
  others: { text: string; key: string; words: string[] }[];
}

/** Lower-is-better rank of a hit; entries that do not match at all get none. */
type Ranked = { entry: Entry; score: number; matched?: string };

const ENGINE_SCORE = 0.5;
const OTHER_NAME_PENALTY = 0.5;

function wordsOf(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .map(nameKey)
    .filter(Boolean);
}

function entry(id: number, name: string, otherNames: Iterable<string> = []): Entry {
  const key = nameKey(name);
  const others = [...new Set(otherNames)]
    .map((text) => ({ text, key: nameKey(text), words: wordsOf(text) }))
    .filter((o) => o.key && o.key !== key);
  return { id, name, key, words: wordsOf(name), others };
}

/**
 * How well a name matches the query: 0 the same name, 1 it starts with the query, 2 every query word
 * starts one of its words, 3 the query is inside it. Case, accents, spaces and punctuation are
 * ignored (`nameKey`), so `f150` finds `F-150`.
 */
function scoreName(query: { key: string; words: string[] }, key: string, words: readonly string[]): number | null {
  if (!query.key) return 2;
  if (key === query.key) return 0;
  if (key.startsWith(query.key)) return 1;
  if (query.words.length > 0 && query.words.every((q) => words.some((w) => w.startsWith(q)))) return 2;
  if (key.includes(query.key)) return 3;
  return null;
}

function rank(e: Entry, query: { text: string; key: string; words: string[] }): Ranked | null {
  let best: Ranked | null = null;
  const own = scoreName(query, e.key, e.words);
  if (own !== null) best = { entry: e, score: own };
  // Another name counts only where the own name matches poorly: `brake` should not list every
  // brake part by some alias when its PCdb name already says brake.
  if (query.key && (best === null || best.score >= 3)) {
    for (const other of e.others) {
      const s = scoreName(query, other.key, other.words);
      if (s !== null && (best === null || s + OTHER_NAME_PENALTY < best.score)) best = { entry: e, score: s + OTHER_NAME_PENALTY, matched: other.text };
    }
  }
  if (best === null && /^\d{1,10}$/.test(query.text.trim()) && Number(query.text.trim()) === e.id) best = { entry: e, score: 0, matched: `#${e.id}` };
  return best;
}

function isDecision<T>(outcome: Decision<T> | Finding): outcome is Decision<T> {
  return 'value' in outcome;
}

/**
 * Search over one loaded reference set: plain name matching plus what the engine itself would read
 * the text as (synonyms like `Chevy`, one-letter typos, part type and position words in the five
 * catalog languages), so the picker offers what the conversion would have accepted. Read-only
 * after it is built; build one per reference set (see `searchIndexFor`).
 */
export class ReferenceSearchIndex {
  readonly #makes: Entry[];
  readonly #partTypes: Entry[];
  readonly #positions: Entry[];
  readonly #modelsByMake = new Map<number, Entry[]>();
  readonly #engine: NormalizeContext;

  constructor(readonly reference: ReferenceSet) {
    this.#makes = [...reference.makes.values()].map((m) => entry(m.id, m.name));
    const terms = new Map<number, string[]>();
    for (const { pcdb, terms: byLanguage } of PART_TYPE_TERMS) {
      const ids = reference.partTypesByKey(nameKey(pcdb));
      if (ids.length !== 1) continue;
      const list = terms.get(ids[0]!) ?? [];
      for (const words of Object.values(byLanguage)) list.push(...(words ?? []));
      terms.set(ids[0]!, list);
    }
    this.#partTypes = [...reference.partTypes.values()].map((p) =>
      entry(p.id, p.name, [...(reference.partTypeAliases.get(p.id) ?? []), ...(terms.get(p.id) ?? [])]),
    );
    this.#positions = [...reference.positions.values()].map((p) => entry(p.id, p.name));
    // The brand is not used by the single-value matchers; the context only lends its indexes.
    this.#engine = createNormalizeContext({ reference, brand: 'XXXX' });
  }

  search(query: ReferenceSearchQuery): ReferenceHit[] {
    switch (query.kind) {
      case 'make':
        return this.#search(this.#makes, query, (text) => matchMake(text, this.#engine)).map(named);
      case 'part-type':
        return this.#search(this.#partTypes, query, (text) => matchPartType(text, this.#engine)).map(named);
      case 'model':
        return this.#searchModels(query);
      case 'position':
        return this.#searchPositions(query);
    }
  }

  #searchModels(query: ReferenceSearchQuery): ModelHit[] {
    const makeId = query.make;
    if (makeId === undefined || !this.reference.makes.has(makeId)) return [];
    let models = this.#modelsByMake.get(makeId);
    if (!models) {
      models = this.reference.modelsOfMake(makeId).flatMap((id) => {
        const model = this.reference.models.get(id);
        return model ? [entry(model.id, model.name)] : [];
      });
      this.#modelsByMake.set(makeId, models);
    }
    const hits = this.#search(models, query, (text) => {
      const m = matchModel(text, makeId, this.#engine);
      return isDecision(m) ? { value: m.value.modelId, confidence: m.confidence, note: m.note } : m;
    });
    return hits.map((hit) => {
      const line = this.reference.vehicleLine(makeId, hit.entry.id);
      const years = line ? [...line.years].map(([year, baseVehicleId]) => ({ year, baseVehicleId })).sort((a, b) => a.year - b.year) : [];
      return { ...named(hit), years };
    });
  }

  #searchPositions(query: ReferenceSearchQuery): PositionHit[] {
    const allowed = query.partType === undefined ? [] : this.reference.positionsForPartType(query.partType);
    // Only the positions the PCdb lists for the part type, when it lists any: others would be refused.
    const pool = allowed.length > 0 ? this.#positions.filter((p) => allowed.includes(p.id)) : this.#positions;
    return this.#search(pool, query, (text) => matchPosition(text, this.#engine)).map((hit) => ({
      ...named(hit),
      ...(allowed.length > 0 ? { fitsPartType: true } : {}),
    }));
  }

  #search(pool: readonly Entry[], query: ReferenceSearchQuery, engineRead: (text: string) => Decision<number | null> | Finding): Ranked[] {
    const text = query.q.trim();
    const q = { text, key: nameKey(text), words: wordsOf(text) };
    const best = new Map<number, Ranked>();
    for (const e of pool) {
      const r = rank(e, q);
      if (r) best.set(e.id, r);
    }
    // What the conversion would read the text as: a synonym, a typo, a term in another language.
    // It lifts an entry the plain search found weakly or not at all (`Toyta`, `Chevy`).
    if (q.key.length >= 2) {
      const read = engineRead(text);
      if (isDecision(read) && typeof read.value === 'number') {
        const e = pool.find((p) => p.id === read.value);
        const current = e ? best.get(e.id) : undefined;
        if (e && (!current || current.score >= 2)) {
          const matched = current ? current.matched : text;
          best.set(e.id, { entry: e, score: ENGINE_SCORE, ...(matched ? { matched } : {}) });
        }
      }
    }
    return [...best.values()]
      .sort((a, b) => a.score - b.score || a.entry.name.localeCompare(b.entry.name, 'en') || a.entry.id - b.entry.id)
      .slice(0, query.limit);
  }
}

function named(hit: Ranked): NamedHit {
  return { id: hit.entry.id, name: hit.entry.name, ...(hit.matched ? { matched: hit.matched } : {}) };
}

const indexes = new WeakMap<ReferenceSet, ReferenceSearchIndex>();

/** The search index of a reference set, built on first use and kept as long as the set is. */
export function searchIndexFor(reference: ReferenceSet): ReferenceSearchIndex {
  let index = indexes.get(reference);
  if (!index) {
    index = new ReferenceSearchIndex(reference);
    indexes.set(reference, index);
  }
  return index;
}
