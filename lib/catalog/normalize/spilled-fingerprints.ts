/**
 * Fingerprints that no longer fit in memory, the way an external sort keeps them: sorted runs of
 * fixed-width records [k0, k1, k2, value…] (four int32 for the deduper, more for a caller that
 * keeps more about a key, e.g. the fitment checker's first apps) in a store — a scratch file in the run's
 * output folder — and, here, only what a lookup needs: one Bloom filter over every spilled key
 * (about 10 bits a key, so a miss, the usual answer, seldom touches the disk) and, per run, the
 * first key of each block of records (0.3 % of the run). A hit reads one 4 KB block per run and
 * searches it. Keys are compared as three unsigned 32-bit words, k0 first.
 */

/** Where runs of records go and how a piece of one comes back (synchronous: a lookup answers a row in place). */
export interface FingerprintRunStore {
  /** Stores one run of sorted records (the store's record width each); returns its number (0, 1, …). */
  write(records: Int32Array): number;
  /** Fills `into` from record `from` of run `run`; returns the records read (fewer at the run's end). */
  read(run: number, from: number, into: Int32Array): number;
  /** Lets go of what the store holds open. */
  close(): void;
}

/** Ints per record of the deduper (the default width): three key words and a value. */
export const RECORD_INTS = 4;
/** Records per block: 4 KB, one read. */
const BLOCK_RECORDS = 256;
/** Filter bits per spilled key: about 1 % false positives with six probes in one cache line. */
const FILTER_BITS_PER_KEY = 10;
/** The filter's block: 16 int32 = 512 bits = one cache line. */
const FILTER_BLOCK_WORDS = 16;

interface Run {
  records: number;
  /** First key of each block, three words each. */
  firstKeys: Int32Array;
}

/** Unsigned order of two keys. */
export function compareKeys(a0: number, a1: number, a2: number, b0: number, b1: number, b2: number): number {
  if (a0 !== b0) return a0 >>> 0 < b0 >>> 0 ? -1 : 1;
  if (a1 !== b1) return a1 >>> 0 < b1 >>> 0 ? -1 : 1;
  if (a2 !== b2) return a2 >>> 0 < b2 >>> 0 ? -1 : 1;
  return 0;
}

/** Radix digits of k0, low first: three passes of at most 11 bits, whose counts stay in the CPU cache. */
const DIGITS: readonly (readonly [shift: number, mask: number])[] = [
  [0, 0x7ff],
  [11, 0x7ff],
  [22, 0x3ff],
];

/**
 * Sorts `count` records of `records` by key (unsigned k0, k1, k2) into a new array: a radix sort on
 * k0 that moves each record's k0 with its index, so every pass reads in order (three 11-bit passes;
 * two 16-bit passes over the indexes alone read the records at random and scattered over 65,536
 * buckets: 2 % of bench:scale realistic's CPU; a comparison sort took ~200 ms per 2^18 records), then
 * the few records sharing a k0 ordered by the rest of their key. Stable, as the runs' readers expect.
 */
export function sortRecords(records: Int32Array, count: number, width = RECORD_INTS): Int32Array {
  let keys = new Int32Array(count);
  let index = new Int32Array(count);
  let spareKeys = new Int32Array(count);
  let spare = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    keys[i] = records[i * width]!;
    index[i] = i;
  }
  const counts = new Int32Array(0x800);
  for (const [shift, mask] of DIGITS) {
    counts.fill(0);
    for (let i = 0; i < count; i++) counts[(keys[i]! >>> shift) & mask]!++;
    for (let d = 0, sum = 0; d <= mask; d++) {
      const c = counts[d]!;
      counts[d] = sum;
      sum += c;
    }
    for (let i = 0; i < count; i++) {
      const k = keys[i]!;
      const to = counts[(k >>> shift) & mask]!++;
      spareKeys[to] = k;
      spare[to] = index[i]!;
    }
    [keys, spareKeys] = [spareKeys, keys];
    [index, spare] = [spare, index];
  }
  for (let i = 0; i < count; ) {
    let j = i + 1;
    while (j < count && keys[j] === keys[i]) j++;
    if (j - i > 1) {
      const group = Array.from(index.subarray(i, j)).sort((a, b) => {
        const x = a * width;
        const y = b * width;
        return compareKeys(records[x]!, records[x + 1]!, records[x + 2]!, records[y]!, records[y + 1]!, records[y + 2]!);
      });
      index.set(group, i);
    }
    i = j;
  }
  const sorted = new Int32Array(count * width);
  for (let i = 0; i < count; i++) {
    const from = index[i]! * width;
    const to = i * width;
    for (let k = 0; k < width; k++) sorted[to + k] = records[from + k]!;
  }
  return sorted;
}

export class SpilledFingerprints {
  readonly #runs: Run[] = [];
  #filter: Int32Array;
  #filterBlocks: number;
  #keys = 0;
  readonly #block: Int32Array;
  readonly #width: number;

  /**
   * `expectedKeys`: about how many keys will be spilled in all (the filter grows if more come);
   * `width`: int32 per record, as the store writes them.
   */
  constructor(
    private readonly store: FingerprintRunStore,
    expectedKeys: number,
    width = RECORD_INTS,
  ) {
    this.#width = width;
    this.#block = new Int32Array(BLOCK_RECORDS * width);
    this.#filterBlocks = filterBlocksFor(expectedKeys);
    this.#filter = new Int32Array(this.#filterBlocks * FILTER_BLOCK_WORDS);
  }

  get size(): number {
    return this.#keys;
  }

