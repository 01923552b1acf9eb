import { describe, expect, it } from 'vitest';
import { codes, concat, drain, open, openError } from './open-helpers';

describe('malformed text input', () => {
  it('flags rows with fewer or more cells than the header, with their row numbers', async () => {
    const text = 'Part Number,Make,Model,Qty\nBKM-1,Ford,F-150,1\nBKM-2,Honda\nBKM-3,Toyota,Camry,2,extra\nBKM-4,BMW,3 Series,1,,\n';
    const reader = await open(text);
    const rows = await drain(reader);
    expect(rows).toHaveLength(4);
    const ragged = reader.findings.filter((f) => f.code === 'ROW_RAGGED');
    // Row 5's surplus cells are empty (trailing delimiters): not worth a finding.
    expect(ragged.map((f) => f.row)).toEqual([3, 4]);
    expect(ragged[0]?.message).toMatch(/row 3 has 2 cell\(s\) but the header has 4/);
    expect(ragged[1]?.message).toMatch(/ignored/);
  });

  it('recovers from an unterminated quote and keeps reading the rows after it', async () => {
    const text = 'Part Number,Notes,Qty\nBKM-1,"never closed,1\nBKM-2,fine,2\nBKM-3,also fine,3\n';
    const reader = await open(text);
    const rows = await drain(reader);
    expect(rows.map((r) => r.values[0])).toEqual(['BKM-1', 'BKM-2', 'BKM-3']);
    const finding = reader.findings.find((f) => f.code === 'QUOTE_UNTERMINATED');
    expect(finding?.row).toBe(2);
    expect(finding?.message).toContain('catalog.csv row 2');
  });

  it('treats a quoted cell running past the record limit as unterminated', async () => {
    const text = `Part Number,Notes\nBKM-1,"${'long line\n'.repeat(200)}`;
    const reader = await open(text, 'catalog.csv', { limits: { maxRecordChars: 500 } });
    await drain(reader);
    expect(codes(reader.findings)).toContain('QUOTE_UNTERMINATED');
  });

  it('strips NUL bytes and says in which row they were', async () => {
    const bytes = concat(new TextEncoder().encode('Part Number,Make\nBKM-1,Fo'), [0, 0], new TextEncoder().encode('rd\nBKM-2,Honda\n'));
    const reader = await open(bytes);
    const rows = await drain(reader);
    expect(rows[0]?.values).toEqual(['BKM-1', 'Ford']);
    const nul = reader.findings.find((f) => f.code === 'NUL_BYTES');
    expect(nul?.row).toBe(2);
  });

  it('refuses an empty file', async () => {
    const error = await openError(new Uint8Array(0), 'empty.csv');
    expect(error.code).toBe('INPUT_EMPTY');
    expect(error.message).toContain('empty.csv');
  });

  it('refuses a file of blank lines as empty', async () => {
    expect((await openError('\n  \n,,,\n\n')).code).toBe('INPUT_EMPTY');
  });

  it('skips blank rows without counting them as data, and says so once', async () => {
    const reader = await open('Part Number,Make\nBKM-1,Ford\n\n,\nBKM-2,Honda\n');
    const rows = await drain(reader);
    expect(rows.map((r) => r.row)).toEqual([2, 5]);
    expect(reader.info.rows).toBe(2);
    const blank = reader.findings.filter((f) => f.code === 'ROWS_BLANK');
    expect(blank).toHaveLength(1);
    expect(blank[0]?.message).toMatch(/2 blank row\(s\).*rows 3, 4/);
  });

  it('refuses binary garbage', async () => {
    let seed = 7;
    const random = Uint8Array.from({ length: 4096 }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) & 0xff);
    const error = await openError(random, 'catalog.csv');
    expect(error.code).toBe('INPUT_BINARY');
  });

  it('refuses a legacy .xls workbook and tells how to save it', async () => {
    const xls = concat([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Uint8Array(504));
    const error = await openError(xls, 'catalog.xls');
    expect(error.code).toBe('INPUT_LEGACY_XLS');
    expect(error.message).toMatch(/\.xlsx/);
    expect(error.message).toMatch(/CSV/);
  });

  it('recognises a PDF by its magic bytes even when named .csv', async () => {
    const error = await openError('%PDF-1.7\n%âãÏÓ\n', 'catalog.csv');
    expect(error.code).toBe('INPUT_UNSUPPORTED');
    expect(error.message).toMatch(/PDF/);
  });

  it('recognises an HTML table saved as .xls', async () => {
    const error = await openError('<html><body><table><tr><td>Part</td></tr></table></body></html>', 'export.xls');
    expect(error.code).toBe('INPUT_UNSUPPORTED');
    expect(error.message).toMatch(/HTML/);
  });

  it('keeps the first findings of a repeated problem and summarises the rest', async () => {
    const text = 'Part Number,Make,Model\n' + 'BKM,Ford\n'.repeat(6);
    const reader = await open(text, 'catalog.csv', { limits: { maxFindingsPerCode: 2 } });
    await drain(reader);
    expect(codes(reader.findings).filter((c) => c === 'ROW_RAGGED')).toHaveLength(2);
    const summary = reader.findings.find((f) => f.code === 'FINDINGS_TRUNCATED');
    expect(summary?.message).toMatch(/4 more ROW_RAGGED/);
  });

  it('returns an error value for a path that does not exist', async () => {
    const { openCatalog } = await import('@/lib/catalog/ingest');
    const result = await openCatalog({ path: '/nonexistent/catalog.csv' });
    expect('error' in result && result.error.code).toBe('INPUT_UNREADABLE');
  });
});
