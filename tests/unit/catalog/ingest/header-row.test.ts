import { describe, expect, it } from 'vitest';
import { codes, drain, open, openError } from './open-helpers';

describe('header row detection', () => {
  it('finds the header under a title row and a blank line', async () => {
    const text = 'ACME Brake Catalog 2026\n\nPart Number,Make,Model,Years\nBKM-1,Ford,F-150,2015-2020\nBKM-2,Honda,Civic,2016-2021\n';
    const reader = await open(text);
    expect(reader.header).toEqual(['Part Number', 'Make', 'Model', 'Years']);
    expect(reader.info.headerRow).toBe(3);
    const rows = await drain(reader);
    expect(rows.map((r) => r.row)).toEqual([4, 5]);
    expect(codes(reader.findings)).toContain('HEADER_ROW');
  });

  it('skips title rows padded with delimiters and a metadata row of a different width', async () => {
    const text = [
      'Catalogue Brakeman 2026;;;;;',
      'Édition;mars 2026;;;;',
      ';;;;;',
      'Référence;Marque;Modèle;Année;Position;Quantité',
      'BKM-1;Renault;Clio;2012-2019;Avant;1',
      'BKM-2;Peugeot;208;2012-2019;Avant;1',
    ].join('\n');
    const reader = await open(text);
    expect(reader.header[0]).toBe('Référence');
    expect(reader.info.headerRow).toBe(4);
  });

  it('names blank header cells by position and drops trailing empty ones', async () => {
    const reader = await open('Part Number,,Make,,\nBKM-1,x,Ford,,\n');
    expect(reader.header).toEqual(['Part Number', 'Column 2', 'Make']);
  });

  it('accepts a header with no data rows', async () => {
    const reader = await open('Part Number,Make,Model\n');
    expect(reader.header).toEqual(['Part Number', 'Make', 'Model']);
    expect(await drain(reader)).toEqual([]);
    expect(reader.info.rows).toBe(0);
  });

  it('refuses a file with no header row, saying what to add', async () => {
    const error = await openError('1,2,3\n4,5,6\n7,8,9\n');
    expect(error.code).toBe('HEADER_NOT_FOUND');
    expect(error.message).toContain('catalog.csv');
    expect(error.message).toMatch(/column names/);
  });

  it('explains a single-column file as a delimiter problem', async () => {
    const error = await openError('Part Number\nBKM-1\nBKM-2\n');
    expect(error.code).toBe('HEADER_NOT_FOUND');
    expect(error.message).toMatch(/single column/);
  });
});
