import { describe, expect, it } from 'vitest';
import { buildReferenceSet, createReferenceBuilder, nameKey, type ParsedTable } from '@/lib/catalog/reference';

const table = (name: string, header: string, ...rows: string[]): ParsedTable => ({
  name,
  columns: header.split('|'),
  rows: rows.map((r) => r.split('|')),
});

const VCDB: ParsedTable[] = [
  table('Make', 'MakeID|MakeName', '1|Ford'),
  table('Model', 'ModelID|ModelName', '10|F-150'),
  table('BaseVehicle', 'BaseVehicleID|YearID|MakeID|ModelID', '101|2011|1|10', '100|2010|1|10', '103|2013|1|10'),
  table('SubModel', 'SubModelID|SubModelName', '1|XLT', '2|Lariat'),
  // Two regions of the same submodel: merged into one config.
  table('Vehicle', 'VehicleID|BaseVehicleID|SubmodelID|RegionID', '1|100|1|1', '2|100|1|2', '3|100|2|1', '4|101|1|1'),
  table('EngineBase2', 'EngineBaseID|EngineBlockID|EngineBoreStrokeID', '50|7|1'),
  table('EngineBlock', 'EngineBlockID|Liter|CC|CID|Cylinders|BlockType', '7|5.0|4951|302|8|V'),
  table('EngineConfig2', 'EngineConfigID|EngineBaseID|FuelTypeID|AspirationID', '70|50|1|1'),
  table('VehicleToEngineConfig', 'VehicleToEngineConfigID|VehicleID|EngineConfigID', '1|1|70', '2|2|70', '3|4|70'),
  table('FuelType', 'FuelTypeID|FuelTypeName', '1|GAS'),
  table('CylinderHeadType', 'CylinderHeadTypeID|CylinderHeadTypeName', '5|DOHC'),
  table('Parts', 'PartTerminologyID|PartTerminologyName', '1684|Disc Brake Pad Set'),
  table('Positions', 'PositionID|Position', '22|Front', '30|Rear'),
  table('PartPosition', 'PartPositionID|PartTerminologyID|PositionID', '1|1684|22'),
  table('Alias', 'AliasID|AliasName', '9|Brake Pads'),
  table('PartsToAlias', 'PartTerminologyID|AliasID', '1684|9'),
];

