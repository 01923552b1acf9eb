import type { Decision, Finding, ReferenceSet } from '@/lib/catalog';
import { createNormalizeContext, matchMake, matchModel, matchPartType, matchPosition, type NormalizeContext } from '@/lib/catalog/normalize';
import type { LearnedHint } from './learned-hints';
import { PositionWords } from './position-words';
import { byRank, entry, otherName, queryOf, rank, scoreOf, type Entry, type Query, type Ranked } from './search-names';
import type { ModelHit, NamedHit, PositionHit, ReferenceHit, ReferenceSearchQuery } from './types';
import { partTypeOtherNames } from './vocabulary-names';

/** What the engine reads a whole text as ranks with an exact other name. */
const ENGINE_SCORE = scoreOf(0, false);

function isDecision<T>(outcome: Decision<T> | Finding): outcome is Decision<T> {
  return 'value' in outcome;
}

type EngineRead = (text: string) => Decision<number | null> | Finding;

/**
 * Search over one loaded reference set: plain name matching; the names the normalizer knows the
 * entries by — part-type terms of its vocabulary in en/de/fr/es/it, PCdb aliases, position words —
 * each hit saying which name found it and in which language; the workspace's learned terms, given
 * per search; and what the engine itself would read the whole text as (a typo, a German compound,
 * `C-Klasse`). So the picker offers what the conversion would have accepted.
 *
 * Everything but the models of a make is built once per reference set (see `searchIndexFor`): the
 * term lists are the vocabulary's size, not the release's, and a search is one pass over a kind's
 * entries. Read-only after that.
 */
export class ReferenceSearchIndex {
  readonly #makes: Entry[];
  readonly #partTypes: Entry[];
  readonly #positions: Entry[];
  readonly #positionWords: PositionWords;
  readonly #modelsByMake = new Map<number, Entry[]>();
  readonly #engine: NormalizeContext;

  constructor(readonly reference: ReferenceSet) {
    // The brand is not used by the single-value matchers; the context only lends its indexes.
    this.#engine = createNormalizeContext({ reference, brand: 'XXXX' });
    // Make synonyms (`VW`, `Chevy`) and model variants (`C-Klasse`) are whole words: the engine's reading finds them.
    this.#makes = [...reference.makes.values()].map((m) => entry(m.id, m.name));
    const partTypeNames = partTypeOtherNames(reference, this.#engine);
    this.#partTypes = [...reference.partTypes.values()].map((p) => entry(p.id, p.name, partTypeNames.get(p.id)));
    this.#positions = [...reference.positions.values()].map((p) => entry(p.id, p.name));
    this.#positionWords = new PositionWords(reference);
    // The engine builds its word-level part-type maps on the first text no name key settles; build
    // them now, with the index, rather than on a reviewer's first keystroke (~0.5 s on 9,000 part types).
    matchPartType('warm up the word readings', this.#engine);
  }

  /** `learned`: the workspace's learned terms of the kind searched that may match (see learned-hints.ts). */
  search(query: ReferenceSearchQuery, learned: readonly LearnedHint[] = []): ReferenceHit[] {
    switch (query.kind) {
      case 'make':
        return this.#search(this.#makes, query, learned, (text) => matchMake(text, this.#engine)).map(named);
      case 'part-type':
        return this.#search(this.#partTypes, query, learned, (text) => matchPartType(text, this.#engine)).map(named);
      case 'model':
        return this.#searchModels(query, learned);
      case 'position':
        return this.#searchPositions(query, learned);
    }
  }

  #searchModels(query: ReferenceSearchQuery, learned: readonly LearnedHint[]): ModelHit[] {
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
    const hits = this.#search(models, query, learned, (text) => {
      const m = matchModel(text, makeId, this.#engine);
      return isDecision(m) ? { value: m.value.modelId, confidence: m.confidence, note: m.note } : m;
    });
    return hits.map((hit) => {
      const line = this.reference.vehicleLine(makeId, hit.entry.id);
      const years = line ? [...line.years].map(([year, baseVehicleId]) => ({ year, baseVehicleId })).sort((a, b) => a.year - b.year) : [];
      return { ...named(hit), years };
    });
  }

  #searchPositions(query: ReferenceSearchQuery, learned: readonly LearnedHint[]): PositionHit[] {
    const allowed = query.partType === undefined ? [] : this.reference.positionsForPartType(query.partType);
    // Only the positions the PCdb lists for the part type, when it lists any: others would be refused.
    const pool = allowed.length > 0 ? this.#positions.filter((p) => allowed.includes(p.id)) : this.#positions;
    const byWords = (q: Query, best: Map<number, Ranked>) => {
      if (!q.key) return;
      const byId = new Map(pool.map((p) => [p.id, p]));
      for (const hit of this.#positionWords.find(q.text, byId.keys())) {
        // Named exactly (`vorne links` → Front Left) ranks as an exact term; a wider position as a word match.
        const score = scoreOf(hit.exact ? (hit.finished ? 0 : 1) : 2, false);
        const current = best.get(hit.id);
        if (!current || score < current.score) best.set(hit.id, { entry: byId.get(hit.id)!, score, match: { via: 'term', text: q.text } });
      }
    };
    return this.#search(pool, query, learned, (text) => matchPosition(text, this.#engine), byWords).map((hit) => ({
      ...named(hit),
      ...(allowed.length > 0 ? { fitsPartType: true } : {}),
    }));
  }

  #search(
    pool: readonly Entry[],
    query: ReferenceSearchQuery,
    learned: readonly LearnedHint[],
    engineRead: EngineRead,
    more?: (q: Query, best: Map<number, Ranked>) => void,
  ): Ranked[] {
    const q = queryOf(query.q);
    const best = new Map<number, Ranked>();
    for (const e of pool) {
      const r = rank(e, q);
      if (r) best.set(e.id, r);
    }
    more?.(q, best);
    if (q.key) this.#learned(pool, q, learned, best);
    // What the conversion would read the whole text as: a synonym, a typo, a compound. It lifts an
    // entry the plain search found weakly or not at all (`Toyta`, `Bremsbelagsatz vorne`).
    if (q.key.length >= 2) {
      const read = engineRead(q.text);
      if (isDecision(read) && typeof read.value === 'number') {
        const current = best.get(read.value);
        const e = current?.entry ?? pool.find((p) => p.id === read.value);
        if (e && (!current || current.score > ENGINE_SCORE)) best.set(e.id, { entry: e, score: ENGINE_SCORE, match: current?.match ?? { via: 'reading', text: q.text } });
      }
    }
    return [...best.values()].sort(byRank).slice(0, query.limit);
  }

  /** The workspace's own decisions rank as the vocabulary's terms do, and say whose word they are. */
  #learned(pool: readonly Entry[], q: Query, learned: readonly LearnedHint[], best: Map<number, Ranked>): void {
    if (learned.length === 0) return;
    const byId = new Map(pool.map((p) => [p.id, p]));
    for (const hint of learned) {
      const e = byId.get(hint.referenceId);
      if (!e) continue;
      const name = otherName(hint.term, { via: 'learned', ...(hint.language ? { language: hint.language } : {}) });
      const found = rank({ ...e, key: '', words: [], others: [name] }, q);
      const current = best.get(e.id);
      if (found?.match && (!current || found.score < current.score)) best.set(e.id, { entry: e, score: found.score, match: found.match });
    }
  }
}

function named(hit: Ranked): NamedHit {
  return { id: hit.entry.id, name: hit.entry.name, ...(hit.match ? { matched: hit.match.text, match: hit.match } : {}) };
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
