/** Records of spilled fingerprints in key order (see SpilledFingerprints). */

/** Ints per record of the deduper (the default width): three key words and a value. */
export const RECORD_INTS = 4;

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
 * The order of `count` records of `records` by key (unsigned k0, k1, k2), as record indexes: a radix sort on
 * k0 that moves each record's k0 with its index, so every pass reads in order (three 11-bit passes;
 * two 16-bit passes over the indexes alone read the records at random and scattered over 65,536
 * buckets: 2 % of bench:scale realistic's CPU; a comparison sort took ~200 ms per 2^18 records), then
 * the few records sharing a k0 ordered by the rest of their key. Stable, as the runs' readers expect.
 */
function sortOrder(records: Int32Array, count: number, width = RECORD_INTS): Int32Array {
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
  return index;
}

/**
 * Sorts the first `count` records of `records` by key, in place (see sortOrder), and returns them
 * (a view of those records). Stable, as the runs' readers expect. In place because a spill is at
 * the memory peak: a sorted copy of the fitment checker's 2^19 records of 64 bytes was 33 MB more.
 */
export function sortRecords(records: Int32Array, count: number, width = RECORD_INTS): Int32Array {
  const index = sortOrder(records, count, width);
  // Record `index[i]` goes to place i: follow each cycle of that permutation, holding one record.
  const held = new Int32Array(width);
  const placed = new Uint8Array(count);
  for (let start = 0; start < count; start++) {
    if (placed[start] || index[start] === start) continue;
    held.set(records.subarray(start * width, start * width + width));
    let to = start;
    for (;;) {
      placed[to] = 1;
      const from = index[to]!;
      if (from === start) {
        records.set(held, to * width);
        break;
      }
      records.copyWithin(to * width, from * width, from * width + width);
      to = from;
    }
  }
  return records.subarray(0, count * width);
}
