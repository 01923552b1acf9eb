import { describe, expect, it } from 'vitest';
import { applySavedMapping, detectMapping, parseSavedMapping, toMappingRecord, toSavedMapping } from '@/lib/catalog/mapping';
import { rows } from './sample-rows';

const HEADER = ['Artikelnummer', 'Marke', 'Modell', 'Baujahr', 'Gewicht (kg)', 'Interne Nr'];
const PIM = { kind: 'saved' as const, name: 'PIM layout', version: 2 };
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
    const saved = { version: 1 as const, origin: PIM, columns: [{ column: 'Part Number', field: 'partNumber' as const }, { column: 'Make', field: 'make' as const }] };
    const { mapping, findings } = applySavedMapping(saved, ['Part Number', 'Manufacturer Name', 'Notes']);
    const missing = findings.find((f) => f.code === 'MAPPING_COLUMN_MISSING');
    expect(missing?.column).toBe('Make');
    expect(missing?.message).toMatch(/"Make" \(make\).*has none/);
    expect(findings.filter((f) => f.code === 'MAPPING_COLUMN_EXTRA').map((f) => f.column)).toEqual(['Manufacturer Name', 'Notes']);
    expect(mapping.columns[2]).toMatchObject({ field: null, note: 'not in the saved mapping "PIM layout" v2; not used', origin: PIM });
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
    const saved = { version: 1 as const, origin: PIM, columns: [{ column: 'Part Number', field: 'partNumber' as const }, { column: 'Internal', field: null }] };
    const { mapping, findings } = applySavedMapping(saved, ['Part Number', 'Internal']);
    expect(findings).toEqual([]);
    expect(mapping.columns[1]).toMatchObject({ field: null, note: 'saved mapping "PIM layout" v2: not used' });
  });

  it('states every column as coming from the saved mapping, by name and version, sure of it', () => {
    const saved = { version: 1 as const, origin: PIM, columns: [{ column: 'Part Number', field: 'partNumber' as const }, { column: 'Make', field: 'make' as const }] };
    const { mapping } = applySavedMapping(saved, ['Part Number', 'Make']);
    expect(mapping.columns.map((c) => [c.origin, c.confidence, c.note])).toEqual([
      [PIM, 1, 'saved mapping "PIM layout" v2'],
      [PIM, 1, 'saved mapping "PIM layout" v2'],
    ]);
  });

  it('does not claim a saved mapping when the mapping says nothing of where it came from', () => {
    const { mapping } = applySavedMapping({ version: 1, columns: [{ column: 'Part Number', field: 'partNumber' }] }, ['Part Number']);
    expect(mapping.columns[0]).toMatchObject({ origin: { kind: 'given' }, note: 'mapping given with the conversion' });
    expect(mapping.columns[0]!.note).not.toContain('saved');
  });

  it('applies a run’s record again as the run decided it: each column’s own origin, confidence and note', () => {
    const detected = detectMapping(HEADER, SAMPLE);
    const record = toMappingRecord(detected);
    record.columns[1] = { column: 'Marke', field: 'brand', origin: { kind: 'person', by: 'acct-1', at: '2026-11-22T10:00:00.000Z' } };
    const { mapping, findings } = applySavedMapping(record, HEADER);
    expect(findings).toEqual([]);
    const again = mapping.columns.map((c) => [c.field, c.origin, c.confidence, c.note]);
    const expected = detected.columns.map((c) => [c.field, c.origin, c.confidence, c.note]);
    expected[1] = ['brand', { kind: 'person', by: 'acct-1', at: '2026-11-22T10:00:00.000Z' }, 1, 'changed by account acct-1, 2026-11-22T10:00:00.000Z'];
    expect(again).toEqual(expected);
    // The detector was not sure of everything: the record keeps that.
    expect(mapping.columns.some((c) => c.confidence < 1)).toBe(true);
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
