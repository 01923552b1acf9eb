import { describe, expect, it } from 'vitest';
import {
  assessFile,
  createReferenceLookup,
  referenceLookupFromSet,
  type ReferenceData,
} from '@/lib/catalog/assess';
import { loadDemoReference } from '@/lib/catalog/reference';
import { fixture } from './standards';

/** A tiny VCdb/PCdb/Qdb: Honda Civic 2010 (1001) and 2011 (1002–1010). */
const DATA: ReferenceData = {
  source: 'fixture-vcdb',
  versionDate: '2026-01-01',
  makes: [{ id: 10, name: 'Honda' }],
  models: [{ id: 20, name: 'Civic' }],
  baseVehicles: [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010].map((id) => ({
    id,
    year: id === 1001 ? 2010 : 2011,
    makeId: 10,
    modelId: 20,
  })),
  vehicles: [
    { baseVehicleId: 1001, subModelId: 5, engineBaseIds: [7, 8] },
    { baseVehicleId: 1001, subModelId: 6, engineBaseIds: [7] },
    { baseVehicleId: 1002, subModelId: 6, engineBaseIds: [8] },
  ],
  subModels: [5, 6],
  engineBases: [7, 8, 9],
  attributes: { DriveType: [1, 2] },
  partTypes: [
    { id: 1684, name: 'Disc Brake Pad Set' },
    { id: 1896, name: 'Brake Rotor' },
  ],
  positions: [22, 30],
  partPositions: [
    [1684, 22],
    [1896, 30],
  ],
  qualifiers: { 9155: 0, 2000: 1 },
};
const file = fixture('aces', 'aces-4.2-reference.xml');

describe('ACES checks with reference data', () => {
  it('finds each reference problem in the fixture exactly once, on the right app', async () => {
    const r = await assessFile(file, { reference: createReferenceLookup(DATA) });
    const byCode = Object.fromEntries(
      r.findings.filter((f) => f.app !== undefined).map((f) => [f.code, f.app]),
    );
    expect(byCode).toEqual({
      ACES_BASEVEHICLE_UNKNOWN: 2,
      ACES_SUBMODEL_UNKNOWN: 3,
      ACES_SUBMODEL_NOT_FOR_VEHICLE: 4,
      ACES_ENGINEBASE_UNKNOWN: 5,
      ACES_ENGINEBASE_NOT_FOR_VEHICLE: 6,
      ACES_VEHICLE_CONFIG_INVALID: 7,
      ACES_ATTRIBUTE_UNKNOWN: 8,
      ACES_PARTTYPE_UNKNOWN: 9,
      ACES_POSITION_UNKNOWN: 10,
      ACES_PARTTYPE_POSITION_INVALID: 11,
      ACES_QUAL_UNKNOWN: 12,
      ACES_QUAL_PARAM_COUNT: 13,
      ACES_YEARS_OUTSIDE_MODEL: 14,
      ACES_MAKE_UNKNOWN: 15,
    });
    expect(Object.values(r.checks).every((n) => n === 1)).toBe(true);
    expect(r.reference).toEqual({ source: 'fixture-vcdb', versionDate: '2026-01-01', demo: false });
  });

  it('explains what the vehicle offers', async () => {
    const r = await assessFile(file, { reference: createReferenceLookup(DATA) });
    const msg = (code: string) => r.findings.find((f) => f.code === code)?.message;
    expect(msg('ACES_SUBMODEL_NOT_FOR_VEHICLE')).toMatch(
      /SubModel 5 is not offered on BaseVehicle 1002 \(2011 Honda Civic\).*\(it has 6\)/,
    );
    expect(msg('ACES_ENGINEBASE_NOT_FOR_VEHICLE')).toMatch(/engines: 7, 8/);
    expect(msg('ACES_PARTTYPE_POSITION_INVALID')).toMatch(/PartType 1896 \(Brake Rotor\)/);
    expect(msg('ACES_YEARS_OUTSIDE_MODEL')).toMatch(/only in 2010–2011; no vehicle exists in 2009, 2012/);
    expect(msg('ACES_QUAL_PARAM_COUNT')).toMatch(/takes 1 parameter but the app gives 0/);
  });

  it('does not check an app marked validate="no"', async () => {
    const r = await assessFile(file, { reference: createReferenceLookup(DATA) });
    expect(r.findings.some((f) => f.app === 16)).toBe(false);
  });

  it('says which checks it had to skip for want of a table, once each', async () => {
    const r = await assessFile(file, {
      reference: createReferenceLookup({ ...DATA, qualifiers: undefined, partPositions: undefined }),
    });
    const skipped = r.findings.filter((f) => f.code === 'REFERENCE_CHECK_SKIPPED').map((f) => f.message);
    expect(skipped).toEqual([
      expect.stringMatching(/PartType–Position pairs were not checked/),
      expect.stringMatching(/Qualifier ids and parameter counts were not checked/),
      expect.stringMatching(/^FuelType ids were not checked/),
    ]);
    expect(r.checks.ACES_QUAL_UNKNOWN).toBeUndefined();
  });

  it('adapts a loaded ReferenceSet and warns that the demo set is made up', async () => {
    const { reference: demo } = await loadDemoReference();
    const lookup = referenceLookupFromSet(demo, { qualifiers: new Map([[2000, 1]]) });
    expect(lookup.demo).toBe(true);
    const bv = [...demo.baseVehicles.values()][0]!;
    expect(lookup.hasBaseVehicle?.(bv.id)).toBe(true);
    expect(lookup.hasBaseVehicle?.(-1)).toBe(false);
    expect(lookup.describeBaseVehicle?.(bv.id)).toMatch(new RegExp(`^${bv.year} `));
    const r = await assessFile(file, { reference: demo });
    expect(r.reference?.demo).toBe(true);
    expect(r.checks.REFERENCE_DEMO).toBe(1);
    // The fixture's IDs are not the demo set's: every BaseVehicle app is unknown there.
    expect(r.checks.ACES_BASEVEHICLE_UNKNOWN).toBe(15);
  });
});
