import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemRunFiles } from '@/lib/catalog/convert/item-run-files';
import { OutputFiles } from '@/lib/catalog/convert/output-files';
import { ItemCollector } from '@/lib/catalog/normalize';
import type { PiesItem } from '@/lib/catalog/types';

const item = (row: number, partNumber: string, extra: Partial<PiesItem> = {}): PiesItem => ({
  row,
  partNumber,
  brandAaiaId: 'BKMN',
  descriptions: [{ code: 'DES', languageCode: 'EN', text: `Part ${partNumber} — «quoted» "text"\nwith a line break` }],
  prices: [],
  packages: [],
  interchange: [],
  ...extra,
});

describe('ItemRunFiles', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('keeps the collector’s runs in the output folder and leaves nothing there once the run is committed or discarded', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'item-runs-'));
    for (const end of ['discard', 'commit'] as const) {
      const out = await OutputFiles.create(path.join(dir, end));
      const collector = new ItemCollector({ runs: new ItemRunFiles(() => out.scratch('items')), maxHeld: 3 });
      const parts = Array.from({ length: 20 }, (_, i) => `P-${(i * 13) % 20}`);
      for (const [i, part] of parts.entries()) collector.add(item(i + 2, part, { gtin: { qualifier: 'UP', value: String(100000000000 + i) } }));
      // A part met again after its run was written: the GTIN differs, found at the merge.
      collector.add(item(30, 'P-0', { gtin: { qualifier: 'UP', value: '999999999999' } }));
      const spilled = (await readdir(out.dir)).filter((f) => f.startsWith('.items.'));
      expect(spilled.length).toBeGreaterThanOrEqual(6);

      const conflicts: string[] = [];
      const items: PiesItem[] = [];
      for await (const i of collector.items((f) => conflicts.push(f.message))) items.push(i);
      expect(items.map((i) => i.partNumber)).toEqual([...new Set(parts)].sort());
      expect(items[0]?.descriptions[0]?.text).toBe('Part P-0 — «quoted» "text"\nwith a line break');
      expect(conflicts).toEqual([expect.stringMatching(/^Part P-0: this row gives GTIN 999999999999, row 2 gave 100000000000/)]);

      if (end === 'discard') await out.discard();
      else {
        // commit renames every output; these tests wrote none, so make them exist first.
        for (const p of Object.values(out.temp)) await writeFile(p, '');
        await out.commit();
      }
      expect((await readdir(out.dir)).filter((f) => f.startsWith('.'))).toEqual([]);
    }
  });

  it('reads back items whose lines cross the file’s pieces, multi-byte letters included, exactly as written', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'item-runs-'));
    let n = 0;
    const runs = new ItemRunFiles(() => path.join(dir, `run-${n++}`));
    // Lines from a few bytes to ~700 KB (several read pieces), with 'ü' (two bytes) throughout.
    const held = Array.from({ length: 40 }, (_, i) => ({
      item: item(i + 2, `P-${String(i).padStart(2, '0')}`, { descriptions: [{ code: 'DES', languageCode: 'DE', text: 'Bremsbelagsatz für '.repeat(i % 7 === 0 ? 35_000 : i) }] }),
    }));
    runs.write(held.slice(0, 25));
    runs.write(held.slice(25));
    const back: unknown[] = [];
    for (const run of runs.read()) for await (const batch of run) back.push(...batch);
    expect(back).toEqual(held);
  });
});
