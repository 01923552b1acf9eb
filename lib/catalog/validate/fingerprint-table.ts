/**
 * An open-addressing hash table from 64-bit fingerprints (two 32-bit halves, `lo` never 0) to a
 * few int32 values, in one typed array: a slot is [hi, lo, value…], so a lookup touches one cache
 * line, and the garbage collector has nothing to walk. Filled up to 3/4 before it doubles (linear
 * probing stays short at that load; at 1/2, 2.3 million keys took twice the memory), so a key
 * costs 1.3–2.7 times 8 + 4 × columns bytes. Values of a new key start at -1.
 */
export class FingerprintTable {
  private slots: Int32Array;
  private readonly stride: number;
  private mask: number;
  private count = 0;

  constructor(columns: number, initialSlots = 1 << 12) {
    this.stride = 2 + columns;
    this.slots = new Int32Array(initialSlots * this.stride);
    this.mask = initialSlots - 1;
  }

  get size(): number {
    return this.count;
  }

  /**
   * Where the key's values are, adding the key (values -1) when it is absent. The position stays
   * valid until the next `claim`, which may move everything.
   */
  claim(hi: number, lo: number): number {
    if ((this.count + 1) * 4 > (this.mask + 1) * 3) this.grow();
    const h = hi | 0;
    const l = lo | 0;
    const at = this.probe(h, l);
    if (this.slots[at + 1] === 0) {
      this.slots[at] = h;
      this.slots[at + 1] = l;
      for (let k = at + 2; k < at + this.stride; k++) this.slots[k] = -1;
      this.count++;
    }
    return at;
  }

  value(at: number, column: number): number {
    return this.slots[at + 2 + column]!;
  }

  setValue(at: number, column: number, value: number): void {
    this.slots[at + 2 + column] = value;
  }

  /** Calls `each` with every key and its first two values (the second -1 with one column), in slot order. */
  forEach(each: (hi: number, lo: number, value: number, second: number) => void): void {
    const slots = this.slots;
    const two = this.stride > 3;
    for (let at = 0; at < slots.length; at += this.stride)
      if (slots[at + 1] !== 0) each(slots[at]!, slots[at + 1]!, slots[at + 2]!, two ? slots[at + 3]! : -1);
  }

  /** Empties the table, keeping its size (it fills again after a spill). */
  clear(): void {
    this.slots.fill(0);
    this.count = 0;
  }

  /** The key's slot, or the free slot where it would go. */
  private probe(h: number, l: number): number {
    const slots = this.slots;
    const stride = this.stride;
    let i = (h ^ Math.imul(l, 0x9e3779b1)) & this.mask;
    for (;;) {
      const at = i * stride;
      const sl = slots[at + 1]!;
      if (sl === 0 || (sl === l && slots[at] === h)) return at;
      i = (i + 1) & this.mask;
    }
  }

  /**
   * Makes room for `keys` keys at once: a table grown step by step rehashes everything at each
   * doubling, about twice its final size in all.
   */
  reserve(keys: number): void {
    let slots = this.mask + 1;
    while (keys * 4 > slots * 3) slots *= 2;
    if (slots > this.mask + 1) this.rehash(slots);
  }

  private grow(): void {
    this.rehash((this.mask + 1) * 2);
  }

  private rehash(size: number): void {
    const old = this.slots;
    const stride = this.stride;
    this.mask = size - 1;
    this.slots = new Int32Array(size * stride);
    for (let at = 0; at < old.length; at += stride) {
      if (old[at + 1] === 0) continue;
      const to = this.probe(old[at]!, old[at + 1]!);
      for (let k = 0; k < stride; k++) this.slots[to + k] = old[at + k]!;
    }
  }
}

/** Partitions of a `FingerprintTables`: 2^10, picked by the top bits of a Fibonacci hash. */
const PARTITION_BITS = 10;

/**
 * Fingerprint tables split by a locality key (the base vehicle): catalogs come sorted, so a
 * stretch of rows touches few vehicles and their small tables stay in the CPU cache, where one
 * big table made every lookup a cache and TLB miss (~0.4 µs each, measured here). Partitions are
 * made on first use and start small.
 */
export class FingerprintTables {
  private readonly tables: (FingerprintTable | undefined)[] = new Array<FingerprintTable | undefined>(1 << PARTITION_BITS);
  private last = -1;
  private lastTable: FingerprintTable | undefined;

  constructor(private readonly columns: number) {}

  /** The table for keys whose locality key is `key` (any number; whole numbers spread best). */
  select(key: number): FingerprintTable {
    const p = Math.imul(key | 0, 0x9e3779b1) >>> (32 - PARTITION_BITS);
    if (p === this.last) return this.lastTable!;
    let table = this.tables[p];
    if (!table) this.tables[p] = table = new FingerprintTable(this.columns, 16);
    this.last = p;
    this.lastTable = table;
    return table;
  }

  get size(): number {
    let n = 0;
    for (const t of this.tables) if (t) n += t.size;
    return n;
  }

  /** Calls `each` with every key and its first two values, partition by partition. */
  forEach(each: (hi: number, lo: number, value: number, second: number) => void): void {
    for (const t of this.tables) if (t && t.size > 0) t.forEach(each);
  }

  /** Empties every partition, keeping their sizes. */
  clear(): void {
    for (const t of this.tables) if (t && t.size > 0) t.clear();
  }

  /**
   * Makes room for about `keys` keys in all, spread evenly (with a quarter to spare) over the
   * partitions: a partition grown step by step leaves its old arrays to the garbage collector,
   * which frees them only in its rare full collections.
   */
  reserve(keys: number): void {
    const perPartition = Math.ceil((keys / this.tables.length) * 1.25);
    if (perPartition < 64) return;
    for (let p = 0; p < this.tables.length; p++) (this.tables[p] ??= new FingerprintTable(this.columns, 16)).reserve(perPartition);
  }
}
