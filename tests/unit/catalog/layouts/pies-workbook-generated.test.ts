import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConvertResult } from '@/lib/catalog/convert';
import { validateXsd } from '@/lib/catalog/validate';
import { converted, NO_XSD, tempDir, XSD_DIR } from '../convert/convert-helpers';

/*
 * A small PIES workbook made here: rows that cannot be placed are findings naming sheet, row and
 * column; an Items row with no segment rows is still an item; the run's brand fills in for an
 * Items row without one.
 */

let result: ConvertResult;
let xml = '';

beforeAll(async () => {
  const dir = await tempDir();
  const wb = new ExcelJS.Workbook();
  const sheet = (name: string, rows: (string | number | null)[][]) => {
    const ws = wb.addWorksheet(name);
    for (const r of rows) ws.addRow(r);
  };
  sheet('items', [
    ['PartNumber', 'BrandAAIAID', 'PartTerminologyID', 'Colour'],
    ['P-1', 'BKMN', 90101, 'red'],
    ['P-2', null, 90101, null],
    ['P-1', 'BKMN', 90101, null],
    [null, 'BKMN', 90101, null],
  ]);
  sheet('Descriptions', [
    ['PartNumber', 'Description', 'DescriptionCode', 'LanguageCode'],
    ['P-1', 'Brake pad set', 'DES', 'en'],
    ['GHOST-9', 'Not on the Items sheet', 'DES', 'EN'],
  ]);
  sheet('Prices', [
    ['PartNumber', 'Price', 'PriceUOM', 'PriceType', 'CurrencyCode'],
    ['P-1', 'abc', 'PE', 'LST', 'USD'],
    ['P-1', 12.5, 'PE', 'LST', 'XYZ'],
    ['P-1', 12.5, 'PE', 'LST', 'USD'],
  ]);
  sheet('Notes', [['anything']]);
  const file = path.join(dir, 'small-pies.xlsx');
  await wb.xlsx.writeFile(file);
  result = await converted({ path: file }, { outDir: path.join(dir, 'out') });
  xml = await readFile(result.files.pies!, 'utf8');
});

describe('a generated PIES workbook', () => {
  it('makes one item per distinct Items row; a duplicate and a row without part number are counted', () => {
    expect(result.counts).toMatchObject({ rows: 4, items: 2, rejected: 1, merged: 1, apps: 0 });
    expect(result.report.findings.find((f) => f.code === 'PIES_WORKBOOK_DUPLICATE_ITEM')).toMatchObject({ row: 4, column: 'items!PartNumber' });
    expect(result.report.findings.find((f) => f.code === 'PIES_WORKBOOK_ITEM_REJECTED')).toMatchObject({ row: 5 });
  });

  it('keeps an Items row with no segment rows as an item, under the run brand when it gives none', () => {
    expect(xml).toMatch(/<PartNumber>P-2<\/PartNumber>\n      <BrandAAIAID>BKMN<\/BrandAAIAID>\n      <PartTerminologyID>90101<\/PartTerminologyID>\n    <\/Item>/);
  });

  it('reports a segment row whose part has no Items row, naming sheet, row and part', () => {
    const f = result.report.findings.find((x) => x.code === 'PIES_WORKBOOK_PART_UNKNOWN')!;
    expect(f).toMatchObject({ row: 3, column: 'Descriptions!PartNumber', severity: 'warning' });
    expect(f.message).toMatch(/^Sheet "Descriptions", row 3: part GHOST-9 has no row on the Items sheet/);
    expect(result.report.findingCounts.PIES_WORKBOOK_ROWS_UNPLACED).toBe(1);
    expect(xml).not.toContain('Not on the Items sheet');
  });

  it('leaves out values that do not fit, with a finding per cell, and keeps the rest', () => {
    const dropped = result.report.findings.filter((f) => f.code === 'PIES_WORKBOOK_VALUE_DROPPED').map((f) => `${f.column}@${f.row}`);
    expect(dropped).toEqual(expect.arrayContaining(['Prices!Price@2', 'Prices!CurrencyCode@3']));
    expect(result.report.findingCounts.PIES_WORKBOOK_RECORD_DROPPED).toBe(2);
    expect(xml.match(/<Pricing /g)?.length).toBe(1);
    expect(xml).toContain('<Price UOM="PE">12.5</Price>');
    expect(xml).toContain('DescriptionCode="DES" LanguageCode="EN">Brake pad set</Description>');
  });

  it('says what it did not read: unknown columns and sheets', () => {
    expect(result.report.findings.find((f) => f.code === 'PIES_WORKBOOK_COLUMN_UNUSED')?.message).toMatch(/"Colour"/);
    expect(result.report.findings.find((f) => f.code === 'PIES_WORKBOOK_SHEET_UNUSED')?.message).toMatch(/"Notes"/);
  });

  it.skipIf(NO_XSD)('writes a pies.xml that passes the PIES 7.2 schema', async () => {
    const v = await validateXsd({ xmlPath: result.files.pies!, kind: 'pies', standardsDir: XSD_DIR, fileName: 'pies.xml' });
    expect(v.findings).toEqual([]);
    expect(v.valid).toBe(true);
  });
});
