import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReferenceSet, loadReference } from '@/lib/catalog/reference';
import { createNormalizeContext, normalizeRow } from '@/lib/catalog/normalize';
import { baseVehicleId, codes, demoContext, normalize, partTypeId, positionId, reference, submodelId } from './demo-context';

const pads = { partNumber: 'BP-100', partType: 'Brake Pads', position: 'Front', qty: '1' };
const golf = { make: 'Volkswagen', model: 'Golf', year: '2012' };

describe('normalizeRow outcomes', () => {
  it('converts a clean row into one app per base vehicle of the span, and an item', () => {
    const r = normalize({ ...pads, make: 'Toyota', model: 'Camry', year: '2010-2012', description: 'Ceramic pads' });
    expect(r.outcome).toBe('converted');
    expect(r.apps.map((a) => a.baseVehicleId)).toEqual([2010, 2011, 2012].map((y) => baseVehicleId('Toyota', 'Camry', y)));
    expect(r.apps[0]).toEqual({
      row: 2,
      baseVehicleId: baseVehicleId('Toyota', 'Camry', 2010),
      qty: 1,
      partTypeId: partTypeId('Disc Brake Pad Set'),
      positionId: positionId('Front'),
      part: 'BP-100',
    });
    expect(r.item).toMatchObject({ partNumber: 'BP-100', brandAaiaId: 'BKMN', partTerminologyId: partTypeId('Disc Brake Pad Set') });
    expect(r.item?.descriptions).toEqual([{ code: 'DES', languageCode: 'EN', text: 'Ceramic pads' }]);
    expect(r.findings).toEqual([]);
    expect(r.decisions.map((d) => d.field)).toEqual(['make', 'model', 'year', 'qty', 'partType', 'position']);
  });

  it('carries notes, the manufacturer label, submodel and engine into the apps', () => {
    const r = normalize({ ...pads, make: 'Honda', model: 'Civic', submodel: 'EX', engine: '1.8L L4', year: '2012', notes: 'with sensor', mfrLabel: 'Ceramic' });
    expect(r.apps[0]).toMatchObject({ subModelId: submodelId('EX'), engineBaseId: expect.any(Number), notes: ['with sensor'], mfrLabel: 'Ceramic' });
  });

  it('converts a product-only row (no vehicle) into an item without apps', () => {
    const r = normalize({ partNumber: 'BP-7', description: 'Brake pads', gtin: '4006381333931' });
    expect(r.outcome).toBe('converted');
    expect(r.apps).toEqual([]);
    expect(r.item?.gtin).toEqual({ qualifier: 'EN', value: '04006381333931' });
  });

  it('names the source column in findings when told the headers', () => {
    const r = normalize({ ...pads, ...golf, qty: '0' }, { columns: { qty: 'Menge' } });
    expect(r.findings[0]).toMatchObject({ code: 'QTY_INVALID', row: 2, column: 'Menge', severity: 'error' });
  });
});

