/**
 * The Bloom filter of one spilled run (see SpilledFingerprints): 512-bit blocks (one cache line),
 * the block picked from the key's first word, `probes` bits in it from the other two (the key
 * words are hashes already). A "maybe" costs one block read from the run; a "no" costs nothing,
 * so a filter may be made smaller at the price of more reads — never of a wrong answer.
 *
 * A filter can be folded to half its blocks without its keys (block b of the half is blocks b and
 * b + half OR-ed: k0 mod half = (k0 mod blocks) mod half), which is how a bounded budget of bits is
 * kept as the runs grow.
 */

/** int32 per block: 512 bits. */
const BLOCK_WORDS = 16;
/** Block counts are multiples of this, so a filter folds that many times (halving each time). */
export const FOLD_GRAIN = 64;
/** Most probes a key sets (six 9-bit positions from two 32-bit words). */
export const MAX_PROBES = 6;

/** Expected false-positive rate of `probes` probes at `bitsPerKey` (the unblocked formula: close enough to choose by). */
export function falsePositiveRate(bitsPerKey: number, probes: number): number {
  if (bitsPerKey <= 0) return 1;
  return (1 - Math.exp(-probes / bitsPerKey)) ** probes;
}

/** The probe count that gives the fewest false positives at `bitsPerKey`: ln 2 × bits per key, 1…6. */
export function bestProbes(bitsPerKey: number): number {
  return Math.max(1, Math.min(MAX_PROBES, Math.round(bitsPerKey * Math.LN2)));
}

/** Blocks for `bits` bits, at least one fold grain, rounded to it. */
export function blocksFor(bits: number): number {
  return Math.max(FOLD_GRAIN, Math.ceil(bits / (BLOCK_WORDS * 32) / FOLD_GRAIN) * FOLD_GRAIN);
}

export const BLOCK_BITS = BLOCK_WORDS * 32;

/**
 * Bits per key for runs of `sizes` keys sharing `budget` bits, at most `most` each: the split with
 * the fewest reads per miss in all (a miss asks every run's filter), which gives each run a false
 * positive rate in proportion to its size — small runs keep nearly all their bits and the largest
 * gives them up (the allocation of "Monkey", Dayan et al., SIGMOD 2017).
 */
export function allocateBits(sizes: readonly number[], budget: number, most: number): number[] {
  const total = sizes.reduce((n, s) => n + s, 0);
  if (total * most <= budget) return sizes.map(() => most);
  // With rate e^(-c·b) at b bits a key, rate ∝ size gives b = -ln(K·size)/c; K found by bisection.
  const c = Math.LN2 * Math.LN2;
  const bitsAt = (lnK: number): number[] => sizes.map((s) => Math.min(most, Math.max(0, -(lnK + Math.log(Math.max(s, 1))) / c)));
  const used = (lnK: number): number => bitsAt(lnK).reduce((n, b, i) => n + b * sizes[i]!, 0);
  let lo = -60;
  let hi = 0;
  for (let step = 0; step < 50; step++) {
    const mid = (lo + hi) / 2;
    if (used(mid) > budget) lo = mid;
    else hi = mid;
  }
  return bitsAt(hi);
}

export class RunFilter {
  #words: Int32Array;
  #blocks: number;

  constructor(
    blocks: number,
    readonly probes: number,
  ) {
    this.#blocks = blocks;
    this.#words = new Int32Array(blocks * BLOCK_WORDS);
  }

  get blocks(): number {
    return this.#blocks;
  }

  get bits(): number {
    return this.#blocks * BLOCK_BITS;
  }

  /** Whether the filter can be halved (its block count is even). */
  get foldable(): boolean {
    return this.#blocks % 2 === 0;
  }

  mark(k0: number, k1: number, k2: number): void {
    const base = ((k0 >>> 0) % this.#blocks) * BLOCK_WORDS;
    const w = this.#words;
    for (let p = 0; p < this.probes; p++) {
      const bit = probe(p, k1, k2);
      w[base + (bit >>> 5)]! |= 1 << (bit & 31);
    }
  }

  maybe(k0: number, k1: number, k2: number): boolean {
    const base = ((k0 >>> 0) % this.#blocks) * BLOCK_WORDS;
    const w = this.#words;
    for (let p = 0; p < this.probes; p++) {
      const bit = probe(p, k1, k2);
      if ((w[base + (bit >>> 5)]! & (1 << (bit & 31))) === 0) return false;
    }
    return true;
  }

  /** Halves the filter: every key marked still answers "maybe". */
  fold(): void {
    if (!this.foldable) throw new Error('RunFilter.fold: odd block count');
    const half = this.#blocks / 2;
    const folded = this.#words.slice(0, half * BLOCK_WORDS);
    const upper = this.#words.subarray(half * BLOCK_WORDS);
    for (let i = 0; i < folded.length; i++) folded[i]! |= upper[i]!;
    this.#words = folded;
    this.#blocks = half;
  }
}

/**
 * Probe `p`'s bit in the block: alternately from k2 and k1, 9 bits each (k1's low bit is fixed to 1
 * by the hashers, so skipped), so even one or two probes use both words.
 */
function probe(p: number, k1: number, k2: number): number {
  switch (p) {
    case 0:
      return k2 & 511;
    case 1:
      return (k1 >>> 1) & 511;
    case 2:
      return (k2 >>> 9) & 511;
    case 3:
      return (k1 >>> 10) & 511;
    case 4:
      return (k2 >>> 18) & 511;
    default:
      return (k1 >>> 19) & 511;
  }
}
