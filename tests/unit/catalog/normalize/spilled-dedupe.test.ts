import { describe, expect, it } from 'vitest';
import { FitmentDeduper, MemoryRunStore, type NormalizedApp } from '@/lib/catalog/normalize';
import { compareKeys, RECORD_INTS, sortRecords, SpilledFingerprints } from '@/lib/catalog/normalize/spilled-fingerprints';
import { RunFilter } from '@/lib/catalog/normalize/run-filter';

const app = (row: number, extra: Partial<NormalizedApp> = {}): NormalizedApp => ({ row, baseVehicleId: 310001, qty: 1, partTypeId: 90101, part: 'P1', ...extra });

/** A catalog's apps with repeats near and far: every seventh row repeats one a few thousand rows back. */
function appsWithRepeats(n: number): NormalizedApp[] {
  const apps: NormalizedApp[] = [];
  for (let i = 0; i < n; i++) {
    const source = i % 7 === 6 && i > 5000 ? (i * 7919) % (i - 1) : i;
    apps.push(app(i + 2, { baseVehicleId: 310_000 + (source % 4000), part: `P${source}`, ...(source % 5 === 0 ? { notes: [`note ${source % 3}`] } : {}) }));
  }
  return apps;
}

describe('FitmentDeduper spilling to sorted runs', () => {
  it('finds exactly the duplicates (and their first rows) it finds holding everything in memory', () => {
    const apps = appsWithRepeats(30_000);
    const inMemory = new FitmentDeduper();
    const store = new MemoryRunStore();
    const spilling = new FitmentDeduper({ runs: store, maxHeld: 1000 });
    const held = apps.map((a) => inMemory.add(a));
    const spilled = apps.map((a) => spilling.add(a));
    expect(spilled).toEqual(held);
    expect(held.filter((r) => r !== null).length).toBeGreaterThan(3000);
    // Most repeats were of apps already spilled: the runs were searched, not just the tables.
    expect(store.runs.length).toBeGreaterThan(20);
    expect(spilling.size).toBe(inMemory.size);
  });

  it('gives the same ROW_DUPLICATE findings and kept apps per row when spilling', () => {
    const apps = appsWithRepeats(12_000);
    const rows = (d: FitmentDeduper) => apps.map((a, i) => d.filter([a, app(a.row, { ...a, qty: 2 + (i % 3) })], a.row));
    expect(rows(new FitmentDeduper({ runs: new MemoryRunStore(), maxHeld: 257 }))).toEqual(rows(new FitmentDeduper()));
  });

  it('reserves no more than it holds before spilling', () => {
    const d = new FitmentDeduper({ runs: new MemoryRunStore(), maxHeld: 500 });
    appsWithRepeats(2000).forEach((a) => d.add(a));
    d.reserve(10_000_000);
    expect(d.add(app(1, { baseVehicleId: 310_001, part: 'P1' }))).toBe(3);
  });
});

