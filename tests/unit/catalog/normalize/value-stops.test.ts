import { describe, expect, it } from 'vitest';
import { learnedTermKey, normalizeRow, valueStops } from '@/lib/catalog/normalize';
import type { MappedRow } from '@/lib/catalog/types';
import { demoContext, makeId, modelId, partTypeId, positionId, reference } from './demo-context';

const pads = { partNumber: 'BP-100', partType: 'Brake Pads', position: 'Front', qty: '1' };
const golf = { make: 'Volkswagen', model: 'Golf', year: '2012' };

function stopsOf(fields: MappedRow['fields']) {
  const ctx = demoContext();
  const result = normalizeRow({ row: 2, fields }, ctx);
  return { result, stops: valueStops(result, ctx) };
}

describe('the values that held a row', () => {
  it('names an unknown part type with its key and code', () => {
    const { result, stops } = stopsOf({ ...pads, ...golf, partType: 'Reibbelag Hinterachse XYZ' });
    expect(result.outcome).not.toBe('converted');
    expect(stops).toEqual([expect.objectContaining({ field: 'partType', term: 'Reibbelag Hinterachse XYZ', key: learnedTermKey('Reibbelag Hinterachse XYZ'), code: 'PART_TYPE_UNMATCHED' })]);
  });

  it('offers the part types of the loaded PCdb that share words with an unmatched term, best first', () => {
    const { stops } = stopsOf({ ...pads, ...golf, partType: 'Brake Pad Thing' });
    const ids = stops[0]!.candidates.map((c) => c.referenceId);
    expect(ids).toContain(partTypeId('Disc Brake Pad Set'));
    expect(stops[0]!.candidates.length).toBeLessThanOrEqual(5);
    const confidences = stops[0]!.candidates.map((c) => c.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    for (const c of stops[0]!.candidates) expect(reference.partTypes.get(c.referenceId)?.name).toBe(c.name);
  });

  it('offers the makes a misspelt make is closest to', () => {
    const { result, stops } = stopsOf({ ...pads, ...golf, make: 'Vollkswagn' });
    expect(result.outcome).toBe('rejected');
    expect(stops[0]).toMatchObject({ field: 'make', code: 'MAKE_UNKNOWN' });
    expect(stops[0]!.candidates[0]).toMatchObject({ referenceId: makeId('Volkswagen'), name: 'Volkswagen' });
  });

  it('puts what the matcher read below the threshold first, with its own confidence', () => {
    const { result, stops } = stopsOf({ ...pads, ...golf, make: 'Toyta', model: 'Camry', year: '2012' });
    expect(result.outcome).toBe('flagged');
    expect(stops[0]).toMatchObject({ field: 'make', code: 'MAKE_TYPO' });
    expect(stops[0]!.candidates[0]).toEqual({ referenceId: makeId('Toyota'), name: 'Toyota', confidence: 0.8 });
  });

  it("offers only the row's make's models for an unknown model", () => {
    const { stops } = stopsOf({ ...pads, ...golf, model: 'Golff Plus Extra' });
    expect(stops[0]).toMatchObject({ field: 'model' });
    const vw = reference.modelsOfMake(makeId('Volkswagen'));
    expect(stops[0]!.candidates.length).toBeGreaterThan(0);
    for (const c of stops[0]!.candidates) expect(vw).toContain(c.referenceId);
    expect(stops[0]!.candidates[0]!.referenceId).toBe(modelId('Volkswagen', 'Golf'));
  });

  it('offers the positions the part type allows for a position it does not', () => {
    const { result, stops } = stopsOf({ ...pads, ...golf, position: 'Left' });
    expect(result.outcome).toBe('rejected');
    expect(stops[0]).toMatchObject({ field: 'position', code: 'PART_POSITION_INVALID' });
    const allowed = reference.positionsForPartType(partTypeId('Disc Brake Pad Set'));
    for (const c of stops[0]!.candidates) expect(allowed).toContain(c.referenceId);
    expect(positionId('Front')).toBeDefined();
  });

  it('has no stop for rows held by other values', () => {
    expect(stopsOf({ ...pads, ...golf, qty: '0' }).stops).toEqual([]);
    expect(stopsOf({ ...pads, make: 'Fiat', model: 'Punto', year: '2019' }).stops).toEqual([]);
    expect(stopsOf({ ...pads, model: 'Golf', year: '2012' }).stops).toEqual([]);
  });

  it('has none for a converted row', () => {
    expect(stopsOf({ ...pads, ...golf }).stops).toEqual([]);
  });

  it('gives empty candidates when nothing is close', () => {
    const { stops } = stopsOf({ ...pads, ...golf, make: 'Qqqqxz' });
    expect(stops).toEqual([expect.objectContaining({ field: 'make', candidates: [] })]);
  });
});
