import { describe, expect, it } from 'vitest';
import { codes, drain, open, openError } from './open-helpers';
import { workbook } from './xlsx-helpers';

const HEADER = ['Part Number', 'Make', 'Model', 'Year', 'Qty', 'Notes', 'GTIN'];

describe('XLSX ingest', () => {
  it('reads the header under title rows, with sheet row numbers', async () => {
    const bytes = await workbook({
      Catalog: [['ACME Brake Catalog 2026'], [], HEADER, ['BKM-D1414', 'Ford', 'F-150', 2015, 1, 'Front', 84213200136], [], ['BKM-OF3600', 'Toyota', 'Camry', 2018, 1, null, 84213200266]],
    });
    const reader = await open(bytes, 'catalog.csv'); // the extension lies; the bytes decide
    expect(reader.info).toMatchObject({ format: 'xlsx', encoding: null, delimiter: null, sheet: 'Catalog', headerRow: 3 });
    expect(reader.header).toEqual(HEADER);
    const rows = await drain(reader);
    expect(rows.map((r) => r.row)).toEqual([4, 6]);
    expect(rows[0]?.values).toEqual(['BKM-D1414', 'Ford', 'F-150', '2015', '1', 'Front', '84213200136']);
    expect(rows[1]?.values[5]).toBe('');
    expect(reader.info.rows).toBe(2);
  });

  it('turns cell values into the text a user sees', async () => {
    const bytes = await workbook(
      {
        Catalog: [
          ['Part Number', 'Year', 'Weight', 'Released', 'Description', 'Double Qty', 'Label', 'In Stock', 'Check', 'Code'],
          [
            'BKM-1',
            2010,
            0.1 + 0.2,
            new Date(Date.UTC(2015, 2, 1)),
            { richText: [{ text: 'Brake ' }, { font: { bold: true }, text: 'pads' }] },
            { formula: 'B2*2', result: 4020 },
            { formula: 'A2&"-X"', result: 'BKM-1-X' },
            true,
            { error: '#N/A' },
            123,
          ],
        ],
      },
      (wb) => {
        wb.getWorksheet('Catalog')!.getCell('J2').numFmt = '00000';
      },
    );
    const rows = await drain(await open(bytes, 'catalog.xlsx'));
    expect(rows[0]?.values).toEqual(['BKM-1', '2010', '0.3', '2015-03-01', 'Brake pads', '4020', 'BKM-1-X', 'TRUE', '#N/A', '00123']);
  });

  it('keeps accented text intact across a large shared-string table', async () => {
    // exceljs's own streaming reader garbles characters split across inflate chunks; ours must not.
    const rows = Array.from({ length: 6000 }, (_, i) => [`BKM-${i}`, `Bremsbeläge vorne Größe ${i} für Fahrzeuge`, `Stoßdämpfer hinten ${i}`]);
    const bytes = await workbook({ Daten: [['Artikelnummer', 'Bezeichnung', 'Bemerkung'], ...rows] });
    const read = await drain(await open(bytes, 'katalog.xlsx'));
    expect(read).toHaveLength(6000);
    expect(read.filter((r) => r.values.some((v) => v.includes('\uFFFD')))).toEqual([]);
    expect(read[5999]?.values[1]).toBe('Bremsbeläge vorne Größe 5999 für Fahrzeuge');
  });

  it('reads the first sheet with data, and names the sheets it did not read', async () => {
    const bytes = await workbook({
      Cover: [],
      Catalog: [HEADER, ['BKM-1', 'Ford', 'F-150', 2015, 1, '', '']],
      Prices: [['Part Number', 'Price'], ['BKM-1', 49.99]],
    });
    const reader = await open(bytes, 'catalog.xlsx');
    expect(reader.info.sheet).toBe('Catalog');
    expect(codes(reader.findings)).toContain('XLSX_SHEET_CHOSEN');
    expect(reader.findings.find((f) => f.code === 'XLSX_SHEET_CHOSEN')?.message).toMatch(/"Prices"/);
  });

  it('reads the sheet asked for by name, ignoring case', async () => {
    const bytes = await workbook({
      Catalog: [HEADER, ['BKM-1', 'Ford', 'F-150', 2015, 1, '', '']],
      Prices: [['Part Number', 'Price'], ['BKM-1', 49.99]],
    });
    const reader = await open(bytes, 'catalog.xlsx', { sheet: 'prices' });
    expect(reader.info.sheet).toBe('Prices');
    expect(reader.header).toEqual(['Part Number', 'Price']);
    expect((await drain(reader))[0]?.values).toEqual(['BKM-1', '49.99']);
  });

  it('refuses an unknown sheet name and lists the sheets there are', async () => {
    const bytes = await workbook({ Catalog: [HEADER], Prices: [['Part Number', 'Price']] });
    const error = await openError(bytes, 'catalog.xlsx', { sheet: 'Fitment' });
    expect(error.code).toBe('XLSX_SHEET_NOT_FOUND');
    expect(error.message).toContain('"Catalog", "Prices"');
  });

  it('refuses a workbook whose sheets are all empty', async () => {
    expect((await openError(await workbook({ Sheet1: [], Sheet2: [] }), 'empty.xlsx')).code).toBe('INPUT_EMPTY');
  });

  it('does not flag XLSX rows that simply end before the last column', async () => {
    const reader = await open(await workbook({ Catalog: [HEADER, ['BKM-1', 'Ford']] }), 'catalog.xlsx');
    expect((await drain(reader))[0]?.values).toEqual(['BKM-1', 'Ford']);
    expect(codes(reader.findings)).not.toContain('ROW_RAGGED');
  });
});
