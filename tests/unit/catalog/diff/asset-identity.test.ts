import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAces } from '@/lib/catalog/aces';
import { diffAces, writeDelta } from '@/lib/catalog/diff';
import type { AcesApp } from '@/lib/catalog/types';
import { tempDir } from '../convert/convert-helpers';
import { writeToString } from '../validate/xml-probe';
import { TEST_ACES_HEADER } from '../aces/aces-fixtures';

const header = TEST_ACES_HEADER;

const app = (id: number, part: string, asset?: AcesApp['asset']): AcesApp => ({
  id,
  row: id + 1,
  baseVehicleId: 5888 + id,
  qty: 1,
  partTypeId: 1684,
  part,
  ...(asset ? { asset } : {}),
});

async function file(apps: AcesApp[], name: string) {
  const { xml } = await writeToString((out) => writeAces(apps, header, out));
  return { bytes: Buffer.from(xml), name };
}

let dir = '';
beforeAll(async () => {
  dir = await tempDir();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('an app that differs only in its asset reference', () => {
  const before = [app(1, 'BP-1', { name: 'BRK-12', itemOrder: 3 }), app(2, 'BP-2'), app(3, 'BP-3', { name: 'BRK-12', itemOrder: 4 })];
  // BP-1 renumbered in its diagram, BP-2 given a diagram, BP-3 untouched.
  const after = [app(1, 'BP-1', { name: 'BRK-12', itemOrder: 5 }), app(2, 'BP-2', { name: 'BRK-14' }), app(3, 'BP-3', { name: 'BRK-12', itemOrder: 4 })];

  it('is the same fitment, changed — not one deleted and one added', async () => {
    const d = await diffAces(await file(before, 'old.xml'), await file(after, 'new.xml'));
    expect(d.counts).toMatchObject({ added: 0, deleted: 0, changed: 2, unchanged: 1 });
    expect(d.changed.map((c) => [c.old.part, c.old.asset, c.new.asset])).toEqual([
      ['BP-1', 'BRK-12 #3', 'BRK-12 #5'],
      ['BP-2', undefined, 'BRK-14'],
    ]);
  });

  it('goes out in the UPDATE as the old app deleted and the new one, with its asset, added', async () => {
    const d = await diffAces(await file(before, 'old.xml'), await file(after, 'new.xml'));
    const r = await writeDelta(d, path.join(dir, 'delta'), {}, { today: new Date('2026-02-01') });
    expect({ adds: r.adds, deletes: r.deletes }).toEqual({ adds: 2, deletes: 2 });
    const xml = await readFile(r.updateXml!, 'utf8');
    expect(xml).toMatch(/<App action="D"[^>]*>[\s\S]*?<Part>BP-1<\/Part>\s*<AssetName>BRK-12<\/AssetName>\s*<AssetItemOrder>3<\/AssetItemOrder>/);
    expect(xml).toMatch(/<App action="A"[^>]*>[\s\S]*?<Part>BP-1<\/Part>\s*<AssetName>BRK-12<\/AssetName>\s*<AssetItemOrder>5<\/AssetItemOrder>/);
    expect(xml).toMatch(/<App action="A"[^>]*>[\s\S]*?<Part>BP-2<\/Part>\s*<AssetName>BRK-14<\/AssetName>/);
  });
});
