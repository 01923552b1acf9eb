/**
 * A Map that forgets its oldest entries past a size cap: match results are cached per distinct source
 * text (catalogs repeat the same make, model and year text thousands of times) without letting a
 * catalog of unique values grow memory without bound.
 */
export class BoundedCache<K, V> {
  readonly #map = new Map<K, V>();
  constructor(private readonly capacity = 50_000) {}

  get(key: K): V | undefined {
    return this.#map.get(key);
  }

  set(key: K, value: V): V {
    if (this.#map.size >= this.capacity) {
      // Drop the oldest tenth at once so eviction cost is amortized.
      let drop = Math.max(1, this.capacity >> 3);
      for (const k of this.#map.keys()) {
        this.#map.delete(k);
        if (--drop === 0) break;
      }
    }
    this.#map.set(key, value);
    return value;
  }

  get size(): number {
    return this.#map.size;
  }
}

/**
 * A cache keyed by up to four strings, held in one Map under one key made of them (see `joinedKey`).
 * Nested Maps (one per part) spared that key but cost a lookup per part, each a cache miss or two on
 * a catalog of many distinct values: bench:scale stress (its descriptions read as part type names,
 * 22,500 name/ID/position triples) spent ~1.4 µs a row in them, several times what making the key costs.
 *
 * Full, it keeps what it holds and takes nothing more. Clearing it (as it once did) cost more than it
 * saved on a catalog with more distinct values than the cap: every entry lives long enough to reach
 * V8's old heap, so each clear left a cap's worth of garbage for a full collection, and the cache
 * missed again until it refilled (bench:scale, 40,000 part-type/position pairs against a cap of
 * 20,000 and 319,000 vehicle ID combinations against 200,000: a third of the run was garbage
 * collection). A miss costs what no cache would; a hit, as before, nothing.
 */
export class TextKeyCache<V> {
  readonly #joined = new Map<string, V>();
  // Keys whose other parts are all empty (a vehicle given by its ID alone, a part type without a
  // position) are the first part itself: no key is made for them.
  readonly #single = new Map<string, V>();
  #size = 0;
  // The last hit: sorted catalogs repeat the previous row's vehicle or part type, and comparing
  // four short strings is cheaper than a lookup.
  #a = '';
  #b = '';
  #c = '';
  #d = '';
  #value: V | undefined;
  constructor(private readonly capacity = 100_000) {}

  get(a: string, b: string, c: string, d = ''): V | undefined {
    if (this.#value !== undefined && a === this.#a && b === this.#b && c === this.#c && d === this.#d) return this.#value;
    let value: V | undefined;
    if (b === '' && c === '' && d === '') value = this.#single.get(a);
    else {
      const key = joinedKey(a, b, c, d);
      value = key === null ? undefined : this.#joined.get(key);
    }
    if (value !== undefined) this.#remember(a, b, c, d, value);
    return value;
  }

  set(a: string, b: string, c: string, d: string, value: V): V {
    this.#remember(a, b, c, d, value);
    if (this.#size >= this.capacity) return value;
    if (b === '' && c === '' && d === '') {
      if (!this.#single.has(a)) this.#size++;
      this.#single.set(a, value);
      return value;
    }
    const key = joinedKey(a, b, c, d);
    if (key === null) return value;
    if (!this.#joined.has(key)) this.#size++;
    this.#joined.set(key, value);
    return value;
  }

  #remember(a: string, b: string, c: string, d: string, value: V): void {
    this.#a = a;
    this.#b = b;
    this.#c = c;
    this.#d = d;
    this.#value = value;
  }
}

/**
 * One text for four: the lengths of the first three (a character each), then the four texts. Told
 * apart whatever they hold, where a separator could occur in a cell; null (not cached) for a part of
 * 65,536 characters or more, whose length a character cannot hold.
 */
function joinedKey(a: string, b: string, c: string, d: string): string | null {
  if ((a.length | b.length | c.length) > 0xffff) return null;
  return String.fromCharCode(a.length, b.length, c.length) + a + b + c + d;
}
