import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FingerprintRunFile } from '@/lib/catalog/convert/fingerprint-run-file';
import { PartTextFile } from '@/lib/catalog/convert/part-text-file';
import { MemoryRunStore } from '@/lib/catalog/normalize';
import type { AcesApp } from '@/lib/catalog/types';
import { createFitmentChecker, MemoryPartTexts, SEEN_RECORD_INTS, type FitmentCheckerOptions } from '@/lib/catalog/validate';
import { catalog } from './fitment-catalog';

function run(apps: readonly AcesApp[], options: FitmentCheckerOptions, reserveAt?: number) {
  const checker = createFitmentChecker(options);
  apps.forEach((a, i) => {
    checker.add(a);
    if (i + 1 === reserveAt) checker.reserve(apps.length);
  });
  return { findings: checker.finish(), counts: checker.counts() };
}

describe('fitment checker spilling first apps to sorted runs', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('finds the same duplicates, overlaps and comment conflicts, in the same order, as in memory', () => {
    for (const seed of [1, 2]) {
      const apps = catalog(3000, seed);
      for (const maxFindingsPerCode of [1000, 7]) {
        const inMemory = run(apps, { maxFindingsPerCode });
        expect(inMemory.counts.APP_DUPLICATE).toBeGreaterThan(100);
        expect(inMemory.counts.APP_OVERLAP).toBeGreaterThan(100);
        expect(inMemory.counts.APP_COMMENT_CONFLICT).toBeGreaterThan(20);
        for (const maxHeld of [16, 200]) {
          const runs = new MemoryRunStore(SEEN_RECORD_INTS);
          // Part numbers too: their table starts again every few parts, their texts kept aside.
          const spilled = run(apps, { maxFindingsPerCode, runs, maxHeld, partTexts: new MemoryPartTexts(), maxInterned: 5 }, 500);
          expect(runs.runs.length).toBeGreaterThan(1);
          expect(spilled.counts).toEqual(inMemory.counts);
          expect(spilled.findings).toEqual(inMemory.findings);
          // Filters within a few KB: many more reads of the runs, the same findings.
          const tiny = run(apps, { maxFindingsPerCode, runs: new MemoryRunStore(SEEN_RECORD_INTS), maxHeld, filterBits: 64 * 512 }, 500);
          expect(tiny).toEqual(inMemory);
        }
      }
    }
  });

  it('names the first app’s exact id, row, quantity and part when the fitment was spilled long before', () => {
    const runs = new MemoryRunStore(SEEN_RECORD_INTS);
    const checker = createFitmentChecker({ runs, maxHeld: 4, partTexts: new MemoryPartTexts(), maxInterned: 2 });
    const first = { id: 2 ** 40 + 1, row: 2 ** 33 + 5, baseVehicleId: 7, qty: 1.5, partTypeId: 1684, positionId: 22, part: ' abc-1 ' };
    checker.add(first);
    const plain = { id: 3, row: 4, baseVehicleId: 9, qty: 1, partTypeId: 1684, part: 'P9' };
    checker.add(plain);
    for (let i = 0; i < 50; i++) checker.add({ id: 10 + i, row: 20 + i, baseVehicleId: 100 + i, qty: 1, partTypeId: 1684, part: 'Z' });
    checker.add({ ...first, id: 500, row: 600, qty: 2, part: 'ABC-1' });
    checker.add({ ...first, id: 501, row: 601, part: 'OTHER' });
    checker.add({ id: 502, row: 602, baseVehicleId: 9, qty: 1, partTypeId: 1684, part: 'P9', notes: ['Rear'] });
    const findings = checker.finish();
    expect(runs.runs.length).toBeGreaterThan(5);
    expect(findings.map((f) => f.code)).toEqual(['APP_DUPLICATE', 'APP_OVERLAP', 'APP_COMMENT_CONFLICT']);
    expect(findings[0]!.message).toMatch(new RegExp(`repeats app ${2 ** 40 + 1} \\(row ${2 ** 33 + 5}\\)`));
    expect(findings[0]!.message).toMatch(/quantity 2 instead of 1.5/);
    expect(findings[1]!.message).toContain('ABC-1');
    expect(findings[2]!.row).toBe(4);
  });

  it('spills into a scratch file of the output folder and reads it back', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'fitment-runs-'));
    const apps = catalog(3000, 9);
    let n = 0;
    const file = new FingerprintRunFile(() => path.join(dir, `fitment-${n++}`), SEEN_RECORD_INTS);
    const texts = new PartTextFile(() => path.join(dir, 'parts'));
    const spilled = run(apps, { runs: file, maxHeld: 64, partTexts: texts, maxInterned: 8 }, 300);
    file.close();
    texts.close();
    // Runs merged into others are removed as they go: a few files are left of the many written.
    const left = (await readdir(dir)).filter((f) => f.startsWith('fitment-'));
    expect(n).toBeGreaterThan(left.length + 5);
    expect(left.length).toBeGreaterThan(0);
    expect(spilled).toEqual(run(apps, {}));
  });

  it('keeps part texts in a file, each read back as written, from the file or before it is written', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'fitment-parts-'));
    const texts = new PartTextFile(() => path.join(dir, 'parts'));
    const written = Array.from({ length: 20_000 }, (_, i) => (i % 7 === 0 ? `Bremsbelag-Ä${i}` : `P-${i}`));
    written.push('L'.repeat(70_000), 'after-long');
    const at = written.map((t) => texts.append(t));
    expect(await readdir(dir)).toEqual(['parts']);
    written.forEach((t, i) => expect(texts.read(at[i]!)).toBe(t));
    texts.close();
  });
});
