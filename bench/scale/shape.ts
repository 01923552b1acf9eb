/**
 * The synthetic Auto Care world the scale bench runs in, as pure formulas: which base vehicles,
 * vehicles, engines, part types and positions exist and how they hang together. The reference writer
 * and the catalog writer both derive from these, so a catalog row is valid in the reference by
 * construction — without loading the 140,000-vehicle reference just to generate a catalog.
 */

/** Sizes of a real VCdb/PCdb release, roughly (BaseVehicle ~140k, Make ~120, Model ~3k, ...). */
export const SIZES = {
  makes: 120,
  models: 3_000,
  baseVehicles: 140_000,
  submodels: 900,
  engineBases: 1_000,
  /** Two configs per engine base (gas, diesel), so configs and bases are not the same thing. */
  engineConfigs: 2_000,
  partTypes: 9_000,
  positions: 120,
} as const;

/** Bumped whenever a formula below changes, so cached files made by the old ones are rebuilt. */
export const SHAPE_VERSION = 1;

export const FIRST_YEAR = 1980;
const BASE_VEHICLE_ID0 = 100_000;
const VEHICLE_ID0 = 1_000_000;
const PART_TYPE_ID0 = 10_000;

/** Base vehicle by index 0..baseVehicles-1: each (make, model, year) once, as in the VCdb. */
export function baseVehicle(i: number): { id: number; year: number; makeId: number; modelId: number } {
  const model = i % SIZES.models;
  return {
    id: BASE_VEHICLE_ID0 + i,
    year: FIRST_YEAR + Math.floor(i / SIZES.models),
    makeId: (model % SIZES.makes) + 1,
    modelId: model + 1,
  };
}

/** 1–3 Vehicle rows (submodels) per base vehicle. */
export const submodelCount = (bv: number): number => 1 + (bv % 3);

/** The k-th vehicle of base vehicle `bv`: its VehicleID and SubModelID (distinct per base vehicle). */
export function vehicle(bv: number, k: number): { id: number; submodelId: number } {
  return { id: VEHICLE_ID0 + bv * 3 + k, submodelId: ((bv * 7 + k * 311) % SIZES.submodels) + 1 };
}

/** 1–2 engine configs per vehicle. */
export const engineCount = (bv: number, k: number): number => 1 + ((bv + k) % 2);

/** EngineConfigID of the e-th engine of a vehicle (distinct engine bases per vehicle). */
export const engineConfigId = (bv: number, k: number, e: number): number =>
  ((bv * 13 + k * 5 + e * 97) % SIZES.engineConfigs) + 1;

/** Config c stands on base ((c-1) mod bases)+1, fuel 1 (gas) for the first half, 2 (diesel) after. */
export const engineBaseOfConfig = (c: number): number => ((c - 1) % SIZES.engineBases) + 1;
export const fuelOfConfig = (c: number): number => 1 + Math.floor((c - 1) / SIZES.engineBases);

export const partTypeId = (t: number): number => PART_TYPE_ID0 + t;

/** Positions the PCdb allows for part type index t: 1–4 of them. */
export function positionsOf(t: number): number[] {
  const n = 1 + (t % 4);
  const out: number[] = [];
  for (let k = 0; k < n; k++) out.push(((t * 7 + k * 17) % SIZES.positions) + 1);
  return out;
}

/** A made-up part type name, stable per index (nothing in a conversion of ID rows reads it as words). */
export const partTypeName = (t: number): string => `Synthetic Part Type ${t + 1}`;
