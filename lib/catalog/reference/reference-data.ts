/**
 * The in-memory `ReferenceSet`: the loaded rows plus the indexes built from them once, so every lookup a
 * row needs is a Map access or a probe into integer columns.
 */

import type { Said } from '../messages';
import type { BaseVehicleTable } from './base-vehicles';
import { nameKey } from './name-key';
import type { IntColumn } from './int-column';
import type { VehicleConfigTable } from './vehicle-configs';
import { buildVehicleLines } from './vehicle-lines';
import type {
  BaseVehicle,
  EngineBase,
  Make,
  Model,
  PartType,
  Position,
  ReferenceCapability,
  ReferenceSet,
  Submodel,
  VehicleConfig,
  VehicleLine,
} from './reference-set';

export interface ReferenceDataInput {
  source: string;
  sourceSaid?: Said;
  versionDate: string | null;
  demo: boolean;
  tables: ReadonlySet<string>;
  capabilities: ReadonlySet<ReferenceCapability>;
  makes: Map<number, Make>;
  models: Map<number, Model>;
  baseVehicles: BaseVehicleTable;
  submodels: Map<number, Submodel>;
  vehicleConfigs: VehicleConfigTable;
  engineBases: Map<number, EngineBase>;
  partTypes: Map<number, PartType>;
  positions: Map<number, Position>;
  /** Flat (PartTerminologyID, PositionID) pairs. */
  partPositions: IntColumn;
  partTypeAliases: ReadonlyMap<number, readonly string[]>;
  attributeIds: ReadonlyMap<string, ReadonlySet<number>>;
}

const NONE: readonly never[] = Object.freeze([]);

function indexByKey<T extends { id: number; name: string }>(rows: Iterable<T>): Map<string, number[]> {
  const index = new Map<string, number[]>();
  for (const row of rows) {
    const key = nameKey(row.name);
    const list = index.get(key);
    if (list) list.push(row.id);
    else index.set(key, [row.id]);
  }
  return index;
}

export class ReferenceData implements ReferenceSet {
  readonly source: string;
  readonly sourceSaid?: Said;
  readonly versionDate: string | null;
  readonly demo: boolean;
  readonly tables: ReadonlySet<string>;
  readonly capabilities: ReadonlySet<ReferenceCapability>;
  readonly makes: ReadonlyMap<number, Make>;
  readonly models: ReadonlyMap<number, Model>;
  readonly baseVehicles: ReadonlyMap<number, BaseVehicle>;
  readonly submodels: ReadonlyMap<number, Submodel>;
  readonly engineBases: ReadonlyMap<number, EngineBase>;
  readonly partTypes: ReadonlyMap<number, PartType>;
  readonly positions: ReadonlyMap<number, Position>;
  readonly partTypeAliases: ReadonlyMap<number, readonly string[]>;
  readonly attributeIds: ReadonlyMap<string, ReadonlySet<number>>;

  readonly #makesByKey: Map<string, number[]>;
  readonly #partTypesByKey: Map<string, number[]>;
  readonly #positionsByKey: Map<string, number[]>;
  readonly #modelsOfMake: ReadonlyMap<number, readonly number[]>;
  readonly #lines: ReadonlyMap<number, ReadonlyMap<number, VehicleLine>>;
  readonly #configs: VehicleConfigTable;
  /** Part type → the positions the PCdb allows (a handful each: a scan beats a Set per part type). */
  readonly #positionsOf = new Map<number, number[]>();

  constructor(input: ReferenceDataInput) {
    this.source = input.source;
    if (input.sourceSaid) this.sourceSaid = input.sourceSaid;
    this.versionDate = input.versionDate;
    this.demo = input.demo;
    this.tables = input.tables;
    this.capabilities = input.capabilities;
    this.makes = input.makes;
    this.models = input.models;
    this.baseVehicles = input.baseVehicles;
    this.submodels = input.submodels;
    this.engineBases = input.engineBases;
    this.partTypes = input.partTypes;
    this.positions = input.positions;
    this.partTypeAliases = input.partTypeAliases;
    this.attributeIds = input.attributeIds;

    this.#makesByKey = indexByKey(input.makes.values());
    this.#partTypesByKey = indexByKey(input.partTypes.values());
    this.#positionsByKey = indexByKey(input.positions.values());

    const { lines, modelsOfMake } = buildVehicleLines(input.baseVehicles);
    this.#lines = lines;
    this.#modelsOfMake = modelsOfMake;
    this.#configs = input.vehicleConfigs;

    const pairs = input.partPositions;
    for (let i = 0; i < pairs.length; i += 2) {
      const pt = pairs.at(i);
      const pos = pairs.at(i + 1);
      const list = this.#positionsOf.get(pt);
      if (!list) this.#positionsOf.set(pt, [pos]);
      else if (!list.includes(pos)) list.push(pos);
    }
  }

  makesByKey(key: string): readonly number[] {
    return this.#makesByKey.get(key) ?? NONE;
  }
  partTypesByKey(key: string): readonly number[] {
    return this.#partTypesByKey.get(key) ?? NONE;
  }
  positionsByKey(key: string): readonly number[] {
    return this.#positionsByKey.get(key) ?? NONE;
  }
  modelsOfMake(makeId: number): readonly number[] {
    return this.#modelsOfMake.get(makeId) ?? NONE;
  }
  vehicleLine(makeId: number, modelId: number): VehicleLine | undefined {
    return this.#lines.get(makeId)?.get(modelId);
  }
  vehicleConfigs(baseVehicleId: number): readonly VehicleConfig[] {
    return this.#configs.get(baseVehicleId) ?? NONE;
  }
  offersSubmodel(baseVehicleId: number, subModelId: number): boolean {
    return this.#configs.offersSubmodel(baseVehicleId, subModelId);
  }
  offersEngine(baseVehicleId: number, subModelId: number | undefined, engineBaseId: number): boolean {
    return this.#configs.offersEngine(baseVehicleId, subModelId, engineBaseId);
  }
  isPartPositionValid(partTypeId: number, positionId: number): boolean {
    return this.#positionsOf.get(partTypeId)?.includes(positionId) ?? false;
  }
  positionsForPartType(partTypeId: number): readonly number[] {
    return this.#positionsOf.get(partTypeId) ?? NONE;
  }
}
