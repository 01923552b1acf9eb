import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyUpdate,
  csvCell,
  diffAces,
  diffSummary,
  readFitmentSet,
  writeDelta,
  type AcesDiff,
} from '@/lib/catalog/diff';
import { openAces } from '@/lib/catalog/readers';
import { validateXsd } from '@/lib/catalog/validate';
import { fixture, XSD_DIR } from '../assess/standards';

const OLD = fixture('aces', 'diff', 'old.xml');
const NEW = fixture('aces', 'diff', 'new.xml');
const today = new Date('2026-02-01');
let dir = '';
let diff: AcesDiff;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'partsmith-diff-'));
  diff = await diffAces(OLD, NEW);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sorted = (m: Map<string, string>): [string, string][] =>
  [...m].sort((a, b) => a[0].localeCompare(b[0]));

describe('diffAces', () => {
  it('counts added, deleted, changed and unchanged fitments', () => {
    expect(diff.counts).toEqual({
      added: 2,
      deleted: 2,
      changed: 2,
      unchanged: 3,
      partsAdded: 2,
      partsDropped: 2,
      vehiclesNew: 1,
      vehiclesDropped: 2,
      repeatedOld: 1,
      repeatedNew: 0,
    });
  });

  it('lists the apps of each kind, old and new side of each change', () => {
    expect(diff.added.map((a) => a.part)).toEqual(['G', 'H']);
    expect(diff.deleted.map((a) => a.part)).toEqual(['C', 'E']);
    expect(
      diff.changed.map((c) => [c.old.part, c.old.qty, c.new.qty, c.old.mfrLabel, c.new.mfrLabel]),
    ).toEqual([
      ['B', 1, 2, null, null],
      ['D', 1, 1, 'Standard', 'Heavy'],
    ]);
    expect(diff.partsAdded).toEqual(['G', 'H']);
    expect(diff.partsDropped).toEqual(['C', 'E']);
    expect(diff.vehiclesNew).toEqual(['BaseVehicle 1006']);
    expect(diff.vehiclesDropped).toEqual(['BaseVehicle 1003', 'BaseVehicle 1005']);
  });

  it('treats note case and spacing, note order and attribute order as the same fitment', () => {
    // App D's note changed from "Severe duty" to "severe  DUTY" and app I's notes swapped order.
    expect(diff.deleted.some((a) => a.part === 'D' || a.part === 'I')).toBe(false);
    expect(diff.added.some((a) => a.part === 'D' || a.part === 'I')).toBe(false);
  });

  it('summarises as plain JSON without the per-app marks', () => {
    const json = JSON.parse(JSON.stringify(diffSummary(diff)));
    expect(Object.keys(json)).toEqual([
      'summary',
      'old',
      'new',
      'counts',
      'partsAdded',
      'partsDropped',
      'vehiclesNew',
      'vehiclesDropped',
    ]);
    expect(json.old).toEqual({ file: 'old.xml', version: '4.2', apps: 8 });
    expect(json.summary).toBe('2 added, 2 deleted, 2 changed');
  });

  it('finds nothing between a file and itself', async () => {
    const same = await diffAces(NEW, NEW);
    expect(same.counts).toMatchObject({ added: 0, deleted: 0, changed: 0, unchanged: 7 });
  });
});

