import { describe, expect, it } from 'vitest';
import { applySavedMapping, detectMapping, parseSavedMapping, toSavedMapping } from '@/lib/catalog/mapping';
import { rows } from './sample-rows';

const HEADER = ['Artikelnummer', 'Marke', 'Modell', 'Baujahr', 'Gewicht (kg)', 'Interne Nr'];
const SAMPLE = rows(['BKM-1', 'VW', 'Golf', '2013-2020', '0,95', 'X-17'], ['BKM-2', 'BMW', '3er', '2012-2018', '1,10', 'X-18'], ['BKM-3', 'Seat', 'Ibiza', '2008-2017', '0,88', 'X-19']);

describe('saved mappings', () => {
  it('round-trips: save, write as JSON, parse, apply to the same layout', () => {
    const detected = detectMapping(HEADER, SAMPLE);
    const json = JSON.stringify(toSavedMapping(detected));
    const parsed = parseSavedMapping(json, 'm.json');
    if ('error' in parsed) throw new Error(parsed.error.message);
    const { mapping, findings } = applySavedMapping(parsed.saved, HEADER);
    expect(findings).toEqual([]);
    expect(mapping.columns.map((c) => c.field)).toEqual(detected.columns.map((c) => c.field));
    expect(mapping.columns.find((c) => c.column === 'Gewicht (kg)')?.unit).toBe('kg');
    expect(mapping.language).toBe('de');
    expect(mapping.columns.every((c) => c.confidence === 1)).toBe(true);
  });

  it('matches columns by header text regardless of order, case and spacing', () => {
    const saved = { version: 1 as const, columns: [{ column: 'Part  Number', field: 'partNumber' as const }, { column: 'MAKE', field: 'make' as const }] };
    const { mapping } = applySavedMapping(saved, ['make', 'part number']);
    expect(mapping.columns.map((c) => c.field)).toEqual(['make', 'partNumber']);
  });

  it('reports a saved column the file lacks, and leaves a new column unmapped with a note', () => {
    const saved = { version: 1 as const, columns: [{ column: 'Part Number', field: 'partNumber' as const }, { column: 'Make', field: 'make' as const }] };
    const { mapping, findings } = applySavedMapping(saved, ['Part Number', 'Manufacturer Name', 'Notes']);
    const missing = findings.find((f) => f.code === 'MAPPING_COLUMN_MISSING');
    expect(missing?.column).toBe('Make');
    expect(missing?.message).toMatch(/"Make" \(make\).*has none/);
    expect(findings.filter((f) => f.code === 'MAPPING_COLUMN_EXTRA').map((f) => f.column)).toEqual(['Manufacturer Name', 'Notes']);
    expect(mapping.columns[2]).toMatchObject({ field: null, note: 'not in the saved mapping; not used' });
  });

  it('makes a missing part-number column an error, since nothing can be converted without it', () => {
    const saved = { version: 1 as const, columns: [{ column: 'Part Number', field: 'partNumber' as const }] };
    const { findings } = applySavedMapping(saved, ['Item']);
    expect(findings.find((f) => f.code === 'MAPPING_COLUMN_MISSING')?.severity).toBe('error');
  });

  it('refuses to give one single-valued field to two columns', () => {
    const saved = { version: 1 as const, columns: [{ column: 'A', field: 'make' as const }, { column: 'B', field: 'make' as const }] };
    const { mapping, findings } = applySavedMapping(saved, ['A', 'B']);
    expect(mapping.columns.map((c) => c.field)).toEqual(['make', null]);
    expect(findings.map((f) => f.code)).toEqual(['MAPPING_FIELD_DUPLICATE']);
  });

  it('keeps columns saved as unused out of the findings', () => {
    const saved = { version: 1 as const, columns: [{ column: 'Part Number', field: 'partNumber' as const }, { column: 'Internal', field: null }] };
    const { mapping, findings } = applySavedMapping(saved, ['Part Number', 'Internal']);
    expect(findings).toEqual([]);
    expect(mapping.columns[1]).toMatchObject({ field: null, note: 'saved mapping: not used' });
  });

  it.each([
    ['{ not json', /not valid JSON/],
    [JSON.stringify({ version: 2, columns: [{ column: 'A', field: 'make' }] }), /version/],
    [JSON.stringify({ version: 1, columns: [{ column: 'A', field: 'vehicleColour' }] }), /columns\.0\.field/],
    [JSON.stringify({ version: 1, columns: [] }), /columns/],
  ])('rejects an invalid saved mapping %s with a finding', (text, message) => {
    const result = parseSavedMapping(text, 'm.json');
    expect('error' in result).toBe(true);
    if ('error' in result) {
      expect(result.error.code).toBe('MAPPING_INVALID');
      expect(result.error.message).toMatch(message);
      expect(result.error.message).toContain('m.json');
    }
  });
});
