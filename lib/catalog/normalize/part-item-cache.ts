/**
 * The items built per part number, for the rows that repeat a part (one row per vehicle), with
 * admission on a part's second row: a first row is only noted, in a bit set of part-number hashes.
 * A catalog with a row per part (bench:scale stress) then caches nothing — every entry it used to
 * add lived long enough to reach the old heap and die there, a fifth of that run's collector time —
 * while one that repeats its parts builds each item twice (first and second row), then hits.
 * A hash collision only admits a part one row early.
 */

import { BoundedCache } from './bounded-cache';

const SEEN_BITS = 1 << 23;

/** FNV-1a over the part number's UTF-16 units. */
function hashPart(part: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < part.length; i++) h = Math.imul(h ^ part.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export class PartItemCache<V> {
  readonly #cache: BoundedCache<string, V>;
  /** One bit per hash: 1 MB whatever the catalog's size. */
  readonly #seen = new Uint8Array(SEEN_BITS >> 3);

  constructor(capacity: number) {
    this.#cache = new BoundedCache(capacity);
  }

  get(part: string): V | undefined {
    return this.#cache.get(part);
  }

  /** Whether to keep the part's item: yes if the part was seen before; otherwise notes that it now was. */
  admit(part: string): boolean {
    const h = hashPart(part) & (SEEN_BITS - 1);
    const byte = h >>> 3;
    const bit = 1 << (h & 7);
    if (this.#seen[byte]! & bit) return true;
    this.#seen[byte]! |= bit;
    return false;
  }

  /** Keeps `value` as the part's item (once `admit` said so). */
  set(part: string, value: V): void {
    this.#cache.set(part, value);
  }

  get size(): number {
    return this.#cache.size;
  }
}
