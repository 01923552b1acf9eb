import { describe, expect, it } from 'vitest';
import { applySavedMapping, detectMapping, layOverDetected, missingRequiredFields } from '@/lib/catalog/mapping';
import { fieldsByColumn, rows } from './sample-rows';

const HEADER = ['Artikelnummer', 'Teileart', 'Marke', 'Modell', 'Baujahr', 'Hersteller'];
const SAMPLE = rows(
  ['BKM-1', 'Bremsbelagsatz', 'VW', 'Golf', '2013-2020', 'Bosch'],
  ['BKM-2', 'Bremsscheibe', 'BMW', '3er', '2012-2018', 'Bosch'],
  ['BKM-3', 'Stoßdämpfer', 'Seat', 'Ibiza', '2008-2017', 'ATE'],
);
const detected = detectMapping(HEADER, SAMPLE);

describe('an inline mapping laid over the detected one', () => {
  it('settles the columns it names and leaves every other column as detected', () => {
    const { mapping, unknownColumns } = layOverDetected(detected, { version: 1, columns: [{ column: 'Hersteller', field: 'notes' }] });
    expect(unknownColumns).toEqual([]);
    const applied = applySavedMapping(mapping, HEADER).mapping;
    expect(fieldsByColumn(applied)).toEqual({ ...fieldsByColumn(detected), Hersteller: 'notes' });
    // The premise: detection found the part number, the vehicle and the part type on its own.
    expect(fieldsByColumn(detected)).toMatchObject({ Artikelnummer: 'partNumber', Marke: 'make', Modell: 'model', Teileart: 'partType' });
  });

  it('says per column who decided: the inline mapping (sure), or the detector (its own confidence and note)', () => {
    const { mapping } = layOverDetected(detected, { version: 1, columns: [{ column: 'marke', field: 'make' }] });
    const applied = applySavedMapping(mapping, HEADER).mapping;
    expect(applied.columns[2]).toMatchObject({ column: 'Marke', field: 'make', origin: { kind: 'inline' }, confidence: 1, note: 'mapping given inline with the API request' });
    for (const i of [0, 1, 3, 4]) {
      const want = detected.columns[i]!;
      expect(applied.columns[i]).toMatchObject({ origin: { kind: 'detected' }, confidence: want.confidence, note: want.note });
    }
    expect(applied.columns.filter((c) => c.origin.kind === 'detected').some((c) => c.confidence < 1)).toBe(true);
  });

  it('takes a one-column field from the column detection gave it to, saying why', () => {
    const { mapping } = layOverDetected(detected, { version: 1, columns: [{ column: 'Hersteller', field: 'make' }] });
    const applied = applySavedMapping(mapping, HEADER);
    expect(applied.findings).toEqual([]);
    expect(applied.mapping.columns[5]).toMatchObject({ field: 'make', origin: { kind: 'inline' } });
    expect(applied.mapping.columns[2]).toMatchObject({ field: null, origin: { kind: 'inline' } });
    expect(applied.mapping.columns[2]!.note).toMatch(/^detected as Make \(.+\), but the inline mapping gives Make to "Hersteller"; not used$/);
  });

  it('returns the columns it names that the file does not have', () => {
    const { unknownColumns } = layOverDetected(detected, { version: 1, columns: [{ column: 'Brand', field: 'brand' }, { column: 'Marke', field: 'make' }] });
    expect(unknownColumns).toEqual(['Brand']);
  });
});

describe('the fields every row needs', () => {
  it('needs a part number, even for a list of items without vehicles', () => {
    expect(missingRequiredFields(['description', 'gtin']).map((g) => g.field)).toEqual(['partNumber']);
    expect(missingRequiredFields(['partNumber', 'description'])).toEqual([]);
  });

  it('needs make, model, a year and a part type once a vehicle column is mapped', () => {
    expect(missingRequiredFields(['partNumber', 'make']).map((g) => g.field)).toEqual(['model', 'year', 'partType']);
    expect(missingRequiredFields(['partNumber', 'make', 'model', 'yearFrom', 'yearTo', 'partTypeId'])).toEqual([]);
  });

  it('takes a BaseVehicle ID for make, model and year', () => {
    expect(missingRequiredFields(['partNumber', 'baseVehicleId', 'partType'])).toEqual([]);
    expect(missingRequiredFields(['partNumber', 'baseVehicleId']).map((g) => g.field)).toEqual(['partType']);
  });

  it('says why a field is needed', () => {
    expect(missingRequiredFields(['partNumber', 'model', 'year', 'partType'])).toEqual([
      { field: 'make', why: 'every fitment needs a vehicle: make, model and year, or a BaseVehicle ID', said: { id: 'note.map.required.vehicle' } },
    ]);
  });
});
