import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ACES_ATTRIBUTE_ORDER, parseAcesHeader, writeAces } from '@/lib/catalog/aces';
import type { AcesApp } from '@/lib/catalog/types';
import { validateXsd } from '@/lib/catalog/validate';
import { NO_XSD, XSD_DIR } from '../validate/standards';
import { childNames, probeXml, writeToString } from '../validate/xml-probe';
import { TEST_ACES_HEADER, testApp } from './aces-fixtures';

const header = TEST_ACES_HEADER;

const app = testApp;

const rich: AcesApp[] = [
  app({
    id: 1,
    subModelId: 20,
    engineBaseId: 811,
    attributes: [
      { name: 'RearBrakeType', id: 4 },
      { name: 'CylinderHeadType', id: 5 },
      { name: 'DriveType', id: 6 },
      { name: 'TransmissionNumSpeeds', id: 7 },
      { name: 'TransmissionType', id: 3 },
    ],
    quals: [{ id: 9155, params: ['4'], text: 'With Sport Package' }],
    notes: ['Front', 'Ceramic pads'],
    mfrLabel: 'Ceramic',
    positionId: 22,
  }),
  app({ id: 2, row: 3, baseVehicleId: 5889, qty: 2, positionId: 23, part: 'ABC124' }),
  app({
    id: 3,
    row: 4,
    baseVehicleId: 5890,
    attributes: [{ name: 'TransmissionBase', id: 9 }],
    part: 'ABC125',
  }),
];

async function aces(apps: Iterable<AcesApp> | AsyncIterable<AcesApp>, version: '4.2' | '5.0' = '4.2') {
  return writeToString((out) => writeAces(apps, header, out, { version }));
}