describe('rejects', () => {
  it.each([
    ['MODEL_NOT_SOLD_IN_YEAR', { ...pads, make: 'Fiat', model: 'Punto', year: '2019' }],
    ['MODEL_NOT_SOLD_IN_YEAR', { ...pads, make: 'Chevrolet', model: 'Camaro', year: '2004-2008' }],
    ['PART_POSITION_INVALID', { ...pads, ...golf, position: 'Left' }],
    ['PART_NUMBER_MISSING', { ...pads, ...golf, partNumber: '  ' }],
    ['PART_NUMBER_TOO_LONG', { ...pads, ...golf, partNumber: 'X'.repeat(49) }],
    ['QTY_INVALID', { ...pads, ...golf, qty: '0' }],
    ['QTY_INVALID', { ...pads, ...golf, qty: '-2' }],
    ['QTY_INVALID', { ...pads, ...golf, qty: '1,5' }],
    ['QTY_INVALID', { ...pads, ...golf, qty: 'a few' }],
    ['MAKE_UNKNOWN', { ...pads, ...golf, make: 'Trabant' }],
    ['MODEL_UNKNOWN', { ...pads, ...golf, model: 'Beetle' }],
    ['VEHICLE_INCOMPLETE', { ...pads, model: 'Golf', year: '2012' }],
    ['VEHICLE_INCOMPLETE', { ...pads, make: 'Volkswagen', year: '2012' }],
    ['YEAR_MISSING', { ...pads, make: 'Volkswagen', model: 'Golf' }],
    ['YEAR_UNPARSEABLE', { ...pads, ...golf, year: 'soon' }],
    ['PART_TYPE_MISSING', { partNumber: 'X', ...golf }],
    ['ENGINE_NOT_FOR_VEHICLE', { ...pads, ...golf, engine: '6.2L V8' }],
    ['SUBMODEL_NOT_FOR_VEHICLE', { ...pads, ...golf, submodel: 'Lariat' }],
    ['BASE_VEHICLE_UNKNOWN', { ...pads, baseVehicleId: '1234' }],
    ['ID_INVALID', { ...pads, baseVehicleId: 'BV-12' }],
    ['PART_TYPE_UNKNOWN', { partNumber: 'X', baseVehicleId: '310001', partTypeId: '1684' }],
    ['POSITION_UNKNOWN', { ...pads, baseVehicleId: '310001', position: undefined, positionId: '22' }],
    ['SUBMODEL_UNKNOWN', { ...pads, baseVehicleId: '310001', submodelId: '12' }],
    ['ENGINE_BASE_UNKNOWN', { ...pads, baseVehicleId: '310001', engineBaseId: '811' }],
    ['ATTRIBUTE_ID_UNKNOWN', { ...pads, baseVehicleId: '310001', flatAttributes: 'CylinderHeadType:5' }],
    ['ATTRIBUTE_UNKNOWN', { ...pads, baseVehicleId: '310001', flatAttributes: 'Colour:5' }],
  ])('rejects %s', (code, fields) => {
    const r = normalize(fields);
    expect(r.outcome).toBe('rejected');
    expect(codes(r)).toContain(code);
    expect(r.apps).toEqual([]);
    expect(r.item).toBeUndefined();
  });

  it('rejects an engine ID the base vehicle is not offered with', () => {
    const bv = baseVehicleId('Volkswagen', 'Golf', 2012);
    const f150Engine = reference.vehicleConfigs(baseVehicleId('Ford', 'F-150', 2012))[0]!.engines[0]!.engineBaseId;
    expect(codes(normalize({ ...pads, baseVehicleId: String(bv), engineBaseId: String(f150Engine) }))).toContain('ENGINE_NOT_FOR_VEHICLE');
  });

  it('gives an ID-coded row whose IDs it has seen before what it gave the first time, and checks the vehicle again', () => {
    // The first row decides and caches its IDs; the next ones find them cached (the plain path).
    const ctx = demoContext();
    const bv = baseVehicleId('Ford', 'F-150', 2012);
    const [config] = reference.vehicleConfigs(bv);
    const fields = { ...pads, baseVehicleId: String(bv), submodelId: String(config!.submodelId), engineBaseId: String(config!.engines[0]!.engineBaseId) };
    const first = normalizeRow({ row: 2, fields }, ctx);
    const again = normalizeRow({ row: 2, fields }, ctx);
    expect(first.outcome).toBe('converted');
    // The same answer; the second row also carries its part's handle for the item collector (the
    // part's item is cached from its second row on, see PartItemCache).
    expect(first.itemSlot).toBeUndefined();
    expect(again.itemSlot).toBeDefined();
    expect(again).toEqual({ ...first, itemSlot: again.itemSlot });
    expect(again.apps.map((a) => Object.keys(a))).toEqual(first.apps.map((a) => Object.keys(a)));
    expect(again.decisions.map((d) => d.field)).toEqual(['baseVehicleId', 'submodelId', 'engineBaseId', 'qty', 'partType', 'position']);
    // Every ID cached, yet an engine of another vehicle, or with another of its submodels, is still refused.
    const golf2012 = baseVehicleId('Volkswagen', 'Golf', 2012);
    const golfConfig = reference.vehicleConfigs(golf2012)[0]!;
    normalizeRow({ row: 3, fields: { ...pads, baseVehicleId: String(golf2012), submodelId: String(golfConfig.submodelId) } }, ctx);
    const wrongEngine = normalizeRow({ row: 4, fields: { ...fields, baseVehicleId: String(golf2012), submodelId: String(golfConfig.submodelId) } }, ctx);
    expect(codes(wrongEngine)).toContain('ENGINE_NOT_FOR_VEHICLE');
  });
});

