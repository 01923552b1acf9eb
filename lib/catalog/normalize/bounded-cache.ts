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
 * A cache keyed by up to four strings, held as nested Maps so a lookup hashes the row's own short
 * strings instead of building and hashing one joined key per row.
 *
 * Full, it keeps what it holds and takes nothing more. Clearing it (as it once did) cost more than it
 * saved on a catalog with more distinct values than the cap: every entry lives long enough to reach
 * V8's old heap, so each clear left a cap's worth of garbage for a full collection, and the cache
 * missed again until it refilled (bench:scale, 40,000 part-type/position pairs against a cap of
 * 20,000 and 319,000 vehicle ID combinations against 200,000: a third of the run was garbage
 * collection). A miss costs what no cache would; a hit, as before, nothing.
 */
export class TextKeyCache<V> {
  readonly #root = new Map<string, Map<string, Map<string, Map<string, V>>>>();
  // Keys whose other parts are all empty (a vehicle given by its ID alone, a part type without a
  // position) skip the nested Maps: three small Maps per entry were most of the cache's memory
  // (bench:scale realistic, 50,000 vehicle entries: ~95 MB).
  readonly #single = new Map<string, V>();
  #size = 0;
  // The last hit: sorted catalogs repeat the previous row's vehicle or part type, and comparing
  // four short strings is cheaper than four hash lookups.
  #a = '';
  #b = '';
  #c = '';
  #d = '';
  #value: V | undefined;
  constructor(private readonly capacity = 100_000) {}

  get(a: string, b: string, c: string, d = ''): V | undefined {
    if (this.#value !== undefined && a === this.#a && b === this.#b && c === this.#c && d === this.#d) return this.#value;
    const value = b === '' && c === '' && d === '' ? this.#single.get(a) : this.#root.get(a)?.get(b)?.get(c)?.get(d);
    if (value !== undefined) this.#remember(a, b, c, d, value);
    return value;
  }

  set(a: string, b: string, c: string, d: string, value: V): V {
    if (this.#size >= this.capacity) {
      this.#remember(a, b, c, d, value);
      return value;
    }
    if (b === '' && c === '' && d === '') {
      if (!this.#single.has(a)) this.#size++;
      this.#single.set(a, value);
      this.#remember(a, b, c, d, value);
      return value;
    }
    let level1 = this.#root.get(a);
    if (!level1) this.#root.set(a, (level1 = new Map()));
    let level2 = level1.get(b);
    if (!level2) level1.set(b, (level2 = new Map()));
    let level3 = level2.get(c);
    if (!level3) level2.set(c, (level3 = new Map()));
    if (!level3.has(d)) this.#size++;
    level3.set(d, value);
    this.#remember(a, b, c, d, value);
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
