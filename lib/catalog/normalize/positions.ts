/**
 * Position text in any of the five languages → PCdb position. The text is read word by word into
 * position concepts (`Vorderachse links` → FRONT + LEFT, `avant gauche` → FRONT + LEFT, `AVG` too) and
 * matched to the reference position whose own name reads as the same set, so word order does not
 * matter. Unknown words or two opposite concepts (`front and rear`) leave the decision to a person.
 */

import { nameKey, type ReferenceSet } from '@/lib/catalog/reference';
import {
  NEUTRAL_POSITION_WORDS,
  NO_POSITION_WORDS,
  OPPOSITES,
  POSITION_CONCEPTS,
  POSITION_PHRASES,
  POSITION_WORDS,
  type PositionConcept,
} from './lexicon/position-words';

export interface PositionReading {
  concepts: PositionConcept[];
  /** Words that are neither position words nor filler. */
  unknown: string[];
  /** The text says "no position" (`N/A`, `-`, `keine`). */
  none: boolean;
}

const ORDER = new Map(POSITION_CONCEPTS.map((c, i) => [c, i]));

export function conceptKey(concepts: Iterable<PositionConcept>): string {
  return [...new Set(concepts)].sort((a, b) => ORDER.get(a)! - ORDER.get(b)!).join('+');
}

/** Reads position words; pure and cheap, so callers can run it on part-type text too. */
export function readPosition(text: string): PositionReading {
  let s = text.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss');
  const key = nameKey(s);
  if (NO_POSITION_WORDS.has(key) || /^[\s\-–—/.]*$/.test(s)) return { concepts: [], unknown: [], none: true };
  for (const [re, word] of POSITION_PHRASES) s = s.replace(re, word);
  const concepts = new Set<PositionConcept>();
  const unknown: string[] = [];
  for (const word of s.split(/[^a-z0-9]+/)) {
    if (!word || word === 's') continue;
    const found = POSITION_WORDS.get(word);
    if (found) for (const c of found) concepts.add(c);
    else if (!NEUTRAL_POSITION_WORDS.has(word)) unknown.push(word);
  }
  return { concepts: [...concepts], unknown, none: false };
}

/** The first pair of opposite concepts in a set, if any (`FRONT` and `REAR`). */
export function conflictIn(concepts: readonly PositionConcept[]): readonly [PositionConcept, PositionConcept] | null {
  return OPPOSITES.find(([a, b]) => concepts.includes(a) && concepts.includes(b)) ?? null;
}

export class PositionIndex {
  readonly #byConcepts = new Map<string, number[]>();
  readonly #concepts = new Map<number, PositionConcept[]>();
  /** Positions meaning "no position" (`N/A`). */
  readonly noneIds = new Set<number>();

  constructor(private readonly reference: ReferenceSet) {
    for (const position of reference.positions.values()) {
      const reading = readPosition(position.name);
      if (reading.none) {
        this.noneIds.add(position.id);
        continue;
      }
      if (reading.unknown.length || !reading.concepts.length) continue;
      this.#concepts.set(position.id, reading.concepts);
      const key = conceptKey(reading.concepts);
      const list = this.#byConcepts.get(key);
      if (list) list.push(position.id);
      else this.#byConcepts.set(key, [position.id]);
    }
  }

  /** Reference positions named by exactly these concepts. */
  byConcepts(concepts: readonly PositionConcept[]): readonly number[] {
    return this.#byConcepts.get(conceptKey(concepts)) ?? [];
  }

  /** Among `allowed`, the positions that say everything `concepts` says and more (`Lower` → `Front Lower`). */
  narrower(concepts: readonly PositionConcept[], allowed: readonly number[]): number[] {
    return allowed.filter((id) => {
      const own = this.#concepts.get(id);
      return own !== undefined && own.length > concepts.length && concepts.every((c) => own.includes(c));
    });
  }

  name(id: number): string {
    return this.reference.positions.get(id)?.name ?? String(id);
  }
}