describe('flags', () => {
  it.each([
    ['MAKE_TYPO', { ...pads, ...golf, make: 'Toyta', model: 'Camry' }],
    ['MODEL_TYPO', { ...pads, make: 'Honda', model: 'Civc', year: '2012' }],
    ['MODEL_PARTIAL_MATCH', { ...pads, make: 'Chevrolet', model: 'Silver', year: '2012' }],
    ['MODEL_TEXT_EXTRA', { ...pads, ...golf, model: 'Golf Mk6 Variant' }],
    ['MODEL_GENERATION_MISMATCH', { ...pads, ...golf, model: 'Golf Mk6', year: '2018' }],
    ['YEAR_OPEN_ENDED', { ...pads, ...golf, year: '2012+' }],
    ['YEAR_RANGE_REVERSED', { ...pads, ...golf, year: '2014-2012' }],
    ['YEAR_FROM_PRODUCTION_DATE', { ...pads, ...golf, year: '03/2012-05/2014' }],
    ['YEAR_START_MISSING', { ...pads, make: 'Volkswagen', model: 'Golf', yearTo: '2014' }],
    ['SUBMODEL_UNMATCHED', { ...pads, ...golf, submodel: 'Dune' }],
    ['ENGINE_AMBIGUOUS', { ...pads, ...golf, engine: '2.0L L4' }],
    ['ENGINE_UNPARSEABLE', { ...pads, ...golf, engine: 'the big one' }],
    ['ENGINE_UNSURE', { ...pads, ...golf, engine: '1.6 TDI 77kW CAYC' }],
    ['PART_TYPE_UNMATCHED', { ...pads, ...golf, partType: 'Flux capacitor' }],
    ['PART_TYPE_TYPO', { ...pads, ...golf, partType: 'Bremsbelägge' }],
    ['POSITION_UNMATCHED', { ...pads, ...golf, position: 'somewhere' }],
    ['POSITION_AMBIGUOUS', { ...pads, ...golf, position: 'vorne und hinten' }],
    ['QTY_IN_PAIRS', { ...pads, ...golf, qty: '1 Paar' }],
    ['BRAND_MISMATCH', { ...pads, ...golf, brand: 'BXYZ' }],
  ])('flags %s and exports nothing for the row', (code, fields) => {
    const r = normalize(fields);
    expect(r.outcome).toBe('flagged');
    expect(codes(r)).toContain(code);
    expect(r.apps).toEqual([]);
    expect(r.item).toBeUndefined();
  });

  it('leaves a number that reads two ways out of the item, with a warning, and still converts the fitment', () => {
    const r = normalize({ ...pads, ...golf, weight: '1,250 kg', price: '1.250 EUR' });
    expect(r.outcome).toBe('converted');
    expect(r.apps.length).toBeGreaterThan(0);
    expect(r.findings.filter((f) => f.code === 'NUMBER_AMBIGUOUS').map((f) => f.severity)).toEqual(['warning', 'warning']);
    expect(r.item?.packages).toEqual([]);
    expect(r.item?.prices).toEqual([]);
  });

  it('reads such a number without doubt once the catalog’s decimal mark is known', () => {
    const r = normalize({ ...pads, ...golf, weight: '1,250 kg' }, { decimalMark: ',' });
    expect(r.outcome).toBe('converted');
    expect(r.item?.packages[0]?.weight).toEqual({ uom: 'KG', value: 1.25 });
  });

  it('keeps what a flagged row would export for the reviewer', () => {
    const r = normalize({ ...pads, ...golf, year: '2024+' });
    expect(r.proposed?.apps.map((a) => a.baseVehicleId)).toEqual([2024, 2025, 2026].map((y) => baseVehicleId('Volkswagen', 'Golf', y)));
    expect(r.findings.find((f) => f.code === 'YEAR_OPEN_ENDED')?.message).toMatch(/through 2026.*held for review/);
  });

  it('accepts a low-confidence match when the threshold is lowered', () => {
    expect(normalize({ ...pads, ...golf, make: 'Toyta', model: 'Camry' }, { acceptThreshold: 0.8 }).outcome).toBe('converted');
  });

  it('holds a missing quantity for review only under a stricter threshold', () => {
    const fields = { ...pads, ...golf, qty: '' };
    expect(normalize(fields).apps[0]?.qty).toBe(1);
    expect(normalize(fields, { acceptThreshold: 0.95 }).outcome).toBe('flagged');
  });
});

describe('warnings that do not stop a row', () => {
  it('converts the sold years of a span that reaches past the model and names the rest', () => {
    const r = normalize({ ...pads, make: 'Fiat', model: 'Punto', year: '2016-2020' });
    expect(r.outcome).toBe('converted');
    expect(r.apps).toHaveLength(3);
    expect(r.findings).toEqual([expect.objectContaining({ code: 'MODEL_YEARS_PARTIAL', severity: 'warning', message: expect.stringMatching(/2019–2020/) })]);
  });

  it('converts the years an engine was offered', () => {
    const r = normalize({ ...pads, make: 'Ford', model: 'F-150', year: '2009-2012', engine: '5.0L V8' });
    expect(r.outcome).toBe('converted');
    expect(r.apps).toHaveLength(2);
    expect(codes(r)).toContain('ENGINE_YEARS_PARTIAL');
  });
});