describe('buildReferenceSet', () => {
  const { reference, findings } = buildReferenceSet(VCDB, { source: 'test' });

  it('indexes base vehicles by make, model and year, in year order', () => {
    const line = reference.vehicleLine(1, 10)!;
    expect([...line.years.keys()]).toEqual([2010, 2011, 2013]);
    expect(line.firstYear).toBe(2010);
    expect(line.lastYear).toBe(2013);
    expect(reference.modelsOfMake(1)).toEqual([10]);
  });

  it('ties submodels and engines to base vehicles through Vehicle and VehicleToEngineConfig', () => {
    const configs = reference.vehicleConfigs(100);
    expect(configs).toHaveLength(2);
    expect(configs.find((c) => c.submodelId === 1)!.engines).toEqual([{ engineBaseId: 50, fuel: 'GAS' }]);
    expect(configs.find((c) => c.submodelId === 2)!.engines).toEqual([]);
    expect(reference.vehicleConfigs(999)).toEqual([]);
  });

  it('answers submodel and engine checks from its columns as the configurations read', () => {
    expect(reference.offersSubmodel(100, 1)).toBe(true);
    expect(reference.offersSubmodel(100, 2)).toBe(true);
    expect(reference.offersSubmodel(100, 3)).toBe(false);
    expect(reference.offersSubmodel(999, 1)).toBe(false);
    expect(reference.offersEngine(100, undefined, 50)).toBe(true);
    expect(reference.offersEngine(100, 1, 50)).toBe(true);
    // Submodel 2 has no engine: the engine is offered on the vehicle, not with that submodel.
    expect(reference.offersEngine(100, 2, 50)).toBe(false);
    expect(reference.offersEngine(100, undefined, 51)).toBe(false);
    expect(reference.offersEngine(999, undefined, 50)).toBe(false);
  });

  it('answers the same with base vehicle IDs close enough together to be indexed directly', () => {
    // BaseVehicle IDs 1–3 (dense), the same vehicles as 100/101/103 above.
    const renumber: Record<string, string> = { '100': '1', '101': '2', '103': '3' };
    const dense = VCDB.map((t) =>
      t.name === 'BaseVehicle' || t.name === 'Vehicle'
        ? { ...t, rows: [...t.rows].map((r) => r.map((cell, i) => (t.columns[i] === 'BaseVehicleID' ? (renumber[cell] ?? cell) : cell))) }
        : t,
    );
    const ref = buildReferenceSet(dense, { source: 'test' }).reference;
    expect(ref.vehicleConfigs(1)).toEqual(reference.vehicleConfigs(100));
    expect(ref.vehicleConfigs(2)).toEqual(reference.vehicleConfigs(101));
    expect(ref.offersSubmodel(1, 2)).toBe(true);
    expect(ref.offersEngine(1, 1, 50)).toBe(true);
    expect(ref.offersEngine(1, 2, 50)).toBe(false);
    // No Vehicle row, outside the index, or not a whole number: no configurations.
    for (const id of [3, 0, -1, 4, 1_000_000, 1.5]) {
      expect(ref.vehicleConfigs(id)).toEqual([]);
      expect(ref.offersSubmodel(id, 1)).toBe(false);
      expect(ref.offersEngine(id, undefined, 50)).toBe(false);
    }
  });

  it('reads the newer EngineBase2 + EngineBlock tables as engine bases', () => {
    expect(reference.engineBases.get(50)).toMatchObject({ liter: 5, cylinders: 8, blockType: 'V' });
    expect(reference.capabilities.has('engines')).toBe(true);
  });

  it('knows valid part type / position pairs from PartPosition', () => {
    expect(reference.isPartPositionValid(1684, 22)).toBe(true);
    expect(reference.isPartPositionValid(1684, 30)).toBe(false);
    expect(reference.positionsForPartType(1684)).toEqual([22]);
    expect(reference.capabilities.has('partPositions')).toBe(true);
  });

  it('keeps PCdb aliases and attribute IDs for later checks', () => {
    expect(reference.partTypeAliases.get(1684)).toEqual(['Brake Pads']);
    expect(reference.attributeIds.get('CylinderHeadType')?.has(5)).toBe(true);
    expect(reference.attributeIds.get('FuelType')?.has(1)).toBe(true);
    expect(reference.attributeIds.has('BedType')).toBe(false);
  });

  it('reports no missing tables when every needed one is there', () => {
    expect(findings).toEqual([]);
    expect(reference.versionDate).toBeNull();
  });

  it('is fed row by row, in any table order', () => {
    const builder = createReferenceBuilder({ source: 'db', demo: true });
    const bv = builder.openTable('BASEVEHICLE', ['BaseVehicleID', 'YearID', 'MakeID', 'ModelID'])!;
    bv(['1', '2020', '2', '3']);
    builder.closeTable('BASEVEHICLE');
    builder.openTable('Make', ['MakeID', 'MakeName'])!(['2', 'Mazda']);
    builder.openTable('Model', ['ModelID', 'ModelName'])!(['3', 'CX-5']);
    expect(builder.wants('VehicleToBodyStyleConfig')).toBe(false);
    const { reference: r, findings: f } = builder.finish({ versionDate: '2026-02-01' });
    expect(r.demo).toBe(true);
    expect(r.versionDate).toBe('2026-02-01');
    expect(r.vehicleLine(2, 3)?.years.get(2020)).toBe(1);
    expect(r.makesByKey(nameKey('mazda'))).toEqual([2]);
    expect(f.map((x) => x.code)).toContain('REFERENCE_TABLE_MISSING');
  });
});
