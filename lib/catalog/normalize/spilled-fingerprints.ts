/**
 * Fingerprints that no longer fit in memory, the way an external sort keeps them: sorted runs of
 * fixed-width records [k0, k1, k2, value…] (four int32 for the deduper, more for a caller that
 * keeps more about a key, e.g. the fitment checker's first apps) in a store — scratch files in the
 * run's output folder — and, here, only what a lookup needs: per run, a Bloom filter (so a miss,
 * the usual answer, seldom touches the disk) and the first key of each block of records (0.3 % of
 * the run). A "maybe" reads one 4 KB block of that run and searches it. Keys are compared as three
 * unsigned 32-bit words, k0 first.
 *
 * Bounded whatever the file's size: runs are merged (streaming, k-way) as soon as the newer ones
 * together hold as many keys as the one before them, so there are at most log2(spills) + 1 of
 * them; and their filters share a fixed budget of bits (default 4 MB). Up to that budget a key has
 * 16 bits (about 0.1 % of misses read a block); beyond it the filters of the largest runs are made
 * smaller (folded, or built smaller when runs merge), so more misses read a block — a false
 * positive costs a read, never a wrong answer.
 */

import { allocateBits, bestProbes, BLOCK_BITS, blocksFor, falsePositiveRate, RunFilter } from './run-filter';
import { compareKeys, RECORD_INTS } from './sort-records';

// The deduper and the fitment checker sort their spills with these.
export { compareKeys, RECORD_INTS, sortRecords } from './sort-records';

/** Where runs of records go and how a piece of one comes back (synchronous: a lookup answers a row in place). */
export interface FingerprintRunStore {
  /**
   * Stores a new run of sorted records (the store's record width each); returns its number. The
   * records are written or copied before it returns: callers reuse their arrays.
   */
  write(records: Int32Array): number;
  /** Adds records at the end of run `run`, the one written last (a merged run is written piece by piece); as `write`, it keeps no reference. */
  append(run: number, records: Int32Array): void;
  /** Fills `into` from record `from` of run `run`; returns the records read (fewer at the run's end). */
  read(run: number, from: number, into: Int32Array): number;
  /** Lets go of a run that was merged into another (its space can go). */
  drop(run: number): void;
  /** Lets go of what the store holds open. */
  close(): void;
}

/** Records per block: 4 KB at the deduper's width, one read. */
const BLOCK_RECORDS = 256;
/**
 * Filter bits per spilled key while the budget allows: about 0.1 % false positives (six probes).
 * A false positive reads a block (4–16 KB) from a scratch file, ~10 µs: at 10 bits a key (1 %),
 * realistic 1M's fitment checker and deduper read 25,600 blocks for keys they never had, ~250 ms;
 * at 16, 3,400 (~70 ms).
 */
const BITS_PER_KEY = 16;
/** The filters' budget by default: 2^25 bits (4 MB), 16 bits a key up to 2 million keys. */
export const DEFAULT_FILTER_BITS = 1 << 25;
/** Records read from each run at a time while merging. */
const MERGE_PIECE = 1024;

export interface SpilledFingerprintsOptions {
  /** Bits all the runs' filters may take together (default DEFAULT_FILTER_BITS). */
  filterBits?: number;
}

interface Run {
  /** The store's number of the run. */
  id: number;
  records: number;
  /** First key of each block, three words each. */
  firstKeys: Int32Array;
  filter: RunFilter;
}

export class SpilledFingerprints {
  /** Oldest first; each holds more keys than all the newer ones together. */
  #runs: Run[] = [];
  #keys = 0;
  #expected: number;
  readonly #block: Int32Array;
  readonly #width: number;
  readonly #filterBits: number;

  /**
   * `expectedKeys`: about how many keys will be spilled in all (filters are built for that share
   * of the budget, so they need fewer folds); `width`: int32 per record, as the store writes them.
   */
  constructor(
    private readonly store: FingerprintRunStore,
    expectedKeys: number,
    width = RECORD_INTS,
    options: SpilledFingerprintsOptions = {},
  ) {
    this.#width = width;
    this.#block = new Int32Array(BLOCK_RECORDS * width);
    this.#expected = expectedKeys;
    this.#filterBits = options.filterBits ?? DEFAULT_FILTER_BITS;
  }

  get size(): number {
    return this.#keys;
  }

  /** Runs on disk now (merged as they come: at most log2(spills) + 1). */
  get runs(): number {
    return this.#runs.length;
  }

