import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openAces, readAces, type ReadAcesApp } from '@/lib/catalog/readers';
import type { Finding } from '@/lib/catalog/types';

const fixture = (name: string): string => path.resolve(__dirname, '../../../fixtures/aces', name);

async function readAll(input: Parameters<typeof readAces>[0]) {
  const apps: ReadAcesApp[] = [];
  const findings: Finding[] = [];
  const summary = await readAces(input, { app: (a) => apps.push(a) }, { onFinding: (f) => findings.push(f) });
  return { apps, findings, summary };
}

const doc = (apps: string, version = '4.2'): Uint8Array =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<ACES version="${version}">\n<Header><Company>C</Company></Header>\n${apps}<Footer><RecordCount>1</RecordCount></Footer>\n</ACES>\n`,
  );

describe('ACES reader', () => {
  it('reads a file of several megabytes as it reads the same bytes in memory', async () => {
    // The file is read 1 MB at a time and parsed in 64 KB pieces: apps, and two-byte characters,
    // cross both kinds of boundary.
    const apps = Array.from(
      { length: 16_000 },
      (_, i) =>
        `<App action="A" id="${i + 1}"><BaseVehicle id="${5000 + (i % 700)}"/><Note>Côté gauche ü ${i}</Note><Qty>1</Qty><PartType id="1896"/><Part>P-${i % 900}</Part></App>\n`,
    ).join('');
    const bytes = doc(apps);
    expect(bytes.length).toBeGreaterThan(2 * (1 << 20));
    const dir = await mkdtemp(path.join(os.tmpdir(), 'aces-reader-'));
    try {
      const file = path.join(dir, 'big.xml');
      await writeFile(file, bytes);
      const fromFile = await readAll(file);
      const fromMemory = await readAll(bytes);
      expect(fromFile.findings).toEqual([]);
      expect(fromFile.apps).toHaveLength(16_000);
      expect(fromFile.apps.at(-1)).toMatchObject({ id: 16_000, notes: ['Côté gauche ü 15999'], part: 'P-699' });
      expect(fromFile.apps).toEqual(fromMemory.apps);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reads the header under one name per field, whatever the version calls it', async () => {
    const v42 = await readAll(fixture('aces-4.2-utf8.xml'));
    expect(v42.summary.header).toMatchObject({
      brandAaiaId: 'BBBB',
      vcdbDate: '2024-12-27',
      submissionType: 'FULL',
      company: 'Example Brand Co',
    });
    const v50 = await readAll(fixture('aces-5.0.xml'));
    expect(v50.summary.version).toBe('5.0');
    expect(v50.summary.header).toMatchObject({
      brandAaiaId: 'BBBB',
      vcdbDate: '2024-12-27',
      pcdbDate: '2024-12-27',
    });
  });

  it('reads 5.0 PartNumber and PartTerminology into the same fields as 4.2 Part and PartType', async () => {
    const { apps, findings } = await readAll(fixture('aces-5.0.xml'));
    expect(findings).toEqual([]);
    expect(apps[0]).toMatchObject({
      id: 1,
      baseVehicleId: 5888,
      subModelId: 20,
      engineBaseId: 811,
      partTypeId: 1684,
      positionId: 22,
      part: 'BP-1',
      qty: 1,
    });
  });

  it('reads ACES 3.2 and 4.1 files with the same element names', async () => {
    const v32 = await readAll(fixture('aces-3.2.xml'));
    expect(v32.summary.version).toBe('3.2');
    expect(v32.apps.map((a) => a.part)).toEqual(['BP-1', 'BP-2']);
    expect(v32.apps[0]?.attributes).toEqual([{ name: 'DriveType', id: 6 }]);
    const v41 = await readAll(fixture('aces-4.1-test.xml'));
    expect(v41.summary.header?.submissionType).toBe('TEST');
    expect(v41.apps).toHaveLength(1);
  });

  it('keeps each app’s id attribute and the line of its start tag', async () => {
    const { apps } = await readAll(fixture('aces-4.2-fitment-checks.xml'));
    const eleven = apps.filter((a) => a.idText === '11');
    expect(eleven.map((a) => a.line)).toEqual([89, 97]);
    expect(apps.find((a) => a.idText === '15x')).toMatchObject({ id: 0, line: 116 });
    expect(apps[0]).toMatchObject({ ordinal: 0, row: 16, line: 16 });
  });

  it('reads Years + Make + Model apps, qualifiers with parameters, notes and MfrLabel', async () => {
    const { apps } = await readAll(
      doc(`<App action="A" id="7">
  <Years from="2010" to="2012"/><Make id="54"/><Model id="668"/>
  <Qual id="2000"><param value="rear"/><param value="2"/><text>With &lt;p1&gt; axle</text></Qual>
  <Note>First</Note><Note>Second &amp; last</Note>
  <Qty>4</Qty><PartType id="1684"/><MfrLabel> Ceramic </MfrLabel><Position id="22"/>
  <Part BrandAAIAID="BBBB"> BP   7 </Part>
