import { describe, expect, it } from 'vitest';
import { drain, open } from './open-helpers';
import { workbook } from './xlsx-helpers';

const CSV = 'Part Number,Make\nBKM-1,Ford\n';

describe('extension that contradicts the content', () => {
  it('warns when a CSV is named .xlsx, naming the file, its extension and what the bytes are', async () => {
    const reader = await open(CSV, 'catalog.xlsx');
    const rows = await drain(reader);
    expect(rows.map((r) => r.values)).toEqual([['BKM-1', 'Ford']]);
    const warning = reader.findings.find((f) => f.code === 'INPUT_EXTENSION_MISMATCH');
    expect(warning).toMatchObject({ severity: 'warning', file: 'catalog.xlsx' });
    expect(warning?.message).toContain('catalog.xlsx');
    expect(warning?.message).toContain('".xlsx"');
    expect(warning?.message).toMatch(/delimited text/);
  });

  it('warns when a workbook is named .csv', async () => {
    const reader = await open(await workbook({ Catalog: [['Part Number', 'Make'], ['BKM-1', 'Ford']] }), 'prices.CSV');
    const warning = reader.findings.find((f) => f.code === 'INPUT_EXTENSION_MISMATCH');
    expect(warning?.message).toMatch(/"\.CSV".*XLSX workbook/);
  });

  it('warns when a CSV is named .xls', async () => {
    const reader = await open(CSV, 'legacy.xls');
    expect(reader.findings.map((f) => f.code)).toContain('INPUT_EXTENSION_MISMATCH');
  });

  it('says nothing when the extension matches, or promises nothing', async () => {
    for (const name of ['catalog.csv', 'catalog.txt', 'catalog.tsv', 'catalog', 'catalog.dat', '.csv']) {
      const reader = await open(CSV, name);
      expect(reader.findings.map((f) => f.code), name).not.toContain('INPUT_EXTENSION_MISMATCH');
    }
    const xlsx = await open(await workbook({ Catalog: [['Part Number', 'Make'], ['BKM-1', 'Ford']] }), 'catalog.xlsx');
    expect(xlsx.findings.map((f) => f.code)).not.toContain('INPUT_EXTENSION_MISMATCH');
  });
});