describe('writeAces 4.2', () => {
  it.skipIf(NO_XSD)(
    'writes several apps with attributes, qualifiers and notes that validate against the ACES 4.2 XSD',
    async () => {
      const { xml, result } = await aces(rich);
      expect(result.apps).toBe(3);
      const v = await validateXsd({ xml, kind: 'aces', standardsDir: XSD_DIR });
      expect(v.findings).toEqual([]);
      expect(v).toMatchObject({ ran: true, valid: true, version: '4.2' });
    },
  );

  it('puts App children in schema order whatever order the attributes came in', async () => {
    const { xml } = await aces(rich);
    const [first, second, third] = childNames(probeXml(xml), 'ACES/App');
    expect(first).toEqual([
      'BaseVehicle',
      'SubModel',
      'DriveType',
      'EngineBase',
      'CylinderHeadType',
      'TransmissionType',
      'TransmissionNumSpeeds',
      'RearBrakeType',
      'Qual',
      'Note',
      'Note',
      'Qty',
      'PartType',
      'MfrLabel',
      'Position',
      'Part',
    ]);
    expect(second).toEqual(['BaseVehicle', 'Qty', 'PartType', 'Position', 'Part']);
    expect(third).toEqual(['BaseVehicle', 'TransmissionBase', 'Qty', 'PartType', 'Part']);
  });

  it('writes action before id on every App and counts apps in the footer', async () => {
    const { xml } = await aces(rich);
    expect(xml).toContain('<App action="A" id="1">');
    expect(xml).toContain('<App action="A" id="3">');
    expect(xml).toMatch(/<Footer>\s*<RecordCount>3<\/RecordCount>\s*<\/Footer>\s*<\/ACES>\s*$/);
  });

  it('writes Header fields in schema order', async () => {
    const { xml } = await aces([]);
    expect(childNames(probeXml(xml), 'ACES/Header')[0]).toEqual([
      'Company',
      'SenderName',
      'SenderPhone',
      'TransferDate',
      'BrandAAIAID',
      'DocumentTitle',
      'EffectiveDate',
      'SubmissionType',
      'VcdbVersionDate',
      'QdbVersionDate',
      'PcdbVersionDate',
    ]);
  });

  it('escapes & < > " \' in header, notes, qualifiers, labels and part numbers so they read back unchanged', async () => {
    const nasty = `A&B <x> "q" 'a'`;
    const { xml } = await writeToString((out) =>
      writeAces(
        [
          app({
            notes: [nasty],
            quals: [{ id: 1, params: [nasty], text: nasty }],
            mfrLabel: nasty,
            part: `P&<>"'1`,
          }),
        ],
        { ...header, company: nasty },
        out,
      ),
    );
    expect(xml).toContain('A&amp;B &lt;x&gt; &quot;q&quot; &apos;a&apos;');
    const els = probeXml(xml);
    const text = (p: string) => els.find((e) => e.path === p)?.text;
    expect(text('ACES/Header/Company')).toBe(nasty);
    expect(text('ACES/App/Note')).toBe(nasty);
    expect(text('ACES/App/Qual/text')).toBe(nasty);
    expect(els.find((e) => e.path === 'ACES/App/Qual/param')?.attributes.value).toBe(nasty);
    expect(text('ACES/App/MfrLabel')).toBe(nasty);
    expect(text('ACES/App/Part')).toBe(`P&<>"'1`);
  });

  it.skipIf(NO_XSD)('writes an empty but valid file for zero apps', async () => {
    const { xml, result } = await aces([]);
    expect(result.apps).toBe(0);
    expect(xml).toContain('<RecordCount>0</RecordCount>');
    expect((await validateXsd({ xml, kind: 'aces', standardsDir: XSD_DIR })).valid).toBe(true);
  });

  it('removes control characters XML cannot carry and reports the app', async () => {
    const { xml, result } = await aces([app({ notes: ['Front\u0000\u0007 axle\uFFFF'], part: 'A\u001BB' })]);
    expect(xml).toContain('<Note>Front axle</Note>');
    expect(xml).toContain('<Part>AB</Part>');
    expect(result.strippedCharacters).toBe(4);
    expect(result.findings).toEqual([
      expect.objectContaining({ code: 'XML_CHARS_STRIPPED', row: 2, severity: 'warning' }),
    ]);
  });

  it('keeps characters outside the BMP (valid surrogate pairs) and drops lone surrogates', async () => {
    const { xml } = await aces([app({ notes: ['ok 🚗 \uD800 end'] })]);
    expect(xml).toContain('<Note>ok 🚗  end</Note>');
  });

  it('skips apps that cannot be written validly, with a finding naming the row, and still counts right', async () => {
    const { xml, result } = await aces([
      app({ id: 1 }),
      app({ id: 2, row: 7, qty: 0 }),
      app({ id: 3, row: 8, attributes: [{ name: 'Colour', id: 1 }] }),
      app({ id: 4, row: 9, engineBaseId: 811, attributes: [{ name: 'EngineBase', id: 812 }] }),
      app({
        id: 5,
        row: 10,
        attributes: [
          { name: 'TransmissionBase', id: 1 },
          { name: 'TransmissionType', id: 2 },
        ],
      }),
      app({ id: 6, row: 11, part: '   ' }),
      app({ id: 7, row: 12, part: 'X'.repeat(46) }),
      app({ id: 8, row: 13, baseVehicleId: 1.5 }),
    ]);
    expect(result.apps).toBe(1);
    expect(result.skipped).toBe(7);
    expect(result.findingCounts).toEqual({ ACES_APP_SKIPPED: 7 });
    expect(result.findings.map((f) => f.row)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(result.findings[1]?.message).toMatch(/"Colour" is not a VCdb attribute/);
    expect(result.findings[2]?.message).toMatch(/two different EngineBase ids \(811 and 812\)/);
    expect(xml).toContain('<RecordCount>1</RecordCount>');
  });

  it('accepts apps from an async iterable', async () => {
    async function* gen() {
      for (let i = 1; i <= 3; i++) yield app({ id: i, row: i + 1 });
    }
    const { result } = await aces(gen());
    expect(result.apps).toBe(3);
  });

  it('accepts apps in batches, in order, batch after batch', async () => {
    async function* batches() {
      yield [app({ id: 1, part: 'A1' }), app({ id: 2, part: 'A2' })];
      yield [];
      yield [app({ id: 3, part: 'A3' })];
    }
    const { xml, result } = await writeToString((out) => writeAces({ batches: batches() }, header, out));
    expect(result.apps).toBe(3);
    expect([...xml.matchAll(/<Part>(A\d)<\/Part>/g)].map((m) => m[1])).toEqual(['A1', 'A2', 'A3']);
  });

  it('waits for drain on a slow stream and delivers every byte in order', async () => {
    const chunks: string[] = [];
    let drains = 0;
    const slow = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _enc, cb) {
        chunks.push(chunk.toString('utf8'));
        setImmediate(cb);
      },
    });
    slow.on('drain', () => drains++);
    const apps = Array.from({ length: 3000 }, (_, i) => app({ id: i + 1, row: i + 2, part: `P${i + 1}` }));
    const result = await writeAces(apps, header, slow);
    const xml = chunks.join('');
    expect(result.apps).toBe(3000);
    expect(drains).toBeGreaterThan(0);
    expect(chunks.length).toBeLessThan(60); // batched into ~64 KB writes, not one per app
    expect(probeXml(xml).filter((e) => e.name === 'App')).toHaveLength(3000);
    expect(xml.indexOf('<Part>P2999</Part>')).toBeLessThan(xml.indexOf('<Part>P3000</Part>'));
  });

  it('rejects an invalid header instead of writing a broken file', async () => {
    await expect(
      writeToString((out) => writeAces([], { ...header, brandAaiaId: 'BAEB' }, out)),
    ).rejects.toThrow(/brand code/);
  });
});

