import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCatalog } from '@/lib/catalog/ingest';
import { FIXTURES, drain } from './open-helpers';

/** The shared sample catalogs other stages and the preview reuse: they must keep reading cleanly. */
describe.each([
  ['en-brakes-clean.csv', { format: 'csv', encoding: 'utf-8', delimiter: ',', headerRow: 1, rows: 20, first: 'Part Number' }],
  ['de-bremsen-semikolon.csv', { format: 'csv', encoding: 'utf-8-bom', delimiter: ';', headerRow: 1, rows: 16, first: 'Artikelnummer' }],
  ['fr-freinage-titre.csv', { format: 'csv', encoding: 'utf-8', delimiter: ';', headerRow: 4, rows: 14, first: 'Référence' }],
  ['es-amortiguadores.tsv', { format: 'tsv', encoding: 'utf-8', delimiter: '\t', headerRow: 1, rows: 14, first: 'Número de pieza' }],
  ['it-ricambi-pipe.csv', { format: 'csv', encoding: 'utf-8', delimiter: '|', headerRow: 1, rows: 13, first: 'Codice articolo' }],
])('fixture %s', (file, expected) => {
  it('opens with the expected layout and no warnings', async () => {
    const reader = await openCatalog({ path: join(FIXTURES, file) });
    if ('error' in reader) throw new Error(reader.error.message);
    const rows = await drain(reader);
    expect(reader.info).toMatchObject({
      format: expected.format,
      encoding: expected.encoding,
      delimiter: expected.delimiter,
      headerRow: expected.headerRow,
      rows: expected.rows,
    });
    expect(reader.header[0]).toBe(expected.first);
    expect(rows).toHaveLength(expected.rows);
    expect(rows.every((r) => r.values.length === reader.header.length)).toBe(true);
    expect(reader.findings.filter((f) => f.severity !== 'info')).toEqual([]);
  });
});