describe('writeDelta', () => {
  it('writes changes.json, changes.csv and an ACES UPDATE with D and A apps', async () => {
    const out = path.join(dir, 'delta');
    const r = await writeDelta(diff, out, {}, { today });
    expect(r.findings).toEqual([]);
    expect({ adds: r.adds, deletes: r.deletes }).toEqual({ adds: 4, deletes: 4 });

    const json = JSON.parse(await readFile(r.changesJson, 'utf8'));
    expect(json.counts).toEqual(diff.counts);
    expect(json.changes.map((c: { change: string }) => c.change)).toEqual([
      'deleted',
      'deleted',
      'changed',
      'changed',
      'added',
      'added',
    ]);

    const csv = (await readFile(r.changesCsv, 'utf8')).trimEnd().split('\r\n');
    expect(csv[0]).toMatch(/^change,vehicle,attributes,part_type,position,conditions,part,old_app_id/);
    expect(csv).toHaveLength(7);
    expect(csv[3]).toBe('changed,BaseVehicle 1002,,1684,22,,B,2,23,1,,2,23,2,');

    const apps: { action: string; part: string; qty: number }[] = [];
    const reader = openAces(r.updateXml!);
    for await (const a of reader) apps.push({ action: a.action, part: a.part, qty: a.qty });
    expect(reader.header).toMatchObject({
      submissionType: 'UPDATE',
      transferDate: '2026-02-01',
      documentTitle: 'February delivery (net change)',
    });
    expect(apps).toEqual([
      { action: 'D', part: 'B', qty: 1 },
      { action: 'D', part: 'C', qty: 1 },
      { action: 'D', part: 'D', qty: 1 },
      { action: 'D', part: 'E', qty: 1 },
      { action: 'A', part: 'B', qty: 2 },
      { action: 'A', part: 'D', qty: 1 },
      { action: 'A', part: 'G', qty: 1 },
      { action: 'A', part: 'H', qty: 1 },
    ]);
  });

  it('round-trips: the UPDATE applied to the old file gives the new file’s fitments', async () => {
    const r = await writeDelta(diff, path.join(dir, 'roundtrip'), {}, { today });
    const applied = await applyUpdate(OLD, r.updateXml!);
    expect(applied.findings).toEqual([]);
    const target = await readFitmentSet(NEW);
    expect(sorted(applied.fitments)).toEqual(sorted(target));
    // And it is not trivially so: the old file's fitments differ.
    expect(sorted(await readFitmentSet(OLD))).not.toEqual(sorted(target));
  });

  it.skipIf(!XSD_DIR)('writes an UPDATE file that validates against the ACES 4.2 XSD', async () => {
    const r = await writeDelta(diff, path.join(dir, 'xsd'), {}, { today });
    const v = await validateXsd({ xmlPath: r.updateXml!, kind: 'aces', standardsDir: XSD_DIR });
    expect(v.findings).toEqual([]);
    expect(v).toMatchObject({ ran: true, valid: true, version: '4.2' });
  });

  it('lists a changed Years/Make/Model app in the CSV but leaves it out of the XML, saying so', async () => {
    const text = await readFile(NEW, 'utf8');
    const changedNew = Buffer.from(text.replace(/(<Model id="668"\/>\s*<Qty>)1/, '$13'));
    const d = await diffAces(OLD, { bytes: changedNew, name: 'new-ymm.xml' });
    expect(d.counts.changed).toBe(3);
    const r = await writeDelta(d, path.join(dir, 'ymm'), {}, { today });
    expect(r.findings.map((f) => f.code)).toEqual(['DELTA_APP_NOT_WRITABLE']);
    expect(await readFile(r.changesCsv, 'utf8')).toMatch(/changed,"Years 2010–2012, Make 54, Model 668"/);
    expect({ adds: r.adds, deletes: r.deletes }).toEqual({ adds: 4, deletes: 4 });
  });

  it('does not write the UPDATE when no valid header can be made, but still the JSON and CSV', async () => {
    const r = await writeDelta(diff, path.join(dir, 'noheader'), { senderName: '', company: ' ' }, { today });
    expect(r.updateXml).toBeNull();
    expect(r.findings.map((f) => f.code)).toContain('DELTA_HEADER_INVALID');
    expect(JSON.parse(await readFile(r.changesJson, 'utf8')).changes).toHaveLength(6);
  });
});

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', `"'+1"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['a,b', '"a,b"'],
    ['BP-1', 'BP-1'],
  ])('neutralises %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('leaves numbers as numbers', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });
});