  /** Bits the runs' filters take together: never above the budget, however many keys. */
  get filterBits(): number {
    let bits = 0;
    for (const run of this.#runs) bits += run.filter.bits;
    return bits;
  }

  /** A better guess of how many keys will be spilled in all. */
  expect(keys: number): void {
    this.#expected = Math.max(this.#expected, keys);
  }

  /** Spills `count` sorted records (no key among them already spilled). */
  add(sorted: Int32Array, count: number): void {
    if (count === 0) return;
    const width = this.#width;
    const records = sorted.subarray(0, count * width);
    const id = this.store.write(records);
    const filter = this.#newFilter(count, this.#runs);
    const firstKeys = new Int32Array(Math.ceil(count / BLOCK_RECORDS) * 3);
    for (let i = 0, at = 0; i < count; i++, at += width) {
      filter.mark(records[at]!, records[at + 1]!, records[at + 2]!);
      if (i % BLOCK_RECORDS === 0) firstKeys.set(records.subarray(at, at + 3), (i / BLOCK_RECORDS) * 3);
    }
    this.#runs.push({ id, records: count, firstKeys, filter });
    this.#keys += count;
    this.#mergeTail();
  }

  /** The value spilled with this key (its record's fourth int), or -1 when it was never spilled. */
  find(k0: number, k1: number, k2: number): number {
    const at = this.locate(k0, k1, k2);
    return at === -1 ? -1 : this.#block[at + 3]!;
  }

  /**
   * Where this key's record is in `record` (valid until the next lookup), or -1 when it was never
   * spilled. A key spilled more than once is found as spilled last.
   */
  locate(k0: number, k1: number, k2: number): number {
    const runs = this.#runs;
    // Newest first: a repeat is most often of a row not long before.
    for (let r = runs.length - 1; r >= 0; r--) {
      const run = runs[r]!;
      if (!run.filter.maybe(k0, k1, k2)) continue;
      const at = this.#findIn(run, k0, k1, k2);
      if (at !== -1) return at;
    }
    return -1;
  }

  /** The block the last `locate` read its record from (a shared buffer, starting at byte 0). */
  get record(): Int32Array {
    return this.#block;
  }

  close(): void {
    this.store.close();
  }

  #findIn(run: Run, k0: number, k1: number, k2: number): number {
    const { firstKeys, records } = run;
    // The last block whose first key is not above the key.
    let lo = 0;
    let hi = firstKeys.length / 3 - 1;
    if (compareKeys(firstKeys[0]!, firstKeys[1]!, firstKeys[2]!, k0, k1, k2) > 0) return -1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (compareKeys(firstKeys[mid * 3]!, firstKeys[mid * 3 + 1]!, firstKeys[mid * 3 + 2]!, k0, k1, k2) <= 0) lo = mid;
      else hi = mid - 1;
    }
    const n = this.store.read(run.id, lo * BLOCK_RECORDS, this.#block.subarray(0, Math.min(BLOCK_RECORDS, records - lo * BLOCK_RECORDS) * this.#width));
    const block = this.#block;
    let a = 0;
    let b = n - 1;
    while (a <= b) {
      const mid = (a + b) >> 1;
      const at = mid * this.#width;
      const c = compareKeys(block[at]!, block[at + 1]!, block[at + 2]!, k0, k1, k2);
      if (c === 0) return at;
      if (c < 0) a = mid + 1;
      else b = mid - 1;
    }
    return -1;
  }

  /**
   * A filter for a new run of `keys` keys beside the runs `kept`, within the budget: 16 bits a key
   * while it lasts, else each run's share (see allocateBits; the keys expected still to come
   * count as one more run), the filters above theirs folded; and if the filters are still above
   * the budget, the fold that adds the fewest false positives per bit saved, again and again (the
   * new filter is built smaller instead, with the probes that suit its size).
   */
  #newFilter(keys: number, kept: readonly Run[]): RunFilter {
    const budget = this.#filterBits;
    const sizes = [...kept.map((r) => r.records), keys];
    // The keys still to come get their share too, so today's filters leave room for them.
    const total = sizes.reduce((n, s) => n + s, 0);
    if (this.#expected > total) sizes.push(this.#expected - total);
    const perKey = allocateBits(sizes, budget, BITS_PER_KEY);
    let blocks = blocksFor(keys * perKey[kept.length]!);
    // Filters above their share are folded, as long as a fold leaves them no smaller than it.
    const planned = kept.map((r, i) => {
      let b = r.filter.blocks;
      while (b % 2 === 0 && (b / 2) * BLOCK_BITS >= r.records * perKey[i]!) b /= 2;
      return b;
    });
    let bits = (blocks + planned.reduce((n, b) => n + b, 0)) * BLOCK_BITS;
    while (bits > budget) {
      // Extra false positives per bit saved by halving each filter; -1: the new one.
      let best = -2;
      let bestCost = Infinity;
      if (blocks % 2 === 0) {
        const now = (blocks * BLOCK_BITS) / keys;
        best = -1;
        bestCost = (falsePositiveRate(now / 2, bestProbes(now / 2)) - falsePositiveRate(now, bestProbes(now))) / ((blocks * BLOCK_BITS) / 2);
      }
      for (let i = 0; i < kept.length; i++) {
        if (planned[i]! % 2 !== 0) continue;
        const run = kept[i]!;
        const now = (planned[i]! * BLOCK_BITS) / run.records;
        const cost = (falsePositiveRate(now / 2, run.filter.probes) - falsePositiveRate(now, run.filter.probes)) / ((planned[i]! * BLOCK_BITS) / 2);
        if (cost < bestCost) {
          best = i;
          bestCost = cost;
        }
      }
      if (best === -2) break;
      if (best === -1) blocks /= 2;
      else planned[best] = planned[best]! / 2;
      bits -= (best === -1 ? blocks : planned[best]!) * BLOCK_BITS;
    }
    for (let i = 0; i < kept.length; i++) while (kept[i]!.filter.blocks > planned[i]!) kept[i]!.filter.fold();
    return new RunFilter(blocks, bestProbes((blocks * BLOCK_BITS) / keys));
  }

