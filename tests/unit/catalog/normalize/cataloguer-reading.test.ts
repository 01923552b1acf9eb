/**
 * Makes, models, submodels, quantities, positions and years read the way an expert cataloguer reads
 * them, in en, de, fr, es, it — and what is not read (neutral words, ambiguous makes, glued text that
 * names no model).
 */
import { describe, expect, it } from 'vitest';
import { buildReferenceSet } from '@/lib/catalog/reference';
import { createNormalizeContext, matchMake, matchModel, matchPosition, normalizeRow, parseQuantity, parseYears } from '@/lib/catalog/normalize';
import type { Decision, Finding } from '@/lib/catalog/types';
import { baseVehicleId, codes, demoContext, makeId, modelId, normalize, positionId, submodelId } from './demo-context';

const ctx = demoContext();
function decided<T>(r: Decision<T> | Finding): Decision<T> {
  if ('code' in r) throw new Error(r.message);
  return r;
}
function finding(r: Decision<unknown> | Finding): Finding {
  if (!('code' in r)) throw new Error(`expected a finding, got ${JSON.stringify(r)}`);
  return r;
}
const filter = { partNumber: 'F1', partType: 'Engine Oil Filter' };
const pads = { partNumber: 'BP1', partType: 'Brake Pads' };

describe('makes: company forms, synonyms, typos', () => {
  it.each([
    ['Volkswagen AG', 'Volkswagen'],
    ['BMW AG', 'BMW'],
    ['Bayerische Motoren Werke AG', 'BMW'],
    ['Ford Motor Co.', 'Ford'],
    ['Ford Motor Company', 'Ford'],
    ['Ford-Werke GmbH', 'Ford'],
    ['Toyota Motor Corp(oration)', 'Toyota'],
    ['Toyota Motor Corporation', 'Toyota'],
    ['Honda Motor Co., Ltd.', 'Honda'],
    ['Automobiles Citroën', 'Citroën'],
    ['Chevrolet (GM)', 'Chevrolet'],
    ['Chevrolet Div.', 'Chevrolet'],
    ['Mercedes-Benz Cars', 'Mercedes-Benz'],
    ['Mercedes-Benz PKW', 'Mercedes-Benz'],
    ['Fiat S.p.A.', 'Fiat'],
    ['Alfa Romeo S.p.A.', 'Alfa Romeo'],
    ['Renault S.A.S.', 'Renault'],
    ['Seat S.A.', 'Seat'],
    ['GMC Trucks', 'GMC'],
    ['Ram Truck', 'Ram'],
    ['Tesla Motors', 'Tesla'],
    ['Skoda Auto', 'Skoda'],
    ['Adam Opel AG', 'Opel'],
    ['Chevy Trucks', 'Chevrolet'],
  ])('reads the company form %s as %s, and says what it dropped', (text, name) => {
    const d = decided(matchMake(text, ctx));
    expect(d).toMatchObject({ value: makeId(name), confidence: 0.97 });
    expect(d.note).toContain(name);
  });

  it('takes the make in brackets after its company group, and only suggests it after a make the VCdb lacks', () => {
    for (const text of ['Daimler AG (Mercedes-Benz)', 'General Motors Company (Chevrolet)', 'Stellantis N.V. [Peugeot]']) {
      const d = decided(matchMake(text, ctx));
      expect(d.confidence, text).toBe(0.95);
      expect(d.note, text).toMatch(/the make in brackets/);
    }
    expect(decided(matchMake('Daimler AG (Mercedes-Benz)', ctx)).value).toBe(makeId('Mercedes-Benz'));
    const badge = decided(matchMake('Vauxhall (Opel)', ctx));
    expect(badge).toMatchObject({ value: makeId('Opel'), confidence: 0.85 });
    expect(badge.note).toMatch(/'Vauxhall' is not a make of this VCdb/);
  });

  it.each([
    ['VW', 'Volkswagen'],
    ['Merc', 'Mercedes-Benz'],
    ['Mercedes', 'Mercedes-Benz'],
    ['MB', 'Mercedes-Benz'],
    ['Chevy', 'Chevrolet'],
    ['Alfa', 'Alfa Romeo'],
  ])('knows the short form %s', (text, name) => {
    expect(decided(matchMake(text, ctx))).toMatchObject({ value: makeId(name), confidence: 0.97 });
  });

  it('reads a one-letter typo of a name or a synonym, with a company form around it', () => {
    expect(decided(matchMake('Mercedez', ctx))).toMatchObject({ value: makeId('Mercedes-Benz'), confidence: 0.9 });
    expect(decided(matchMake('Volkswagn AG', ctx))).toMatchObject({ value: makeId('Volkswagen'), confidence: 0.9 });
  });

  it('flags a make two makes are one edit from, naming both', () => {
    const f = finding(matchMake('Feat', ctx));
    expect(f).toMatchObject({ code: 'MAKE_AMBIGUOUS', severity: 'warning' });
    expect(f.message).toMatch(/Fiat/);
    expect(f.message).toMatch(/Seat/);
  });

  it.each([['GM'], ['Lada'], ['Motors'], ['AG']])('does not make a make out of %s', (text) => {
    expect(finding(matchMake(text, ctx)).code).toBe('MAKE_UNKNOWN');
  });
});

