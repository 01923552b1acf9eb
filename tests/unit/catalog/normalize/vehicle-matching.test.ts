import { describe, expect, it } from 'vitest';
import { matchMake, matchModel } from '@/lib/catalog/normalize';
import type { Decision, Finding } from '@/lib/catalog/types';
import { codes, demoContext, makeId, modelId, normalize, submodelId, baseVehicleId } from './demo-context';

const ctx = demoContext();
function decided<T>(r: Decision<T> | Finding): Decision<T> {
  if ('code' in r) throw new Error(r.message);
  return r;
}
const finding = (r: Decision<unknown> | Finding) => {
  if (!('code' in r)) throw new Error(`expected a finding, got ${JSON.stringify(r)}`);
  return r;
};

describe('matchMake', () => {
  it('matches the exact name with full confidence', () => {
    expect(decided(matchMake('Toyota', ctx))).toMatchObject({ value: makeId('Toyota'), confidence: 1 });
  });

  it.each([
    ['TOYOTA', 'Toyota'],
    ['mercedes-benz', 'Mercedes-Benz'],
    ['Mercedes Benz', 'Mercedes-Benz'],
    ['Citroen', 'Citroën'],
    ['CITROËN', 'Citroën'],
    ['alfa  romeo', 'Alfa Romeo'],
  ])('ignores case, spacing, punctuation and accents: %s', (text, name) => {
    expect(decided(matchMake(text, ctx))).toMatchObject({ value: makeId(name), confidence: 0.98 });
  });

  it.each([
    ['Chevy', 'Chevrolet'],
    ['VW', 'Volkswagen'],
    ['Mercedes', 'Mercedes-Benz'],
    ['Merc', 'Mercedes-Benz'],
    ['MB', 'Mercedes-Benz'],
    ['Alfa', 'Alfa Romeo'],
    ['Volkswagon', 'Volkswagen'],
  ])('knows the synonym %s', (text, name) => {
    expect(decided(matchMake(text, ctx))).toMatchObject({ value: makeId(name), confidence: 0.97 });
  });

  it('reads a one-letter typo in a long name as the make, at the threshold', () => {
    expect(decided(matchMake('Chevrolett', ctx))).toMatchObject({ value: makeId('Chevrolet'), confidence: 0.9 });
    expect(decided(matchMake('Peugot', ctx))).toMatchObject({ value: makeId('Peugeot'), confidence: 0.9 });
  });

  it('keeps a typo in a short name below the threshold', () => {
    expect(decided(matchMake('Toyta', ctx))).toMatchObject({ value: makeId('Toyota'), confidence: 0.8 });
    expect(decided(matchMake('Hona', ctx))).toMatchObject({ value: makeId('Honda'), confidence: 0.8 });
  });

  it('rejects a make the reference does not have', () => {
    expect(finding(matchMake('Lada', ctx))).toMatchObject({ code: 'MAKE_UNKNOWN', severity: 'error' });
    expect(finding(matchMake('Kai', ctx)).code).toBe('MAKE_UNKNOWN'); // too short to guess a typo
  });
});