</App>
`),
    );
    expect(apps[0]).toMatchObject({
      years: { from: 2010, to: 2012 },
      makeId: 54,
      modelId: 668,
      quals: [{ id: 2000, params: ['rear', '2'], text: 'With <p1> axle' }],
      notes: ['First', 'Second & last'],
      qty: 4,
      mfrLabel: 'Ceramic',
      part: 'BP 7',
      partBrand: 'BBBB',
    });
    expect(apps[0]?.baseVehicleId).toBeUndefined();
  });

  it('reports an app without PartType and does not pass it on', async () => {
    const { apps, findings, summary } = await readAll(
      doc(`<App action="A" id="1"><BaseVehicle id="1"/><Qty>1</Qty><Part>X</Part></App>
<App action="A" id="2"><BaseVehicle id="x"/><Qty>one</Qty><PartType id="1"/><Part>Y</Part></App>
`),
    );
    expect(apps).toEqual([]);
    expect(summary.apps).toBe(2);
    expect(findings.map((f) => f.code)).toEqual(['ACES_APP_INCOMPLETE', 'ACES_APP_INCOMPLETE']);
    expect(findings[0]?.message).toMatch(/App 1 \(line 4\).*no PartType/);
    expect(findings[1]?.message).toMatch(/BaseVehicle id "x".*Qty "one"/);
  });

  it('reads validate="no" and action="D"', async () => {
    const { apps } = await readAll(
      doc(
        `<App action="D" id="1" validate="no"><BaseVehicle id="1"/><Qty>1</Qty><PartType id="1"/><Part>X</Part></App>\n`,
      ),
    );
    expect(apps[0]).toMatchObject({ action: 'D', validate: false });
  });

  it('stops at malformed XML with the line and column, keeping the apps read before', async () => {
    const { apps, findings, summary } = await readAll(fixture('aces-malformed.xml'));
    expect(apps.map((a) => a.part)).toEqual(['BP-1', 'BP-2']);
    expect(summary.complete).toBe(false);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ code: 'XML_MALFORMED', severity: 'error', row: 32, column: '17' });
    expect(summary.fatal?.code).toBe('XML_MALFORMED');
  });

  it('refuses a DOCTYPE without reading any app', async () => {
    const { apps, findings, summary } = await readAll(fixture('aces-doctype.xml'));
    expect(apps).toEqual([]);
    expect(findings.map((f) => f.code)).toEqual(['XML_DOCTYPE_REFUSED']);
    expect(summary.complete).toBe(false);
  });

  it('reports every App outside <ACES> itself (header, wrapper, inside another App) instead of dropping it', async () => {
    const app = (id: number) => `<App action="A" id="${id}"><BaseVehicle id="1"/><Qty>1</Qty><PartType id="1"/><Part>P${id}</Part></App>`;
    const { apps, findings, summary } = await readAll(
      Buffer.from(
        `<ACES version="4.2"><Header><Company>C</Company>${app(1)}</Header>\n<Apps>${app(2)}</Apps>\n` +
          `<App action="A" id="3"><BaseVehicle id="1"/><Qty>1</Qty><PartType id="1"/><Part>P3</Part>${app(4)}</App>\n` +
          `<Footer><RecordCount>1</RecordCount></Footer></ACES>`,
      ),
    );
    expect(apps.map((a) => a.part)).toEqual(['P3']);
    expect(summary.header?.fields).toEqual({ Company: 'C' });
    expect(findings.map((f) => [f.code, f.row])).toEqual([
      ['ACES_APP_MISPLACED', 1],
      ['ACES_APP_MISPLACED', 2],
      ['ACES_APP_MISPLACED', 3],
    ]);
    expect(findings.map((f) => f.message.match(/inside <(\w+)>/)?.[1])).toEqual(['Header', 'Apps', 'App']);
  });

  it('stops at nesting deeper than any ACES schema, naming the line, keeping the apps before', async () => {
    const depth = 10_000;
    const { apps, findings, summary } = await readAll(
      doc(`<App action="A" id="1"><BaseVehicle id="1"/><Qty>1</Qty><PartType id="1"/><Part>X</Part></App>\n${'<d>'.repeat(depth)}${'</d>'.repeat(depth)}\n`),
    );
    expect(apps.map((a) => a.part)).toEqual(['X']);
    expect(findings.map((f) => [f.code, f.row])).toEqual([['XML_NESTING_TOO_DEEP', 5]]);
    expect(summary).toMatchObject({ complete: false, fatal: { code: 'XML_NESTING_TOO_DEEP' } });
  });

  it('reads elements nested as deep as real files go, and deeper, up to the limit', async () => {
    const nest = (n: number) => `${'<d>'.repeat(n)}${'</d>'.repeat(n)}`;
    // ACES itself is 1 level, App 2: an unknown element nested 62 deep inside an App reaches 64.
    const { apps, summary } = await readAll(
      doc(`<App action="A" id="1"><BaseVehicle id="1"/><Qty>1</Qty><PartType id="1"/><Part>X</Part>${nest(62)}</App>\n`),
    );
    expect(apps).toHaveLength(1);
    expect(summary.complete).toBe(true);
  });

  it('reports a file that does not exist as unreadable instead of throwing', async () => {
    const { findings, summary } = await readAll(fixture('no-such-file.xml'));
    expect(findings[0]?.code).toBe('XML_INPUT_UNREADABLE');
    expect(summary.complete).toBe(false);
  });

  it('refuses a document whose root is not ACES', async () => {
    const { findings } = await readAll(Buffer.from('<PIES xmlns="http://www.autocare.org"><Header/></PIES>'));
    expect(findings.map((f) => f.code)).toEqual(['ACES_NOT_ACES']);
  });

  it('iterates apps and exposes the header before the first app', async () => {
    const reader = openAces(fixture('aces-4.2-utf8.xml'));
    const seen: string[] = [];
    for await (const app of reader) {
      expect(reader.header?.brandAaiaId).toBe('BBBB');
      seen.push(app.part);
    }
    expect(seen).toEqual(['BP-1', 'BP-2']);
    expect(reader.summary()).toMatchObject({ apps: 2, complete: true, footer: { recordCount: '2' } });
  });

  it('streams a file bigger than one read chunk with every app and line intact', async () => {
    const n = 12_000;
    const apps = Array.from(
      { length: n },
      (_, i) =>
        `<App action="A" id="${i + 1}">\n<BaseVehicle id="${1000 + i}"/>\n<Qty>1</Qty>\n<PartType id="1684"/>\n<Part>BP-${i}-ÄÖÜ-ßéè-€</Part>\n</App>\n`,
    ).join('');
    const bytes = doc(apps);
    expect(bytes.length).toBeGreaterThan(1 << 20);
    const { apps: read } = await readAll(bytes);
    expect(read).toHaveLength(n);
    expect(read[n - 1]).toMatchObject({ id: n, part: `BP-${n - 1}-ÄÖÜ-ßéè-€`, line: 4 + (n - 1) * 6 });
  });
});
