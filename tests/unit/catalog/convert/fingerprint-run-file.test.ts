import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FingerprintRunFile } from '@/lib/catalog/convert/fingerprint-run-file';
import { OutputFiles } from '@/lib/catalog/convert/output-files';
import { FitmentDeduper, RECORD_INTS, type NormalizedApp } from '@/lib/catalog/normalize';

const app = (row: number, bv: number, part: string): NormalizedApp => ({ row, baseVehicleId: bv, qty: 1, partTypeId: 90101, part });

describe('FingerprintRunFile', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('reads back any piece of any run exactly as written, short at a run’s end', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'fp-runs-'));
    let n = 0;
    const file = new FingerprintRunFile(() => path.join(dir, `run-${n++}`));
    const runs = [300, 1, 1000].map((n, r) => Int32Array.from({ length: n * RECORD_INTS }, (_, i) => (i * 2654435761 + r) | 0));
    // The last run written in two pieces, as a merge writes it.
    file.write(runs[0]!);
    file.write(runs[1]!);
    expect(file.write(runs[2]!.subarray(0, 400 * RECORD_INTS))).toBe(2);
    file.append(2, runs[2]!.subarray(400 * RECORD_INTS));
    const into = new Int32Array(256 * RECORD_INTS);
    expect(file.read(2, 900, into)).toBe(100);
    expect(into.subarray(0, 100 * RECORD_INTS)).toEqual(runs[2]!.subarray(900 * RECORD_INTS));
    expect(file.read(1, 0, into)).toBe(1);
    expect(into.subarray(0, RECORD_INTS)).toEqual(runs[1]);
    expect(file.read(0, 10, into)).toBe(256);
    expect(into).toEqual(runs[0]!.subarray(10 * RECORD_INTS, 266 * RECORD_INTS));
    // A dropped run's file goes at once; the others still read.
    file.drop(0);
    expect((await readdir(dir)).sort()).toEqual(['run-1', 'run-2']);
    expect(file.read(2, 0, into)).toBe(256);
    expect(into).toEqual(runs[2]!.subarray(0, 256 * RECORD_INTS));
    file.close();
  });

  it('lets the deduper spill into the output folder, which leaves nothing behind once the run ends', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'fp-runs-'));
    for (const end of ['discard', 'commit'] as const) {
      const out = await OutputFiles.create(path.join(dir, end));
      const deduper = new FitmentDeduper({ runs: new FingerprintRunFile(() => out.scratch('dedupe')), maxHeld: 100 });
      for (let i = 0; i < 5000; i++) expect(deduper.add(app(i + 2, 310_000 + (i % 900), `P${i % 11}`))).toBeNull();
      // Every app again: each found, in a run on disk or in the table, with its first row.
      for (let i = 0; i < 5000; i++) expect(deduper.add(app(9000 + i, 310_000 + (i % 900), `P${i % 11}`))).toBe(i + 2);
      deduper.close();
      // 50 runs spilled, merged as they came: no more than log2(50) + 1 files left.
      const runFiles = (await readdir(out.dir)).filter((f) => f.startsWith('.dedupe.'));
      expect(runFiles.length).toBeGreaterThan(0);
      expect(runFiles.length).toBeLessThanOrEqual(6);
      if (end === 'discard') await out.discard();
      else {
        for (const p of Object.values(out.temp)) await writeFile(p, '');
        await out.commit();
      }
      expect((await readdir(out.dir)).filter((f) => f.startsWith('.'))).toEqual([]);
    }
  });
});