describe('writeAces 5.0', () => {
  it.skipIf(NO_XSD)('renames the elements 5.0 renamed and validates against the ACES 5.0 XSD', async () => {
    const { xml } = await aces(rich, '5.0');
    expect(xml).toContain('<ACES version="5.0">');
    expect(xml).toContain('<BrandID>BBBB</BrandID>');
    expect(xml).toContain('<VCdbPublicationDate>2024-12-27</VCdbPublicationDate>');
    expect(xml).toContain('<PartTerminology id="1684"/>');
    expect(xml).toContain('<PartNumber>ABC123</PartNumber>');
    expect(xml).not.toContain('<Part>');
    const v = await validateXsd({ xml, kind: 'aces', standardsDir: XSD_DIR });
    expect(v.findings).toEqual([]);
    expect(v).toMatchObject({ valid: true, version: '5.0' });
  });
});

describe('parseAcesHeader', () => {
  it('accepts a complete header and Date objects for dates', () => {
    const r = parseAcesHeader({ ...header, transferDate: new Date('2025-02-03T10:00:00Z') });
    expect(r.ok && r.value.transferDate).toBe('2025-02-03');
  });

  it('names every missing or malformed field', () => {
    const r = parseAcesHeader({
      ...header,
      company: ' ',
      brandAaiaId: 'BAEB',
      effectiveDate: '2025-02-30',
      submissionType: 'NET',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.findings.map((f) => f.column).sort()).toEqual([
      'brandAaiaId',
      'company',
      'effectiveDate',
      'submissionType',
    ]);
    expect(r.findings.find((f) => f.column === 'brandAaiaId')?.message).toMatch(
      /2nd letter cannot be A, E, I or O/,
    );
    expect(r.findings.every((f) => f.code === 'ACES_HEADER_INVALID' && f.severity === 'error')).toBe(true);
  });
});

describe('attribute order table', () => {
  it('matches the order of the ACES 4.2 schema for the engine attributes', () => {
    const i = (n: string) => ACES_ATTRIBUTE_ORDER.indexOf(n as (typeof ACES_ATTRIBUTE_ORDER)[number]);
    expect(i('MfrBodyCode')).toBe(0);
    expect(i('EngineBase')).toBeLessThan(i('EngineBlock'));
    expect(i('TransmissionMfrCode')).toBeLessThan(i('TransmissionBase'));
    expect(i('Region')).toBe(ACES_ATTRIBUTE_ORDER.length - 1);
  });
});