describe('models: variants, series words, make in the cell, submodels, short forms', () => {
  it.each([
    ['Volkswagen', 'VW Golf', 'Golf', null],
    ['Volkswagen', 'VWGolf', 'Golf', null],
    ['Volkswagen', 'VW-Golf', 'Golf', null],
    ['Alfa Romeo', 'ALFA ROMEO Stelvio', 'Stelvio', null],
    ['Alfa Romeo', 'Alfa Romeo Giulia', 'Giulia', null],
    ['Alfa Romeo', 'Alfa Giulia', 'Giulia', null],
    ['Ford', 'F 150', 'F-150', null],
    ['Honda', 'CRV', 'CR-V', null],
    ['Honda', 'cr v', 'CR-V', null],
    ['Mazda', 'MX5', 'MX-5 Miata', null],
    ['BMW', '3er', '3 Series', null],
    ['BMW', '3-Reihe', '3 Series', null],
    ['BMW', 'Serie 3', '3 Series', null],
    ['BMW', 'Série 5', '5 Series', null],
    ['BMW', 'BMW 3', '3 Series', null],
    ['Mercedes-Benz', 'C-Klasse', 'C-Class', null],
    ['Mercedes-Benz', 'Classe C', 'C-Class', null],
    ['Mercedes-Benz', 'Clase E', 'E-Class', null],
    ['Mercedes-Benz', 'MB C-Klasse', 'C-Class', null],
    ['Tesla', 'S', 'Model S', null],
    ['Volkswagen', 'Golf GTI', 'Golf', 'GTI'],
    ['Ford', 'Focus ST', 'Focus', 'ST'],
    ['Volkswagen', 'Golf VII', 'Golf', 'VII'],
    ['Opel', 'Astra J', 'Astra', 'J'],
    ['Renault', 'Clio IV', 'Clio', 'IV'],
    ['BMW', '320d', '3 Series', '320d'],
    ['Mercedes-Benz', 'C 220 CDI', 'C-Class', 'C 220 CDI'],
  ])('under %s reads %s as %s (rest %s)', (make, text, model, rest) => {
    const d = decided(matchModel(text, makeId(make), ctx));
    expect(d.value).toEqual({ modelId: modelId(make, model), remainder: rest });
    expect(d.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('reads typos of one letter only when one model is that close', () => {
    expect(decided(matchModel('Stelvo', makeId('Alfa Romeo'), ctx))).toMatchObject({ value: { modelId: modelId('Alfa Romeo', 'Stelvio') }, confidence: 0.9 });
    expect(finding(matchModel('F-250', makeId('Ford'), ctx)).code).toBe('MODEL_UNKNOWN');
  });

  it.each([
    ['Chevrolet', 'Silverado', '2012', 'Silverado 1500'],
    ['Dodge', 'Caravan', '2012', 'Grand Caravan'],
  ])('reads the short form %s %s in %s as the one model of that name sold then', (make, text, year, model) => {
    const r = normalize({ ...filter, make, model: text, year });
    expect(r.outcome).toBe('converted');
    expect(r.apps[0]?.baseVehicleId).toBe(baseVehicleId(make, model, Number(year)));
    expect(r.decisions.find((d) => d.field === 'model')).toMatchObject({ confidence: 0.9, note: expect.stringMatching(/short for/) });
  });

  it('keeps the start of a name that is not a whole word for review', () => {
    expect(codes(normalize({ ...filter, make: 'Chevrolet', model: 'Silver', year: '2012' }))).toContain('MODEL_PARTIAL_MATCH');
  });

  it.each([
    ['Golf VII', '2013-2017', 5],
    ['Golf 7', '2015', 1],
    ['Golf Mk7', '2015', 1],
    ['Golf Mk 6', '2010', 1],
    ['Golf VII GTI', '2015', 1],
    ['Golf VII 1.6 TDI', '2015', 1],
  ])('reads the generation in Golf text %s (%s) as a hint that agrees with the years', (model, year, apps) => {
    const r = normalize({ ...filter, make: 'VW', model, year });
    expect(r.outcome).toBe('converted');
    expect(r.apps).toHaveLength(apps);
    expect(r.decisions.find((d) => d.field === 'model')?.note).toMatch(/generation/);
  });

  it.each([
    ['Opel', 'Astra J', '2012'],
    ['Renault', 'Clio IV', '2014'],
    ['Seat', 'Ibiza IV', '2010-2012'],
    ['Skoda', 'Octavia III', '2015'],
    ['Fiat', 'Punto II', '2005'],
  ])('%s %s (%s) converts', (make, model, year) => {
    expect(normalize({ ...filter, make, model, year }).outcome).toBe('converted');
  });

  it('flags a generation whose years disagree with the row, or one it does not know', () => {
    const r = normalize({ ...filter, make: 'Renault', model: 'Clio IV', year: '2004' });
    expect(r.outcome).toBe('flagged');
    expect(codes(r)).toContain('MODEL_GENERATION_MISMATCH');
    expect(codes(normalize({ ...filter, make: 'Opel', model: 'Astra Q', year: '2012' }))).toContain('MODEL_TEXT_EXTRA');
    expect(codes(normalize({ ...filter, make: 'VW', model: 'Golf IX', year: '2024' }))).toContain('MODEL_GENERATION_UNKNOWN');
  });

  it('keeps flagging body and chassis words after the model', () => {
    expect(codes(normalize({ ...filter, make: 'VW', model: 'Golf Variant', year: '2015' }))).toContain('MODEL_TEXT_EXTRA');
    expect(codes(normalize({ ...filter, make: 'VW', model: 'Golf (5G1)', year: '2015' }))).toContain('MODEL_TEXT_EXTRA');
  });

  it('takes a submodel named in the model cell when the reference has it', () => {
    const r = normalize({ ...filter, make: 'BMW', model: '320d', year: '2012' });
    expect(r.outcome).toBe('converted');
    expect(r.apps[0]).toMatchObject({ baseVehicleId: baseVehicleId('BMW', '3 Series', 2012), subModelId: submodelId('320d') });
  });
});

describe('joined vehicle cells', () => {
  it.each([
    [{ model: 'VW Golf VII 2013-2017' }, 'Volkswagen', 'Golf', [2013, 2017]],
    [{ model: 'VW Golf', year: '2015' }, 'Volkswagen', 'Golf', [2015, 2015]],
    [{ model: 'VWGolf', year: '2015' }, 'Volkswagen', 'Golf', [2015, 2015]],
    [{ model: 'Alfa Romeo Giulia', year: '2018' }, 'Alfa Romeo', 'Giulia', [2018, 2018]],
    [{ model: 'ALFA ROMEO Stelvio 2018-2019' }, 'Alfa Romeo', 'Stelvio', [2018, 2019]],
    [{ model: 'Mercedes C-Klasse ab 2020' }, 'Mercedes-Benz', 'C-Class', [2020, 2026]],
    [{ model: 'Peugeot 3008 (2014-2016)' }, 'Peugeot', '3008', [2014, 2016]],
    [{ make: 'Renault Clio IV 2013>2016' }, 'Renault', 'Clio', [2013, 2016]],
    [{ make: '', model: 'Seat Ibiza 2012', year: '' }, 'Seat', 'Ibiza', [2012, 2012]],
  ])('reads %j as %s %s', (fields, make, model, [from, to]) => {
    const r = normalize({ ...filter, ...fields });
    const bvs = [];
    for (let y = from!; y <= to!; y++) bvs.push(baseVehicleId(make as string, model as string, y));
    expect(r.proposed?.apps.map((a) => a.baseVehicleId) ?? r.apps.map((a) => a.baseVehicleId)).toEqual(bvs);
    expect(r.decisions.find((d) => d.field === 'make')?.note).toMatch(/read from the start/);
  });

  it('reads the years of the cell only when they agree with a year column', () => {
    expect(normalize({ ...filter, make: 'VW', model: 'Golf 2013-2015', year: '2013-2015' }).outcome).toBe('converted');
    expect(codes(normalize({ ...filter, make: 'VW', model: 'Golf 2013-2015', year: '2016' }))).toContain('MODEL_TEXT_EXTRA');
  });

  it.each([[{ model: 'Golf', year: '2012' }], [{ model: 'Seatbelt', year: '2012' }], [{ model: 'Fiat', year: '2012' }], [{ model: 'Audit 2012' }]])(
    'does not read a make from %j when no make starts a model name',
    (fields) => {
      const r = normalize({ ...filter, ...fields });
      expect(r.outcome).toBe('rejected');
      expect(codes(r)).toContain('VEHICLE_INCOMPLETE');
    },
  );

  it('flags a glued cell two makes could start, naming both', () => {
    const reference = buildReferenceSet(
      [
        { name: 'Make', columns: ['MakeID', 'MakeName'], rows: [['1', 'GM'], ['2', 'GMC']] },
        { name: 'Model', columns: ['ModelID', 'ModelName'], rows: [['10', 'C 1500'], ['20', '1500']] },
        { name: 'BaseVehicle', columns: ['BaseVehicleID', 'YearID', 'MakeID', 'ModelID'], rows: [['100', '1995', '1', '10'], ['200', '1995', '2', '20']] },
      ],
      { source: 'test' },
    ).reference;
    const local = createNormalizeContext({ reference, brand: 'BKMN', currentYear: 2026 });
    const r = normalizeRow({ row: 2, fields: { partNumber: 'X', model: 'GMC1500', year: '1995' } }, local);
    expect(r.apps).toEqual([]);
    const f = r.findings.find((x) => x.code === 'MAKE_AMBIGUOUS');
    expect(f?.severity).toBe('warning');
    expect(f?.message).toMatch(/GMC 1500/);
    expect(f?.message).toMatch(/GM C 1500/);
    // With the make given, the same text is read.
    const given = normalizeRow({ row: 2, fields: { partNumber: 'X', make: 'GMC', model: 'GMC1500', year: '1995' } }, local);
    expect(given.decisions.find((d) => d.field === 'model')?.value).toBe(20);
    expect(codes(given)).not.toContain('MAKE_AMBIGUOUS');
  });
});

describe('quantities with unit words in five languages', () => {
  it.each([
    ['2', 2], ['2 Stück', 2], ['2 Stk.', 2], ['2 St.', 2], ['1 Satz', 1], ['Menge: 3', 3],
    ['2 pcs', 2], ['2 pc.', 2], ['1 set', 1], ['1 kit', 1], ['2x', 2], ['x2', 2], ['1 nr', 1], ['No. 1', 1],
    ['2 pièces', 2], ['1 jeu', 1], ['2 pces', 2],
    ['2 pzas', 2], ['2 pzs', 2], ['2 uds', 2], ['2 unid.', 2], ['1 juego', 1], ['2 unidades', 2],
    ['2 pz.', 2], ['2 pezzi', 2], ['3 unità', 3],
    ['2,0', 2], ['2.00', 2],
  ])('reads %s as %i', (text, n) => {
    expect(parseQuantity(text)).toMatchObject({ value: n, confidence: 1 });
  });

  it.each([['1 Paar'], ['1 paire'], ['1 par'], ['1 coppia'], ['1 pair']])('flags %s (pairs) for review', (text) => {
    expect(parseQuantity(text)).toMatchObject({ confidence: 0.8, code: 'QTY_IN_PAIRS' });
  });

  it.each([['0'], ['0 Stk'], ['-2'], ['-1 pcs'], ['1,5'], ['2 Meter'], ['a few']])('rejects %s', (text) => {
    expect(parseQuantity(text)).toMatchObject({ code: 'QTY_INVALID', effect: 'reject' });
  });
});

describe('positions: abbreviations and side words in five languages', () => {
  it.each([
    // de
    ['VA', 'Front'], ['HA', 'Rear'], ['Vo.', 'Front'], ['Hi.', 'Rear'], ['v.l.', 'Front Left'], ['h.r.', 'Rear Right'],
    ['vorn links', 'Front Left'], ['an der Vorderachse', 'Front'], ['hi. re.', 'Rear Right'],
    // fr
    ['AV', 'Front'], ['AR', 'Rear'], ['AVG', 'Front Left'], ['AVD', 'Front Right'], ['ARG', 'Rear Left'], ['ARD', 'Rear Right'],
    ['Av.', 'Front'], ['Arr.', 'Rear'], ['AV D', 'Front Right'],
    // es
    ['Del.', 'Front'], ['Tras.', 'Rear'], ['Dcho.', 'Right'], ['Izq.', 'Left'], ['Del. Izq.', 'Front Left'], ['Tras. Der.', 'Rear Right'],
    ['delantero derecho', 'Front Right'],
    // it
    ['Ant.', 'Front'], ['Post.', 'Rear'], ['Sx', 'Left'], ['Dx', 'Right'], ['ant. sx', 'Front Left'], ['post. dx', 'Rear Right'],
    // en
    ['FL', 'Front Left'], ['FR', 'Front Right'], ['RL', 'Rear Left'], ['RR', 'Rear Right'], ['LH', 'Left'], ['RH', 'Right'],
    ['Frt', 'Front'], ['Rr', 'Rear'], ['Drv', 'Driver Side'], ['Pass', 'Passenger Side'], ['Frt Lwr', 'Front Lower'],
  ])('reads %s as %s', (text, name) => {
    expect(decided(matchPosition(text, ctx)).value).toBe(positionId(name));
  });

  it.each([['sin posición'], ['sans'], ['entfällt'], ['n/a'], ['N/A'], ['-'], ['keine'], ['nessuna'], ['pas de position'], ['Set'], ['Kit'], ['Paar'], ['Satz'], ['coppia'], ['juego']])(
    'reads %s as no position, never as one',
    (text) => {
      expect(decided(matchPosition(text, ctx)).value).toBeNull();
    },
  );

  it('does not read a set word as a position next to one', () => {
    expect(decided(matchPosition('Satz vorne', ctx)).value).toBe(positionId('Front'));
    expect(decided(matchPosition('front set', ctx)).value).toBe(positionId('Front'));
  });

  it.each([['D'], ['somewhere'], ['Rrr']])('flags %s: not a position word', (text) => {
    expect(finding(matchPosition(text, ctx)).code).toBe('POSITION_UNMATCHED');
  });

  it('reads brake pads with a position column in each language', () => {
    for (const position of ['vorne', 'avant', 'delantero', 'anteriore', 'Frt']) {
      const r = normalize({ ...pads, make: 'VW', model: 'Golf', year: '2012', position });
      expect(r.apps[0]?.positionId).toBe(positionId('Front'));
    }
  });

  it('reads PositionID 0 as no position, not an unknown ID', () => {
    const bv = String(baseVehicleId('Volkswagen', 'Golf', 2012));
    const r = normalize({ ...filter, baseVehicleId: bv, positionId: '0' });
    expect(r.outcome).toBe('converted');
    expect(r.apps[0]?.positionId).toBeUndefined();
    expect(codes(normalize({ ...filter, baseVehicleId: bv, positionId: '22' }))).toContain('POSITION_UNKNOWN');
  });
});

describe('year notations in five languages', () => {
  const years = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  it.each([
    ['2012>2016', 1], ['2012 > 2016', 1], ['2012→2016', 1], ['2012 -> 2016', 1], ['2012 to 2016', 1],
    ['2012 bis 2016', 1], ['von 2012 bis 2016', 1], ['de 2012 à 2016', 1], ['du 2012 au 2016', 1],
    ['dal 2012 al 2016', 1], ['desde 2012 hasta 2016', 1], ['12-16', 0.95], ['2012-16', 0.95],
  ])('reads %s as 2012–2016', (text, confidence) => {
    expect(parseYears(text, { currentYear: 2026 })).toMatchObject({ years: years(2012, 2016), confidence });
  });

  it.each([['MY2014', 2014, 1], ["'14", 2014, 0.95], ['MJ 2014', 2014, 1]])('reads %s', (text, year, confidence) => {
    expect(parseYears(text, { currentYear: 2026 })).toMatchObject({ years: [year], confidence });
  });

  it.each([['2012-'], ['ab 2012'], ['2012+'], ['seit 2012'], ['à partir de 2012'], ['desde 2012'], ['dal 2012'], ['2012 bis heute'], ['2012 →']])(
    'reads %s as open from 2012',
    (text) => {
      expect(parseYears(text, { currentYear: 2026 })).toMatchObject({ openFrom: 2012, code: 'YEAR_OPEN_ENDED' });
    },
  );

  it('reads production months and flags them', () => {
    expect(parseYears('12/2012-06/2016', { currentYear: 2026 })).toMatchObject({ years: years(2012, 2016), code: 'YEAR_FROM_PRODUCTION_DATE' });
  });

  it('accepts an open end the reference bounds, and flags one it does not', () => {
    const ended = normalize({ ...filter, make: 'Fiat', model: 'Punto', year: 'ab 2012' });
    expect(ended.outcome).toBe('converted');
    expect(ended.apps).toHaveLength(7); // Punto ends 2018 in the reference
    const current = normalize({ ...filter, make: 'VW', model: 'Golf', year: 'ab 2024' });
    expect(current.outcome).toBe('flagged');
    expect(codes(current)).toContain('YEAR_OPEN_ENDED');
  });
});