describe('ID-coded rows', () => {
  it('converts BaseVehicleID, SubModelID, EngineBaseID and flat attributes', () => {
    const bv = baseVehicleId('Honda', 'Civic', 2012);
    const config = reference.vehicleConfigs(bv).find((c) => c.submodelId === submodelId('EX'))!;
    const engine = config.engines[0]!.engineBaseId;
    const r = normalize({
      partNumber: 'OF-1',
      baseVehicleId: `${bv}.0`,
      partTypeId: String(partTypeId('Engine Oil Filter')),
      flatAttributes: `SubModel:${submodelId('EX')};EngineBase:${engine};CylinderHeadType:9501`,
      qty: '1',
    });
    expect(r.outcome).toBe('converted');
    expect(r.apps).toEqual([
      {
        row: 2,
        baseVehicleId: bv,
        subModelId: submodelId('EX'),
        engineBaseId: engine,
        attributes: [{ name: 'CylinderHeadType', id: 9501 }],
        qty: 1,
        partTypeId: partTypeId('Engine Oil Filter'),
        part: 'OF-1',
      },
    ]);
  });

  it('rejects attributes that contradict their own columns', () => {
    const bv = baseVehicleId('Honda', 'Civic', 2012);
    expect(codes(normalize({ ...pads, baseVehicleId: String(bv), submodelId: String(submodelId('EX')), flatAttributes: `SubModel:${submodelId('LX')}` }))).toContain(
      'ATTRIBUTE_CONFLICT',
    );
  });
});

describe('a reference that lacks tables', () => {
  it('skips the pair check with one notice per run, and flags names it cannot match', async () => {
    const { reference: mini } = await loadReference(join(process.cwd(), 'tests/fixtures/reference/mini'));
    const ctx = createNormalizeContext({ reference: mini, brand: 'BKMN', currentYear: 2026 });
    const row = { partNumber: 'P1', make: 'Honda', model: 'Civic', year: '2012', partType: 'Disc Brake Pad Set', position: 'Front' };
    const first = normalizeRow({ row: 2, fields: row }, ctx);
    const second = normalizeRow({ row: 3, fields: row }, ctx);
    expect(first.outcome).toBe('converted');
    expect(codes(first)).toEqual(['REFERENCE_CHECK_SKIPPED']);
    expect(second.findings).toEqual([]);

    const vehiclesOnly = buildReferenceSet(
      [
        { name: 'Make', columns: ['MakeID', 'MakeName'], rows: [['1', 'Honda']] },
        { name: 'Model', columns: ['ModelID', 'ModelName'], rows: [['10', 'Civic']] },
        { name: 'BaseVehicle', columns: ['BaseVehicleID', 'YearID', 'MakeID', 'ModelID'], rows: [['100', '2012', '1', '10']] },
      ],
      { source: 'test' },
    ).reference;
    const noParts = createNormalizeContext({ reference: vehiclesOnly, brand: 'BKMN' });
    const r = normalizeRow({ row: 4, fields: row }, noParts);
    expect(r.outcome).toBe('flagged');
    expect(codes(r)).toContain('REFERENCE_TABLE_MISSING');
  });
});

describe('per-run context', () => {
  it('gives the same answer from its caches as on first sight', () => {
    const ctx = demoContext();
    const fields = { ...pads, make: 'VW', model: 'Golf GTI', year: '10-12' };
    const a = normalizeRow({ row: 2, fields }, ctx);
    const b = normalizeRow({ row: 9, fields: { ...fields } }, ctx);
    expect(b.apps).toEqual(a.apps.map((app) => ({ ...app, row: 9 })));
    expect(b.item?.row).toBe(9);
  });
});

describe('per-run caches', () => {
  it('resolve every row on its own when rows alternate between a few values', () => {
    const ctx = demoContext();
    const camry = baseVehicleId('Toyota', 'Camry', 2011);
    const golf2012 = baseVehicleId('Volkswagen', 'Golf', 2012);
    const rows = [
      { ...pads, baseVehicleId: String(camry), position: 'Front' },
      { ...pads, baseVehicleId: String(golf2012), position: 'Rear' },
      { ...pads, baseVehicleId: String(camry), position: 'Rear' },
      { ...pads, baseVehicleId: String(camry), position: 'Front' },
      { ...pads, make: 'Volkswagen', model: 'Golf', year: '2012', position: 'Front' },
      { ...pads, make: 'Toyota', model: 'Camry', year: '2011', position: 'Front' },
    ];
    const seen = rows.map((fields, i) => normalizeRow({ row: i + 2, fields }, ctx));
    const fresh = rows.map((fields, i) => normalizeRow({ row: i + 2, fields }, demoContext()));
    expect(seen.map((r) => r.apps.map((a) => [a.baseVehicleId, a.positionId]))).toEqual(fresh.map((r) => r.apps.map((a) => [a.baseVehicleId, a.positionId])));
    expect(seen.map((r) => r.apps[0]?.baseVehicleId)).toEqual([camry, golf2012, camry, camry, golf2012, camry]);
    expect(seen.map((r) => r.apps[0]?.positionId)).toEqual([positionId('Front'), positionId('Rear'), positionId('Rear'), positionId('Front'), positionId('Front'), positionId('Front')]);
  });
});