describe('SpilledFingerprints', () => {
  const key = (i: number): [number, number, number] => [Math.imul(i, 0x9e3779b1), Math.imul(i, 0x85ebca6b) | 1, Math.imul(i ^ 0x5bd1e995, 0xc2b2ae35)];

  it('sorts records by unsigned key, also when the first words are equal', () => {
    const records = new Int32Array([
      -1, 5, 0, 1,
      7, -3, 9, 2,
      7, 4, 9, 3,
      -1, 5, -2, 4,
      0, 0, 0, 5,
    ]);
    const sorted = sortRecords(records, 5);
    expect(Array.from({ length: 5 }, (_, i) => sorted[i * RECORD_INTS + 3])).toEqual([5, 3, 2, 1, 4]);
    for (let i = 1; i < 5; i++) {
      const [a, b] = [(i - 1) * RECORD_INTS, i * RECORD_INTS];
      expect(compareKeys(sorted[a]!, sorted[a + 1]!, sorted[a + 2]!, sorted[b]!, sorted[b + 1]!, sorted[b + 2]!)).toBeLessThan(0);
    }
  });

  it('sorts in place as a stable sort would, records of any width moved whole', () => {
    // 20,000 records of width 6, keys drawn from a small range (many equal k0 and whole keys), the
    // last two ints the record's original place: a stable order keeps equal keys in that order.
    const width = 6;
    const count = 20_000;
    const records = new Int32Array(count * width);
    let x = 12345;
    const next = (): number => (x = (Math.imul(x, 1103515245) + 12345) | 0) >>> 16;
    for (let i = 0; i < count; i++) records.set([next() % 50 - 25, next() % 3, next() % 2, i, -i, i * 7], i * width);
    const expected = Array.from({ length: count }, (_, i) => Array.from(records.subarray(i * width, i * width + width))).sort(
      (a, b) => compareKeys(a[0]!, a[1]!, a[2]!, b[0]!, b[1]!, b[2]!) || a[3]! - b[3]!,
    );
    const sorted = sortRecords(records, count, width);
    expect(sorted.buffer).toBe(records.buffer);
    expect(Array.from({ length: count }, (_, i) => Array.from(sorted.subarray(i * width, i * width + width)))).toEqual(expected);
  });

  it('finds every spilled key in any run and no other, its filter grown past the expected size', () => {
    const spilled = new SpilledFingerprints(new MemoryRunStore(), 100);
    for (let run = 0; run < 8; run++) {
      const records = new Int32Array(3000 * RECORD_INTS);
      for (let i = 0; i < 3000; i++) records.set([...key(run * 3000 + i), run * 3000 + i], i * RECORD_INTS);
      spilled.add(sortRecords(records, 3000), 3000);
    }
    expect(spilled.size).toBe(24_000);
    for (let i = 0; i < 24_000; i += 7) expect(spilled.find(...key(i))).toBe(i);
    for (let i = 24_000; i < 30_000; i++) expect(spilled.find(...key(i))).toBe(-1);
    // One word off is another key.
    const [a, b, c] = key(42);
    expect(spilled.find(a, b, c ^ 1)).toBe(-1);
  });

  /** `count` records of keys from `first` on, each valued `value(i)`, sorted. */
  const runOf = (first: number, count: number, value: (i: number) => number = (i) => i): Int32Array => {
    const records = new Int32Array(count * RECORD_INTS);
    for (let i = 0; i < count; i++) records.set([...key(first + i), value(first + i)], i * RECORD_INTS);
    return sortRecords(records, count);
  };

  it('merges runs as they come (at most log2(spills) + 1 left), every key still found with its value', () => {
    const store = new MemoryRunStore();
    const spilled = new SpilledFingerprints(store, 100);
    for (let run = 0; run < 37; run++) {
      spilled.add(runOf(run * 500, 500), 500);
      expect(spilled.runs).toBeLessThanOrEqual(Math.floor(Math.log2(run + 1)) + 1);
    }
    // 37 = 100101 in binary: three runs, as a binary counter has three ones.
    expect(spilled.runs).toBe(3);
    expect(store.dropped).toBeGreaterThan(30);
    expect(spilled.size).toBe(37 * 500);
    for (let i = 0; i < 37 * 500; i += 3) expect(spilled.find(...key(i))).toBe(i);
    for (let i = 37 * 500; i < 40_000; i++) expect(spilled.find(...key(i))).toBe(-1);
  });

  it('keeps a key spilled twice as spilled last, also once its runs are merged', () => {
    const spilled = new SpilledFingerprints(new MemoryRunStore(), 100);
    spilled.add(runOf(0, 1000, () => 1), 1000);
    spilled.add(runOf(500, 1000, () => 2), 1000);
    expect(spilled.runs).toBe(1);
    expect(spilled.size).toBe(1500);
    expect(spilled.find(...key(10))).toBe(1);
    expect(spilled.find(...key(700))).toBe(2);
    expect(spilled.find(...key(1400))).toBe(2);
  });

  it('keeps its filters within a tiny budget, at the price of reads, never of answers', () => {
    let reads = 0;
    const store = new MemoryRunStore();
    const read = store.read.bind(store);
    store.read = (run, from, into) => (reads++, read(run, from, into));
    const budget = 64 * 512 * 4;
    const small = new SpilledFingerprints(store, 100, RECORD_INTS, { filterBits: budget });
    const ample = new SpilledFingerprints(new MemoryRunStore(), 100);
    for (let run = 0; run < 40; run++) {
      small.add(runOf(run * 1000, 1000), 1000);
      ample.add(runOf(run * 1000, 1000), 1000);
      expect(small.filterBits).toBeLessThanOrEqual(budget);
    }
    expect(ample.filterBits).toBeGreaterThan(budget * 3);
    for (let i = 0; i < 40_000; i += 5) expect(small.find(...key(i))).toBe(i);
    reads = 0;
    for (let i = 40_000; i < 60_000; i++) expect(small.find(...key(i))).toBe(-1);
    // 40,000 keys in 131,072 bits: a fifth or so of misses read a block, where 16 bits a key read 0.1 %.
    expect(reads).toBeGreaterThan(20_000 * 0.05);
    expect(reads).toBeLessThan(20_000 * 0.5);
  });
});

describe('RunFilter', () => {
  it('answers "maybe" for every key marked, also after folding, and mostly "no" for others', () => {
    const words = (i: number): [number, number, number] => [Math.imul(i, 0x9e3779b1), Math.imul(i, 0x85ebca6b) | 1, Math.imul(i ^ 0x5bd1e995, 0xc2b2ae35)];
    const filter = new RunFilter(256, 6);
    for (let i = 0; i < 10_000; i++) filter.mark(...words(i));
    const falsePositives = (): number => {
      let n = 0;
      for (let i = 10_000; i < 30_000; i++) if (filter.maybe(...words(i))) n++;
      return n / 20_000;
    };
    const rates = [falsePositives()];
    for (let fold = 0; fold < 3; fold++) {
      filter.fold();
      for (let i = 0; i < 10_000; i++) expect(filter.maybe(...words(i))).toBe(true);
      rates.push(falsePositives());
    }
    expect(filter.blocks).toBe(32);
    // 13 bits a key, then 6.5, 3.3, 1.6: each fold more false positives.
    expect(rates[0]).toBeLessThan(0.01);
    for (let i = 1; i < rates.length; i++) expect(rates[i]).toBeGreaterThan(rates[i - 1]!);
  });
});