describe('matchModel', () => {
  const ford = makeId('Ford');
  it.each([['F-150'], ['F150'], ['F 150'], ['f-150'], ['F.150']])('finds F-150 written %s', (text) => {
    expect(decided(matchModel(text, ford, ctx)).value.modelId).toBe(modelId('Ford', 'F-150'));
  });

  it('drops the make when it is repeated in the model text', () => {
    expect(decided(matchModel('Ford F-150', ford, ctx)).value).toEqual({ modelId: modelId('Ford', 'F-150'), remainder: null });
    expect(decided(matchModel('Mercedes-Benz C-Class', makeId('Mercedes-Benz'), ctx)).value.modelId).toBe(modelId('Mercedes-Benz', 'C-Class'));
  });

  it.each([
    ['Mercedes-Benz', 'C-Klasse', 'C-Class'],
    ['Mercedes-Benz', 'Classe C', 'C-Class'],
    ['Mercedes-Benz', 'Clase E', 'E-Class'],
    ['BMW', '3er', '3 Series'],
    ['BMW', 'Serie 5', '5 Series'],
    ['BMW', 'Série 3', '3 Series'],
    ['Mazda', 'Miata', 'MX-5 Miata'],
    ['Mazda', 'Mazda 3', 'Mazda3'],
  ])('knows %s %s as %s', (make, text, model) => {
    expect(decided(matchModel(text, makeId(make), ctx))).toMatchObject({ value: { modelId: modelId(make, model) }, confidence: 0.97 });
  });

  it('splits a submodel or engine off the end of the model text', () => {
    expect(decided(matchModel('Civic EX', makeId('Honda'), ctx)).value).toEqual({ modelId: modelId('Honda', 'Civic'), remainder: 'EX' });
    expect(decided(matchModel('Golf GTI', makeId('Volkswagen'), ctx)).value.remainder).toBe('GTI');
  });

  it('reads typos only in letters: F-250 is not a typo of F-150', () => {
    expect(decided(matchModel('Camery', makeId('Toyota'), ctx))).toMatchObject({ value: { modelId: modelId('Toyota', 'Camry') }, confidence: 0.9 });
    expect(decided(matchModel('Civc', makeId('Honda'), ctx)).confidence).toBe(0.8);
    expect(finding(matchModel('F-250', ford, ctx)).code).toBe('MODEL_UNKNOWN');
  });

  it('offers the only model a partial name starts with, for review', () => {
    expect(decided(matchModel('Silverado', makeId('Chevrolet'), ctx))).toMatchObject({
      value: { modelId: modelId('Chevrolet', 'Silverado 1500') },
      confidence: 0.7,
    });
  });

  it('rejects a model the make does not have', () => {
    expect(finding(matchModel('Corolla', ford, ctx))).toMatchObject({ code: 'MODEL_UNKNOWN', severity: 'error' });
  });
});

describe('vehicles in rows', () => {
  const base = { partNumber: 'X1', partType: 'Engine Oil Filter' };

  it('turns a model with its submodel into apps with the submodel ID', () => {
    const r = normalize({ ...base, make: 'Honda', model: 'Civic EX', year: '2012' });
    expect(r.outcome).toBe('converted');
    expect(r.apps).toEqual([
      expect.objectContaining({ baseVehicleId: baseVehicleId('Honda', 'Civic', 2012), subModelId: submodelId('EX') }),
    ]);
  });

  it('uses the submodel column and the engine named after the model', () => {
    const r = normalize({ ...base, make: 'VW', model: 'Golf 1.6 TDI', year: '2012', submodel: 'Highline' });
    expect(r.outcome).toBe('converted');
    expect(r.apps[0]).toMatchObject({ subModelId: submodelId('Highline'), engineBaseId: expect.any(Number) });
  });

  it('flags words after the model name that are neither submodel, engine nor generation', () => {
    const r = normalize({ ...base, make: 'VW', model: 'Golf Wolfsburg Edition', year: '2015' });
    expect(r.outcome).toBe('flagged');
    expect(codes(r)).toContain('MODEL_TEXT_EXTRA');
  });

  it('reads a generation after the model name as a hint checked against the years', () => {
    expect(normalize({ ...base, make: 'VW', model: 'Golf VII', year: '2015' }).outcome).toBe('converted');
    expect(codes(normalize({ ...base, make: 'VW', model: 'Golf VII', year: '2005' }))).toContain('MODEL_GENERATION_MISMATCH');
  });

  it('flags a submodel the VCdb does not know, and rejects one the vehicle does not have', () => {
    expect(codes(normalize({ ...base, make: 'Honda', model: 'Civic', year: '2012', submodel: 'Turbo Deluxe' }))).toContain('SUBMODEL_UNMATCHED');
    const r = normalize({ ...base, make: 'Honda', model: 'Civic', year: '2012', submodel: 'Raptor' });
    expect(r.outcome).toBe('rejected');
    expect(codes(r)).toContain('SUBMODEL_NOT_FOR_VEHICLE');
  });

  it('converts the years a submodel existed and names the others', () => {
    const r = normalize({ ...base, make: 'Ford', model: 'F-150', year: '2008-2012', submodel: 'Raptor' });
    expect(r.outcome).toBe('converted');
    expect(r.apps).toHaveLength(3);
    expect(r.findings.find((f) => f.code === 'SUBMODEL_YEARS_PARTIAL')?.message).toMatch(/2008–2009/);
  });
});
