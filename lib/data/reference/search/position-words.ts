import type { ReferenceSet } from '@/lib/catalog';
import { POSITION_WORDS, type PositionConcept } from '@/lib/catalog/normalize/lexicon/position-words';
import { conceptKey, conflictIn, readPosition } from '@/lib/catalog/normalize/positions';
import { nameKey } from '@/lib/catalog/reference';

/** What the words of a query say, as position concepts; `finished` false when the last word was completed. */
interface Reading {
  concepts: PositionConcept[];
  finished: boolean;
}

/** A position found through position words: `exact` when its own name says the same, no more. */
export interface PositionWordHit {
  id: number;
  exact: boolean;
  finished: boolean;
}

/** Completing a last word of one letter would offer every position. */
const SHORTEST_START = 2;

/**
 * Positions found by the normalizer's position words in the five languages (`vorne links`,
 * `avant gauche`, `del. izq.`, `anteriore sx`): the query is read into concepts (FRONT + LEFT) the
 * way a position column is, and each reference position is read from its own name once. While the
 * last word is still being typed (`vorne li`, `avant gau`), it is completed from the same words.
 */
export class PositionWords {
  readonly #concepts = new Map<number, PositionConcept[]>();

  constructor(reference: ReferenceSet) {
    for (const position of reference.positions.values()) {
      const reading = readPosition(position.name);
      if (!reading.none && reading.unknown.length === 0 && reading.concepts.length > 0) this.#concepts.set(position.id, reading.concepts);
    }
  }

  #readings(text: string): Reading[] {
    const whole = readPosition(text, { column: true });
    if (whole.none) return [];
    if (whole.unknown.length === 0) return whole.concepts.length > 0 ? [{ concepts: whole.concepts, finished: true }] : [];
    const last = /(\p{L}+)\.?\s*$/u.exec(text);
    if (!last) return [];
    const head = readPosition(text.slice(0, last.index), { column: true });
    const start = nameKey(last[1]!);
    if (head.unknown.length > 0 || start.length < SHORTEST_START) return [];
    const seen = new Set<string>();
    const out: Reading[] = [];
    for (const [word, concepts] of POSITION_WORDS) {
      if (!word.startsWith(start)) continue;
      const all = [...new Set([...head.concepts, ...concepts])];
      const key = conceptKey(all);
      if (conflictIn(all) || seen.has(key)) continue;
      seen.add(key);
      out.push({ concepts: all, finished: false });
    }
    return out;
  }

  /** Positions among `pool` the query's words name (exactly, or with more words: `vorne` → `Front Left`). */
  find(text: string, pool: Iterable<number>): PositionWordHit[] {
    const readings = this.#readings(text);
    if (readings.length === 0) return [];
    const hits: PositionWordHit[] = [];
    for (const id of pool) {
      const own = this.#concepts.get(id);
      if (!own) continue;
      let best: PositionWordHit | null = null;
      for (const r of readings) {
        if (!r.concepts.every((c) => own.includes(c))) continue;
        const hit = { id, exact: own.length === r.concepts.length, finished: r.finished };
        if (!best || (hit.exact && !best.exact) || (hit.exact === best.exact && hit.finished && !best.finished)) best = hit;
      }
      if (best) hits.push(best);
    }
    return hits;
  }
}
