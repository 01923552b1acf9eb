import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAces, type AcesVersion } from '@/lib/catalog/aces';
import { combineAcesFiles } from '@/lib/catalog/combine';
import { openAces, type ReadAcesApp } from '@/lib/catalog/readers';
import type { AcesApp, Finding } from '@/lib/catalog/types';
import { validateXsd } from '@/lib/catalog/validate';
import { tempDir } from '../convert/convert-helpers';
import { NO_XSD, XSD_DIR } from '../validate/standards';
import { writeToString } from '../validate/xml-probe';
import { TEST_ACES_HEADER } from '../aces/aces-fixtures';

const header = TEST_ACES_HEADER;

const apps: AcesApp[] = [
  { id: 1, row: 2, baseVehicleId: 5888, qty: 1, partTypeId: 1684, part: 'BP-1', asset: { name: 'BRK-12', itemOrder: 3, itemRef: 'pad, inner' } },
  { id: 2, row: 3, baseVehicleId: 5889, qty: 2, partTypeId: 1684, part: 'BP-2', asset: { name: '1001' } },
  { id: 3, row: 4, baseVehicleId: 5890, qty: 1, partTypeId: 1684, part: 'BP-3' },
];

async function written(version: AcesVersion): Promise<Uint8Array> {
  const { xml } = await writeToString((out) => writeAces(apps, header, out, { version }));
  return Buffer.from(xml);
}

async function read(input: Parameters<typeof openAces>[0]): Promise<{ apps: ReadAcesApp[]; findings: Finding[] }> {
  const findings: Finding[] = [];
  const out: ReadAcesApp[] = [];
  for await (const app of openAces(input, { onFinding: (f) => findings.push(f) })) out.push(app);
  return { apps: out, findings };
}

let dir = '';
beforeAll(async () => {
  dir = await tempDir();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe.each<AcesVersion>(['4.2', '5.0'])('asset references read from ACES %s', (version) => {
  it('come back as the app’s asset: name, item order and ref, none where the app had none', async () => {
    const { apps: back, findings } = await read({ bytes: await written(version), name: `aces-${version}.xml` });
    expect(findings).toEqual([]);
    expect(back.map((a) => a.asset)).toEqual([
      { name: 'BRK-12', itemOrder: 3, itemRef: 'pad, inner' },
      { name: '1001' },
      undefined,
    ]);
  });

  it('survive combining: the rewritten file carries them and passes the schema', async () => {
    const out = path.join(dir, `combined-${version}.xml`);
    const r = await combineAcesFiles([{ bytes: await written(version), name: 'in.xml' }], out, { version });
    expect(r).toMatchObject({ ok: true, written: true, apps: 3 });
    expect((await read(out)).apps.map((a) => a.asset)).toEqual([
      { name: 'BRK-12', itemOrder: 3, itemRef: 'pad, inner' },
      { name: '1001' },
      undefined,
    ]);
    if (!NO_XSD) expect(await validateXsd({ xml: await readFile(out, 'utf8'), kind: 'aces', standardsDir: XSD_DIR })).toMatchObject({ valid: true, version });
  });
});

describe('asset references across versions', () => {
  it('a 4.2 file combined into 5.0 writes each AssetName as a DiagramAsset', async () => {
    const out = path.join(dir, 'combined-42-to-50.xml');
    const r = await combineAcesFiles([{ bytes: await written('4.2'), name: 'in.xml' }], out, { version: '5.0' });
    expect(r.ok).toBe(true);
    const xml = await readFile(out, 'utf8');
    expect(xml).toContain('<DiagramAsset AssetName="BRK-12" AssetItemOrder="3" AssetItemRef="pad, inner"/>');
    expect(xml).toContain('<DiagramAsset AssetName="1001"/>');
    if (!NO_XSD) expect((await validateXsd({ xml, kind: 'aces', standardsDir: XSD_DIR })).valid).toBe(true);
  });

  it('5.0 non-diagram assets are read without a finding and not carried over', async () => {
    const xml = Buffer.from((await written('5.0')).toString().replace(
      '<DiagramAsset AssetName="1001"/>',
      '<DiagramAsset AssetName="1001"/>\n    <NonDiagramAssets><NonDiagramAsset AssetName="photo-1" AssetSequence="1"/></NonDiagramAssets>',
    ));
    const { apps: back, findings } = await read({ bytes: xml, name: 'non-diagram.xml' });
    expect(findings).toEqual([]);
    expect(back[1]?.asset).toEqual({ name: '1001' });
  });

  it('a 5.0 DiagramAsset in a file declared 4.2 is named as the version mismatch it is', async () => {
    const xml = Buffer.from((await written('5.0')).toString().replace('<ACES version="5.0">', '<ACES version="4.2">'));
    const { findings } = await read({ bytes: xml, name: 'mixed.xml' });
    expect(findings.filter((f) => /DiagramAsset/.test(f.message)).map((f) => f.code)).toEqual(['ACES_ELEMENT_VERSION_MISMATCH']);
  });
});
