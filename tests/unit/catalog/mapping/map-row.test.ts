import { describe, expect, it } from 'vitest';
import { compileRowMapper, mapRow } from '@/lib/catalog/mapping';
import type { Mapping } from '@/lib/catalog/types';

const MAPPING: Mapping = {
  language: 'en',
  languageConfidence: 1,
  columns: [
    { index: 0, column: 'Part Number', field: 'partNumber', confidence: 1, note: '', origin: { kind: 'detected' } },
    { index: 1, column: 'Internal', field: null, confidence: 1, note: '', origin: { kind: 'detected' } },
    { index: 2, column: 'Make', field: 'make', confidence: 1, note: '', origin: { kind: 'detected' } },
    { index: 3, column: 'Note 1', field: 'notes', confidence: 1, note: '', origin: { kind: 'detected' } },
    { index: 4, column: 'Note 2', field: 'notes', confidence: 1, note: '', origin: { kind: 'detected' } },
    { index: 5, column: 'Attrs', field: 'flatAttributes', confidence: 1, note: '', origin: { kind: 'detected' } },
    { index: 6, column: 'More attrs', field: 'flatAttributes', confidence: 1, note: '', origin: { kind: 'detected' } },
  ],
};

describe('mapRow', () => {
  it('trims cells, omits empty ones and skips unmapped columns', () => {
    expect(mapRow(MAPPING, { row: 7, values: ['  BKM-1 ', 'secret', '   ', '', ''] })).toEqual({ row: 7, fields: { partNumber: 'BKM-1' } });
  });

  it('joins the columns of a multi-valued field with its separator', () => {
    const mapped = mapRow(MAPPING, { row: 2, values: ['BKM-1', '', 'Ford', 'With ABS', 'Except Raptor', 'EngineBase:811', 'Aspiration:6'] });
    expect(mapped.fields).toEqual({ partNumber: 'BKM-1', make: 'Ford', notes: 'With ABS; Except Raptor', flatAttributes: 'EngineBase:811;Aspiration:6' });
  });

  it('copes with rows shorter than the header', () => {
    expect(mapRow(MAPPING, { row: 3, values: ['BKM-2'] }).fields).toEqual({ partNumber: 'BKM-2' });
  });

  it('gives the same result through a compiled mapper', () => {
    const map = compileRowMapper(MAPPING);
    for (const values of [
      ['BKM-1', 'x', 'Ford', 'a', 'b', 'EngineBase:811', ''],
      ['BKM-2'],
      ['', '', '', '', '', '', ''],
    ]) {
      const row = { row: 2, values };
      expect(map(row)).toEqual(mapRow(MAPPING, row));
    }
  });
});
