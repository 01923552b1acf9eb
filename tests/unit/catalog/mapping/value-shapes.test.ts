import { describe, expect, it } from 'vitest';
import { detectMapping, isValidGtin } from '@/lib/catalog/mapping';
import { fieldsByColumn, rows } from './sample-rows';

describe('mapping from value shapes', () => {
  const header = ['Feld1', 'Feld2', 'Feld3', 'Feld4', 'Feld5', 'Feld6', 'Feld7', 'Feld8', 'Feld9', 'Feld10'];
  const sample = rows(
    ['4006633123457', '2010-2014', 'EngineBase:811;CylinderHeadType:5', 'Ford', 'Front Left', 'EUR', '12,50', 'Disc Brake Pad Set', 'Ceramic pad set for light trucks with hardware', '4006633123450'],
    ['084213200136', '10–14', 'EngineBase:812', 'Chevy', 'Rear', 'EUR', '7,95', 'Disc Brake Rotor', 'Vented rotor, front axle, 345 mm diameter', '4006633123451'],
    ['4000001007035', '2015', 'EngineBase:813;Aspiration:6', 'Mercedes-Benz', 'vorne links', 'USD', '8,49', 'Ölfilter', 'Spin-on oil filter with anti-drainback valve', '4006633123452'],
    ['8400001018134', 'MY2016', 'SubModel:20', 'VW', 'Avant', 'EUR', '19', 'Bougie d’allumage', 'Iridium spark plug, pre-gapped for turbo engines', '4006633123453'],
  );

  it('maps columns with meaningless headers from what their values look like', () => {
    const mapping = detectMapping(header, sample);
    expect(fieldsByColumn(mapping)).toEqual({
      Feld1: 'gtin',
      Feld2: 'year',
      Feld3: 'flatAttributes',
      Feld4: 'make',
      Feld5: 'position',
      Feld6: 'currency',
      Feld7: null, // a bare number could be a weight, a price or a size: not guessed
      Feld8: 'partType',
      Feld9: 'description',
      Feld10: null, // 13 digits, but the check digits are wrong
    });
    const gtin = mapping.columns[0];
    expect(gtin?.note).toMatch(/header "Feld1" not recognised; values look like GTIN/);
    expect(gtin?.confidence).toBeGreaterThanOrEqual(0.8);
    expect(mapping.columns[9]?.note).toMatch(/check digits do not add up/);
    expect(mapping.columns[6]?.note).toMatch(/map by hand/);
  });

  it('calls a column of single years a year but says it could be a from/to year', () => {
    const [column] = detectMapping(['Spalte'], rows(['2005'], ['2009'], ['2014'])).columns;
    expect(column?.field).toBe('year');
    expect(column?.note).toMatch(/4-digit years 2005–2014/);
    expect(column?.confidence).toBeLessThan(0.7);
  });

  it('recognises the ID-coded columns of an ACES-style catalog', () => {
    const mapping = detectMapping(
      ['BaseVehicleID', 'PartTerminologyID', 'PositionID', 'SubModelID', 'EngineBaseID', 'Qualifiers', 'Part', 'Qty', 'MfrLabel'],
      rows(
        ['5911', '1684', '22', '20', '811', 'EngineBase:811;CylinderHeadType:5', 'BKM-D1414', '1', 'Ceramic Pads'],
        ['5912', '1896', '30', '', '', 'Aspiration:6', 'BKM-R54180', '2', 'Vented Rotor'],
        ['6001', '5340', '', '21', '812', 'EngineBase:812', 'BKM-OF3600', '1', ''],
      ),
    );
    expect(fieldsByColumn(mapping)).toEqual({
      BaseVehicleID: 'baseVehicleId',
      PartTerminologyID: 'partTypeId',
      PositionID: 'positionId',
      SubModelID: 'submodelId',
      EngineBaseID: 'engineBaseId',
      Qualifiers: 'flatAttributes',
      Part: 'partNumber',
      Qty: 'qty',
      MfrLabel: 'mfrLabel',
    });
    expect(mapping.columns.find((c) => c.column === 'Qualifiers')?.note).toMatch(/flat ACES attribute lists/);
  });

  it('reads a name column holding numbers as the ID-coded field', () => {
    const [partType, position] = detectMapping(['Part Type', 'Position'], rows(['1684', '22'], ['1896', '30'], ['5340', '1'])).columns;
    expect(partType?.field).toBe('partTypeId');
    expect(position?.field).toBe('positionId');
    expect(partType?.note).toMatch(/numeric IDs/);
  });

  it('reads a column by its values when they contradict the header, and says so', () => {
    const [column] = detectMapping(['Year'], rows(['Ford'], ['Honda'], ['Toyota'])).columns;
    expect(column?.field).toBe('make');
    expect(column?.confidence).toBeLessThan(0.9);
    expect(column?.note).toMatch(/header "Year" reads as Years, but values look like vehicle makes/);
  });

  it('keeps the header reading, doubted, when another column has the better claim to what the values say', () => {
    const [, column] = detectMapping(['Make', 'Year'], rows(['Ford', 'Ford'], ['Honda', 'Honda'], ['Toyota', 'Toyota'])).columns;
    expect(column?.field).toBe('year');
    expect(column?.confidence).toBeLessThan(0.6);
    expect(column?.note).toMatch(/only 0% of values look like years/);
  });

  it('raises confidence when the values agree with the header', () => {
    const [agree] = detectMapping(['EAN'], rows(['4006633123457'], ['084213200136'], ['4000001007035'])).columns;
    const [empty] = detectMapping(['EAN'], []).columns;
    expect(agree!.confidence).toBeGreaterThan(empty!.confidence);
  });

  it.each([
    ['4006633123457', true],
    ['4006633123450', false],
    ['084213200136', true],
    ['96385074', true],
    ["'4006633123457", true],
    ['12345', false],
    ['ABC', false],
  ])('checks GTIN %s → %s', (value, valid) => {
    expect(isValidGtin(value)).toBe(valid);
  });
});