  /** A better guess of how many keys will be spilled in all: sizes the filter once, before it fills. */
  expect(keys: number): void {
    const blocks = filterBlocksFor(keys);
    if (blocks > this.#filterBlocks) this.#refill(blocks);
  }

  /** Spills `count` sorted records (no key among them already spilled). */
  add(sorted: Int32Array, count: number): void {
    if (count === 0) return;
    const records = sorted.subarray(0, count * this.#width);
    this.store.write(records);
    const blocks = Math.ceil(count / BLOCK_RECORDS);
    const firstKeys = new Int32Array(blocks * 3);
    for (let b = 0; b < blocks; b++) firstKeys.set(records.subarray(b * BLOCK_RECORDS * this.#width, b * BLOCK_RECORDS * this.#width + 3), b * 3);
    this.#runs.push({ records: count, firstKeys });
    this.#keys += count;
    // A filter past its size answers "maybe" too often: twice the size, refilled from the runs.
    if (this.#keys * FILTER_BITS_PER_KEY > this.#filter.length * 32) this.#refill(filterBlocksFor(this.#keys * 2));
    else for (let i = 0; i < records.length; i += this.#width) this.#mark(records[i]!, records[i + 1]!, records[i + 2]!);
  }

  /** The value spilled with this key (its record's fourth int), or -1 when it was never spilled. */
  find(k0: number, k1: number, k2: number): number {
    const at = this.locate(k0, k1, k2);
    return at === -1 ? -1 : this.#block[at + 3]!;
  }

  /**
   * Where this key's record is in `record` (valid until the next lookup), or -1 when it was never
   * spilled. A key spilled more than once is found in its newest run.
   */
  locate(k0: number, k1: number, k2: number): number {
    if (this.#keys === 0 || !this.#maybe(k0, k1, k2)) return -1;
    // Newest first: a repeat is most often of a row not long before.
    for (let r = this.#runs.length - 1; r >= 0; r--) {
      const at = this.#findIn(r, k0, k1, k2);
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

  #findIn(r: number, k0: number, k1: number, k2: number): number {
    const { firstKeys, records } = this.#runs[r]!;
    // The last block whose first key is not above the key.
    let lo = 0;
    let hi = firstKeys.length / 3 - 1;
    if (compareKeys(firstKeys[0]!, firstKeys[1]!, firstKeys[2]!, k0, k1, k2) > 0) return -1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (compareKeys(firstKeys[mid * 3]!, firstKeys[mid * 3 + 1]!, firstKeys[mid * 3 + 2]!, k0, k1, k2) <= 0) lo = mid;
      else hi = mid - 1;
    }
    const n = this.store.read(r, lo * BLOCK_RECORDS, this.#block.subarray(0, Math.min(BLOCK_RECORDS, records - lo * BLOCK_RECORDS) * this.#width));
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

  /** Six bits in one 512-bit block: the block from k0, the bits from k1 and k2 (the key words are hashes already). */
  #mark(k0: number, k1: number, k2: number): void {
    const base = ((k0 >>> 0) % this.#filterBlocks) * FILTER_BLOCK_WORDS;
    const f = this.#filter;
    for (const bit of probes(k1, k2)) f[base + (bit >>> 5)]! |= 1 << (bit & 31);
  }

  #maybe(k0: number, k1: number, k2: number): boolean {
    const base = ((k0 >>> 0) % this.#filterBlocks) * FILTER_BLOCK_WORDS;
    const f = this.#filter;
    for (const bit of probes(k1, k2)) if ((f[base + (bit >>> 5)]! & (1 << (bit & 31))) === 0) return false;
    return true;
  }

  #refill(blocks: number): void {
    this.#filterBlocks = blocks;
    this.#filter = new Int32Array(blocks * FILTER_BLOCK_WORDS);
    const piece = new Int32Array(BLOCK_RECORDS * 16 * this.#width);
    for (let r = 0; r < this.#runs.length; r++) {
      for (let from = 0; from < this.#runs[r]!.records; ) {
        const n = this.store.read(r, from, piece);
        for (let i = 0; i < n * this.#width; i += this.#width) this.#mark(piece[i]!, piece[i + 1]!, piece[i + 2]!);
        from += n;
      }
    }
  }
}

const PROBES = new Int32Array(6);
/** Six 9-bit positions: three from k1 (its low bit is fixed to 1 by the hasher, so skipped), three from k2. */
function probes(k1: number, k2: number): Int32Array {
  PROBES[0] = (k1 >>> 1) & 511;
  PROBES[1] = (k1 >>> 10) & 511;
  PROBES[2] = (k1 >>> 19) & 511;
  PROBES[3] = k2 & 511;
  PROBES[4] = (k2 >>> 9) & 511;
  PROBES[5] = (k2 >>> 18) & 511;
  return PROBES;
}

function filterBlocksFor(keys: number): number {
  return Math.max(64, Math.ceil((Math.max(keys, 1) * FILTER_BITS_PER_KEY) / (FILTER_BLOCK_WORDS * 32)));
}

/** Runs kept in memory: for tests, and for callers with nowhere to write. */
export class MemoryRunStore implements FingerprintRunStore {
  readonly runs: Int32Array[] = [];

  constructor(private readonly width = RECORD_INTS) {}

  write(records: Int32Array): number {
    this.runs.push(records.slice());
    return this.runs.length - 1;
  }

  read(run: number, from: number, into: Int32Array): number {
    const records = this.runs[run]!;
    const piece = records.subarray(from * this.width, from * this.width + into.length);
    into.set(piece);
    return piece.length / this.width;
  }

  close(): void {}
}
