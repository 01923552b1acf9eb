import { describe, expect, it } from 'vitest';
import { LEARNED_TERM_CONFIDENCE, LearnedTermBook, normalizeRow, type LearnedTerm } from '@/lib/catalog/normalize';
import type { MappedRow } from '@/lib/catalog/types';
import { baseVehicleId, codes, demoContext, makeId, modelId, partTypeId, positionId, reference, submodelId } from './demo-context';

const pads = { partNumber: 'BP-100', partType: 'Brake Pads', position: 'Front', qty: '1' };
const golf = { make: 'Volkswagen', model: 'Golf', year: '2012' };

function term(field: LearnedTerm['field'], text: string, referenceId: number, extra: Partial<LearnedTerm> = {}): LearnedTerm {
  return { id: `t-${field}-${text}`, field, term: text, referenceId, learnedAt: '2026-11-26T09:00:00Z', conversionId: '1a2b3c4d-5e6f-7a8b', ...extra };
}

function withTerms(terms: LearnedTerm[], fields: MappedRow['fields']) {
  const learned = new LearnedTermBook(terms, reference);
  const result = normalizeRow({ row: 2, fields }, demoContext({ learned }));
  return { result, learned };
}

describe('applying learned terms', () => {
  it('resolves a part type the matcher cannot read, with its own confidence and whose word it was', () => {
    const unknown = { ...pads, ...golf, partType: 'Reibbelag Hinterachse XYZ', position: '' };
    expect(normalizeRow({ row: 2, fields: unknown }, demoContext()).outcome).not.toBe('converted');
    const { result, learned } = withTerms([term('partType', 'reibbelag hinterachse xyz', partTypeId('Disc Brake Pad Set'))], unknown);
    expect(result.outcome).toBe('converted');
    expect(result.apps[0]!.partTypeId).toBe(partTypeId('Disc Brake Pad Set'));
    const d = result.decisions.find((x) => x.field === 'partType')!;
    expect(d.confidence).toBe(LEARNED_TERM_CONFIDENCE);
    expect(d.note).toContain('learned from a review decision on 2026-11-26 (conversion 1a2b3c4d)');
    learned.countRow(result.decisions);
    expect(learned.summary()).toEqual({ used: [{ id: 't-partType-reibbelag hinterachse xyz', field: 'partType', term: 'reibbelag hinterachse xyz', referenceId: partTypeId('Disc Brake Pad Set'), rows: 1 }], ignored: [] });
  });

  it('still takes the position from position words in a learned part-type cell', () => {
    const { result } = withTerms([term('partType', 'Reibbelag XYZ vorne', partTypeId('Disc Brake Pad Set'))], { ...pads, ...golf, partType: 'Reibbelag XYZ vorne', position: '' });
    expect(result.outcome).toBe('converted');
    expect(result.apps[0]).toMatchObject({ partTypeId: partTypeId('Disc Brake Pad Set'), positionId: positionId('Front') });
  });

  it('beats a fuzzy reading, but not the exact reference name', () => {
    const other = [...reference.partTypes.keys()].find((id) => id !== partTypeId('Disc Brake Pad Set'))!;
    const fuzzy = withTerms([term('partType', 'Brake Pads', other)], { ...pads, ...golf, position: '' }).result;
    expect(fuzzy.decisions.find((x) => x.field === 'partType')).toMatchObject({ value: other, confidence: LEARNED_TERM_CONFIDENCE });
    const exact = withTerms([term('partType', 'Disc Brake Pad Set', other)], { ...pads, ...golf, partType: 'Disc Brake Pad Set' }).result;
    expect(exact.decisions.find((x) => x.field === 'partType')).toMatchObject({ value: partTypeId('Disc Brake Pad Set'), confidence: 1 });
  });

  it('ignores a term whose ID the loaded reference lacks, and says why', () => {
    const { result, learned } = withTerms([term('make', 'Vollkswagn', 987_654_321)], { ...pads, ...golf, make: 'Vollkswagn' });
    expect(codes(result)).toContain('MAKE_UNKNOWN');
    expect(learned.summary().ignored).toEqual([expect.objectContaining({ field: 'make', referenceId: 987_654_321, reason: expect.stringContaining('MakeID 987654321 is not in the reference VCdb') })]);
    expect(learned.summary().used).toEqual([]);
  });

  it('reads a learned make, and a learned model under its own make only', () => {
    const golfId = modelId('Volkswagen', 'Golf');
    const terms = [term('make', 'Vollkswagn', makeId('Volkswagen')), term('model', 'Golff Plus Extra', golfId, { id: 'csv:12' })];
    const { result } = withTerms(terms, { ...pads, make: 'Vollkswagn', model: 'Golff Plus Extra', year: '2012' });
    expect(result.outcome).toBe('converted');
    expect(result.apps.map((a) => a.baseVehicleId)).toEqual([baseVehicleId('Volkswagen', 'Golf', 2012)]);
    expect(result.decisions.find((d) => d.field === 'model')!.note).toContain('learned from terms file line 12');
    // Under a make it is no model of, the text is read as usual.
    const toyota = withTerms(terms, { ...pads, make: 'Toyota', model: 'Golff Plus Extra', year: '2012' }).result;
    expect(codes(toyota)).toContain('MODEL_UNKNOWN');
  });

  it('still holds a learned model to the years it was sold', () => {
    const { result } = withTerms([term('model', 'Golff Plus Extra', modelId('Volkswagen', 'Golf'))], { ...pads, ...golf, model: 'Golff Plus Extra', year: '1950' });
    expect(result.outcome).toBe('rejected');
  });

  it('reads a learned position and still checks it against the part type', () => {
    const front = withTerms([term('position', 'vorn', positionId('Front'))], { ...pads, ...golf, position: 'vorn' }).result;
    expect(front.outcome).toBe('converted');
    expect(front.apps[0]!.positionId).toBe(positionId('Front'));
    const left = withTerms([term('position', 'vorn', positionId('Left'))], { ...pads, ...golf, position: 'vorn' }).result;
    expect(codes(left)).toContain('PART_POSITION_INVALID');
  });

  it('rejects a learned submodel the vehicle does not have, as for any submodel', () => {
    const civic = { ...pads, make: 'Honda', model: 'Civic', year: '2012' };
    const ok = withTerms([term('submodel', 'Ex Trim', submodelId('EX'))], { ...civic, submodel: 'Ex Trim' }).result;
    expect(ok.apps[0]?.subModelId).toBe(submodelId('EX'));
    const otherSubmodel = [...reference.submodels.values()].find((s) => !reference.vehicleConfigs(baseVehicleId('Honda', 'Civic', 2012)).some((c) => c.submodelId === s.id))!;
    const bad = withTerms([term('submodel', 'Ex Trim', otherSubmodel.id)], { ...civic, submodel: 'Ex Trim' }).result;
    expect(codes(bad)).toContain('SUBMODEL_NOT_FOR_VEHICLE');
  });

  it('keeps the first of two terms for one value and ignores the second', () => {
    const book = new LearnedTermBook([term('make', 'VW Werk', makeId('Volkswagen'), { id: 'a' }), term('make', 'vw-werk', makeId('Toyota'), { id: 'b' })], reference);
    expect(book.summary().ignored).toEqual([expect.objectContaining({ id: 'b', reason: 'term a of the same make and text came first' })]);
  });
});