  /** Merges the newest runs while together they hold as many keys as the run before them. */
  #mergeTail(): void {
    const runs = this.#runs;
    let from = runs.length - 1;
    let newer = runs[from]!.records;
    while (from > 0 && runs[from - 1]!.records <= newer) newer += runs[--from]!.records;
    if (from < runs.length - 1) this.#merge(from);
  }

  /**
   * Merges runs `from`… into one, a piece of each at a time: records in key order, a key in several
   * runs kept as spilled last; its filter and block keys built on the way.
   */
  #merge(from: number): void {
    const width = this.#width;
    // Only the merged runs' numbers and sizes: their filters can go before the new one is made.
    const heads = this.#runs.slice(from).map(({ id, records }) => ({ id, records, piece: new Int32Array(MERGE_PIECE * width), count: 0, at: 0, next: 0 }));
    const kept = (this.#runs = this.#runs.slice(0, from));
    const total = heads.reduce((n, h) => n + h.records, 0);
    const fill = (h: (typeof heads)[number]): boolean => {
      h.count = h.next < h.records ? this.store.read(h.id, h.next, h.piece) : 0;
      h.next += h.count;
      h.at = 0;
      return h.count > 0;
    };
    const live = heads.filter(fill);
    const filter = this.#newFilter(total, kept);
    const firstKeys = new Int32Array(Math.ceil(total / BLOCK_RECORDS) * 3);
    const out = new Int32Array(MERGE_PIECE * width);
    let outCount = 0;
    let written = 0;
    let id = -1;
    const flush = (): void => {
      const piece = out.subarray(0, outCount * width);
      if (id === -1) id = this.store.write(piece);
      else this.store.append(id, piece);
      outCount = 0;
    };
    while (live.length > 0) {
      // The least key; among equal keys the newest run's (later in `live`, which keeps run order).
      let least = 0;
      for (let h = 1; h < live.length; h++) {
        const a = live[h]!;
        const b = live[least]!;
        const x = a.at * width;
        const y = b.at * width;
        if (compareKeys(a.piece[x]!, a.piece[x + 1]!, a.piece[x + 2]!, b.piece[y]!, b.piece[y + 1]!, b.piece[y + 2]!) <= 0) least = h;
      }
      const head = live[least]!;
      const at = head.at * width;
      const k0 = head.piece[at]!;
      const k1 = head.piece[at + 1]!;
      const k2 = head.piece[at + 2]!;
      // Copied int by int: a subarray per record was a typed-array object each (~150 MB of garbage converting realistic 1M in-process).
      const to = outCount * width;
      for (let k = 0; k < width; k++) out[to + k] = head.piece[at + k]!;
      outCount++;
      filter.mark(k0, k1, k2);
      if (written % BLOCK_RECORDS === 0) firstKeys.set([k0, k1, k2], (written / BLOCK_RECORDS) * 3);
      written++;
      if (outCount === MERGE_PIECE) flush();
      // Step past this key in every run that has it.
      for (let h = live.length - 1; h >= 0; h--) {
        const other = live[h]!;
        const y = other.at * width;
        if (other !== head && compareKeys(other.piece[y]!, other.piece[y + 1]!, other.piece[y + 2]!, k0, k1, k2) !== 0) continue;
        if (++other.at === other.count && !fill(other)) live.splice(h, 1);
      }
    }
    if (outCount > 0) flush();
    for (const h of heads) this.store.drop(h.id);
    this.#runs = [...kept, { id, records: written, firstKeys: firstKeys.subarray(0, Math.ceil(written / BLOCK_RECORDS) * 3), filter }];
    this.#keys -= total - written;
  }
}
