import type { Said } from '../messages';

/**
 * The reference data a conversion checks against — the slice of VCdb and PCdb the engine needs, held in
 * memory with the indexes the normalizer and validator look things up by. Built once per run by
 * `createReferenceBuilder` (from files or, later, from Postgres) and read-only afterwards.
 */

export interface Make {
  id: number;
  name: string;
}
export interface Model {
  id: number;
  name: string;
  vehicleTypeId?: number;
}
export interface BaseVehicle {
  id: number;
  year: number;
  makeId: number;
  modelId: number;
}
export interface Submodel {
  id: number;
  name: string;
}
export interface EngineBase {
  id: number;
  /** Displacement in litres as the VCdb writes it (`2.0`), when known. */
  liter?: number;
  cc?: number;
  cid?: number;
  cylinders?: number;
  /** `L` (inline), `V`, `H` (flat), ... */
  blockType?: string;
}
export interface PartType {
  id: number;
  name: string;
}
export interface Position {
  id: number;
  name: string;
}

/** One engine a vehicle is offered with: its EngineBase and, where the VCdb says, fuel and aspiration. */
export interface EngineOption {
  engineBaseId: number;
  fuel?: string;
  aspiration?: string;
}

/** One submodel of a base vehicle with the engines it comes with (regions merged). */
export interface VehicleConfig {
  /** 0 when the Vehicle row has no submodel. */
  submodelId: number;
  engines: readonly EngineOption[];
}

/** A make + model across its years: which base vehicle stands for which year. */
export interface VehicleLine {
  makeId: number;
  modelId: number;
  /** year → BaseVehicleID */
  years: ReadonlyMap<number, number>;
  firstYear: number;
  lastYear: number;
}

/**
 * What the loaded tables make possible. A check whose capability is missing is skipped with a finding
 * rather than failing every row.
 */
export const REFERENCE_CAPABILITIES = [
  'vehicles',
  'submodels',
  'engines',
  'partTypes',
  'positions',
  'partPositions',
] as const;
export type ReferenceCapability = (typeof REFERENCE_CAPABILITIES)[number];

export interface ReferenceSet {
  /** Where it came from: a folder, a zip, `demo`, or a database release. */
  readonly source: string;
  /**
   * The same in the reader's language where it has words of ours ("reference release 12 (…)"): messages
   * take this when set (`referenceSource`), `source` stays the record's English.
   */
  readonly sourceSaid?: Said;
  /** Release date (ISO `YYYY-MM-DD`) from the Version table or the file-name prefix; null when unknown. */
  readonly versionDate: string | null;
  /** True for the bundled demo set: made-up IDs, not Auto Care data. */
  readonly demo: boolean;
  /** Lower-case names of the tables that were loaded. */
  readonly tables: ReadonlySet<string>;
  readonly capabilities: ReadonlySet<ReferenceCapability>;

  readonly makes: ReadonlyMap<number, Make>;
  readonly models: ReadonlyMap<number, Model>;
  readonly baseVehicles: ReadonlyMap<number, BaseVehicle>;
  readonly submodels: ReadonlyMap<number, Submodel>;
  readonly engineBases: ReadonlyMap<number, EngineBase>;
  readonly partTypes: ReadonlyMap<number, PartType>;
  readonly positions: ReadonlyMap<number, Position>;
  /** Extra PCdb names for a part type (PCdb Alias table), by PartTerminologyID. */
  readonly partTypeAliases: ReadonlyMap<number, readonly string[]>;
  /**
   * IDs present per ACES vehicle-attribute element (`CylinderHeadType`, `FuelType`, ...), for the
   * attribute tables the delivery had. An element missing here could not be checked.
   */
  readonly attributeIds: ReadonlyMap<string, ReadonlySet<number>>;

  /** Make IDs whose name has this `nameKey`. */
  makesByKey(key: string): readonly number[];
  /** Part type IDs whose PCdb name has this `nameKey`. */
  partTypesByKey(key: string): readonly number[];
  /** Position IDs whose PCdb name has this `nameKey`. */
  positionsByKey(key: string): readonly number[];
  /** Models that have at least one base vehicle under this make. */
  modelsOfMake(makeId: number): readonly number[];
  vehicleLine(makeId: number, modelId: number): VehicleLine | undefined;
  /** Submodels and engines of a base vehicle (empty when unknown or the Vehicle table is missing). */
  vehicleConfigs(baseVehicleId: number): readonly VehicleConfig[];
  /** Whether one of the base vehicle's configurations has the submodel (what `vehicleConfigs` would show, without making the list). */
  offersSubmodel(baseVehicleId: number, subModelId: number): boolean;
  /** Whether the base vehicle is offered with the engine, with that submodel when one is given (as `offersSubmodel`). */
  offersEngine(baseVehicleId: number, subModelId: number | undefined, engineBaseId: number): boolean;
  /** True when the PCdb lists this part type with this position (CodeMaster or PartPosition). */
  isPartPositionValid(partTypeId: number, positionId: number): boolean;
  /** Positions the PCdb allows for a part type (empty when none or unknown). */
  positionsForPartType(partTypeId: number): readonly number[];
}