describe('where a learned term came from, in the note', () => {
  const unknown = { ...pads, ...golf, partType: 'Reibbelag Hinterachse XYZ', position: '' };
  const noteFor = (extra: Partial<LearnedTerm>) => {
    const { result } = withTerms([term('partType', 'reibbelag hinterachse xyz', partTypeId('Disc Brake Pad Set'), extra)], unknown);
    return result.decisions.find((d) => d.field === 'partType')!.note;
  };

  it.each([
    ['review', 'learned from a review decision on 2026-11-26 (conversion 1a2b3c4d)'],
    ['import', "imported into the workspace's learned terms on 2026-11-26"],
    ['settings', 'added in Settings on 2026-11-26'],
    ['api', 'added through the API on 2026-11-26'],
    ['file', 'learned from a terms file'],
  ] as const)('says a term of origin %s is %s', (origin, says) => {
    const note = noteFor({ origin });
    expect(note).toContain(says);
    if (origin !== 'review') expect(note).not.toContain('review decision');
  });

  it('names the line of a terms file, and reads a term without an origin as a review decision', () => {
    expect(noteFor({ id: 'csv:7', origin: 'file' })).toContain('learned from terms file line 7');
    expect(noteFor({})).toContain('learned from a review decision on 2026-11-26');
  });

  it('keeps the origin of a used term in the summary, so an export of the run says the same', () => {
    const { result, learned } = withTerms([term('partType', 'reibbelag hinterachse xyz', partTypeId('Disc Brake Pad Set'), { origin: 'settings' })], unknown);
    learned.countRow(result.decisions);
    expect(learned.summary().used).toEqual([expect.objectContaining({ origin: 'settings', rows: 1 })]);
  });
});
