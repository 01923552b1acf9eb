import { describe, expect, it } from 'vitest';
import { csvCell } from '@/lib/catalog/convert';
import { parseSavedMapping } from '@/lib/catalog/mapping';
import { acesApps, converted, fixture, readText } from './convert-helpers';

/**
 * outcomes.csv, row by row: 2 converts (F-150 2015–2017, 3 apps), 3 repeats 2 (merged), 4 Focus 1990
 * (not sold then: rejected), 5 "Toyta" (short-key typo: flagged), 6 no part number (rejected),
 * 7 a formula as part number and "Civc" (flagged), 8 qty 0 (rejected), 9 unknown make (rejected),
 * 10 "Chevy" Silverado (converts, 2 apps), 11 an oil filter without position (converts, 1 app).
 */
const OUTCOMES = fixture('convert', 'outcomes.csv');

describe('where each row of a messy catalog ends up', () => {
  it('accounts for every row as converted, merged, flagged or rejected', async () => {
    const r = await converted({ path: OUTCOMES });
    expect(r.counts).toMatchObject({ rows: 10, converted: 3, merged: 1, flagged: 2, rejected: 4, apps: 6, items: 3 });
  });

  it('exports no app for a rejected or flagged row, and nothing twice for a merged one', async () => {
    const r = await converted({ path: OUTCOMES });
    const apps = acesApps(await readText(r.files.aces!));
    expect(apps.map((a) => a.part).sort()).toEqual(['BKM-D1414', 'BKM-D1414', 'BKM-D1414', 'BKM-OF3600', 'BKM-R54180', 'BKM-R54180']);
    const pies = await readText(r.files.pies!);
    for (const part of ['BKM-X1990', 'BKM-X2018', 'BKM-Q0000', 'BKM-U0001', 'HYPERLINK']) {
      expect(pies).not.toContain(part);
    }
  });

  it('rejects a model not sold in that year with a finding naming the row', async () => {
    const r = await converted({ path: OUTCOMES });
    expect(r.report.findings).toContainEqual(expect.objectContaining({ code: 'MODEL_NOT_SOLD_IN_YEAR', row: 4, severity: 'error' }));
    expect(r.report.findings).toContainEqual(expect.objectContaining({ code: 'ROW_DUPLICATE', row: 3 }));
  });

  it('lists flagged and rejected rows in flagged.csv with their reasons, formulas neutralised', async () => {
    const r = await converted({ path: OUTCOMES });
    const lines = (await readText(r.files.flagged)).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Row,Outcome,Codes,Reasons,Part Number,Part Type,Make,Model,Years,Position,Qty,Notes,Description,List Price (USD)');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual([
      '4,rejected,MODEL_NOT_SOLD_IN_YEAR',
      '5,flagged,MAKE_TYPO',
      '6,rejected,PART_NUMBER_MISSING',
      '7,flagged,MODEL_TYPO',
      '8,rejected,QTY_INVALID',
      '9,rejected,MAKE_UNKNOWN',
    ]);
    const formulaRow = lines.find((l) => l.startsWith('7,'))!;
    expect(formulaRow).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[1]).toContain('Ford Focus was not sold in 1990');
  });

  it('writes flagged.csv in the run’s report language: columns, outcomes and reasons; codes stay codes', async () => {
    const r = await converted({ path: OUTCOMES }, { reportLocale: 'de' });
    const lines = (await readText(r.files.flagged)).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Zeile,Ergebnis,Codes,Gründe,Part Number,/);
    expect(lines.slice(1, 3).map((l) => l.split(',').slice(0, 3).join(','))).toEqual(['4,abgelehnt,MODEL_NOT_SOLD_IN_YEAR', '5,zur Prüfung,MAKE_TYPO']);
    expect(lines[1]).not.toContain('was not sold in');
    expect(lines[1]).toMatch(/Ford Focus/);
  });

  it('saves the mapping it used in a form --mapping accepts', async () => {
    const r = await converted({ path: OUTCOMES });
    const saved = parseSavedMapping(await readText(r.files.mapping));
    expect('saved' in saved && saved.saved.columns.map((c) => c.field)).toEqual([
      'partNumber', 'partType', 'make', 'model', 'year', 'position', 'qty', 'notes', 'description', 'price',
    ]);
  });

  it('converts an ID-coded catalog and rejects unknown IDs and invalid part type/position pairs', async () => {
    const r = await converted({ path: fixture('convert', 'id-coded.csv') });
    expect(r.counts).toMatchObject({ rows: 7, converted: 5, rejected: 2, apps: 5 });
    expect(r.report.findingCounts).toMatchObject({ BASE_VEHICLE_UNKNOWN: 1, PART_POSITION_INVALID: 1 });
    expect(acesApps(await readText(r.files.aces!)).map((a) => a.part)).not.toContain('BK-BAD-1');
  });
});

describe('a flagged.csv cell', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+49 30 1234', `"'+49 30 1234"`],
    ['-5', `"'-5"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['BKM-D1414', 'BKM-D1414'],
  ])('%j is written as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});
