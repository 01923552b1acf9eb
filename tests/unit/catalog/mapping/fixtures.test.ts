import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openCatalog } from '@/lib/catalog/ingest';
import { applySavedMapping, detectMapping, mapRow, parseSavedMapping } from '@/lib/catalog/mapping';
import type { SourceRow } from '@/lib/catalog/types';

const INGEST = new URL('../../../fixtures/ingest/', import.meta.url).pathname;
const MAPPING = new URL('../../../fixtures/mapping/', import.meta.url).pathname;

async function load(file: string): Promise<{ header: string[]; rows: SourceRow[] }> {
  const reader = await openCatalog({ path: INGEST + file });
  if ('error' in reader) throw new Error(reader.error.message);
  const rows: SourceRow[] = [];
  for await (const row of reader.rows) rows.push(row);
  return { header: reader.header, rows };
}

describe('the shared sample catalogs', () => {
  it.each([
    ['en-brakes-clean.csv', 'en'],
    ['de-bremsen-semikolon.csv', 'de'],
    ['fr-freinage-titre.csv', 'fr'],
    ['es-amortiguadores.tsv', 'es'],
    ['it-ricambi-pipe.csv', 'it'],
  ])('%s maps every column confidently and is recognised as %s', async (file, language) => {
    const { header, rows } = await load(file);
    const mapping = detectMapping(header, rows);
    expect(mapping.language).toBe(language);
    expect(mapping.columns.filter((c) => c.field === null || c.confidence < 0.9)).toEqual([]);
    const mapped = mapRow(mapping, rows[0]!);
    expect(mapped.fields.partNumber).toMatch(/^BKM-/);
    expect(mapped.fields.make).toBeTruthy();
  });

  it('applies the saved German mapping to the German catalog without findings', async () => {
    const { header, rows } = await load('de-bremsen-semikolon.csv');
    const parsed = parseSavedMapping(await readFile(MAPPING + 'de-bremsen-semikolon.mapping.json', 'utf8'), 'de-bremsen-semikolon.mapping.json');
    if ('error' in parsed) throw new Error(parsed.error.message);
    const { mapping, findings } = applySavedMapping(parsed.saved, header);
    expect(findings).toEqual([]);
    expect(mapRow(mapping, rows[0]!).fields).toMatchObject({ partNumber: 'BKM-D1760', make: 'VW', yearFrom: '2013', yearTo: '2020', weight: '0,95' });
  });
});
