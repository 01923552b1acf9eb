/**
 * The ID decisions of one kind (base vehicle, submodel, engine base) by cell text, for the ID-coded
 * rows that look them up three times each. A cell spelled as plain digits (`5911`, the way every
 * export writes an ID) is found by its number, in pages of 1,024 slots: two array reads, where a Map
 * keyed by the cell had to hash a fresh string and probe a table of 140,000 keys (bench:scale
 * realistic: a third of a microsecond a lookup, the largest cost of the vehicle check). Any other
 * spelling (`5911.0`, ` 5911`, `05911`) keeps its own entry by text: a decision carries the text it
 * was read from, so one spelling never answers for another.
 */

import { BoundedCache } from './bounded-cache';
import type { IdDecision } from './id-decision';

const PAGE_BITS = 10;
const PAGE_SIZE = 1 << PAGE_BITS;
/** IDs below this are held by number (VCdb IDs stay far below it); larger ones by their text. */
const MAX_PAGED_ID = 1 << 24;

/** The number a cell of plain digits (no sign, no leading zero) spells, below 2^24; else -1. */
export function plainId(text: string): number {
  const n = text.length;
  if (n === 0 || n > 8) return -1;
  let id = 0;
  for (let i = 0; i < n; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9 || (digit === 0 && i === 0)) return -1;
    id = id * 10 + digit;
  }
  return id < MAX_PAGED_ID ? id : -1;
}

export class IdDecisionCache {
  // Made at full length so the pages array keeps fast elements however far apart the IDs are.
  readonly #pages: ((IdDecision | undefined)[] | undefined)[] = new Array<(IdDecision | undefined)[] | undefined>(MAX_PAGED_ID >> PAGE_BITS);
  readonly #bySpelling: BoundedCache<string, IdDecision>;
  #paged = 0;

  /** `capacity` bounds the decisions kept for other spellings; plain ones take a slot per ID. */
  constructor(capacity: number) {
    this.#bySpelling = new BoundedCache(capacity);
  }

  get(text: string): IdDecision | undefined {
    const id = plainId(text);
    return id < 0 ? this.#bySpelling.get(text) : this.getPlain(id);
  }

  /** The decision on a cell spelled as `id`'s plain digits (`plainId(text) === id`, not -1). */
  getPlain(id: number): IdDecision | undefined {
    return this.#pages[id >> PAGE_BITS]?.[id & (PAGE_SIZE - 1)];
  }

  set(text: string, decision: IdDecision): IdDecision {
    const id = plainId(text);
    if (id < 0) return this.#bySpelling.set(text, decision);
    const page = (this.#pages[id >> PAGE_BITS] ??= new Array<IdDecision | undefined>(PAGE_SIZE));
    if (page[id & (PAGE_SIZE - 1)] === undefined) this.#paged++;
    page[id & (PAGE_SIZE - 1)] = decision;
    return decision;
  }

  get size(): number {
    return this.#paged + this.#bySpelling.size;
  }
}
