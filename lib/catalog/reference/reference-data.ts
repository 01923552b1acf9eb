/**
 * The in-memory `ReferenceSet`: the loaded rows plus the indexes built from them once, so every lookup a
 * row needs is a Map access.
 */

import type { Said } from '../messages';
import { nameKey } from './name-key';
import { buildVehicleConfigs } from './vehicle-configs';
import type {
  BaseVehicle,
  EngineBase,
  EngineOption,
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
  baseVehicles: Map<number, BaseVehicle>;
  submodels: Map<number, Submodel>;
  /** VehicleID → [BaseVehicleID, SubmodelID] */
  vehicles: ReadonlyMap<number, readonly [number, number]>;
  /** VehicleID → engines it is offered with */
  enginesByVehicle: ReadonlyMap<number, readonly EngineOption[]>;
  engineBases: Map<number, EngineBase>;
  partTypes: Map<number, PartType>;
  positions: Map<number, Position>;
  /** Flat (PartTerminologyID, PositionID) pairs. */
  partPositions: readonly number[];
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
  readonly #modelsOfMake = new Map<number, number[]>();
  readonly #lines = new Map<string, VehicleLine>();
  readonly #configs: ReadonlyMap<number, readonly VehicleConfig[]>;
  readonly #pairs = new Map<number, Set<number>>();
  readonly #pairLists = new Map<number, number[]>();

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

    const lineYears = new Map<string, Map<number, number>>();
    for (const bv of input.baseVehicles.values()) {
      const key = `${bv.makeId}:${bv.modelId}`;
      let years = lineYears.get(key);
      if (!years) {
        lineYears.set(key, (years = new Map()));
        const models = this.#modelsOfMake.get(bv.makeId);
        if (models) models.push(bv.modelId);
        else this.#modelsOfMake.set(bv.makeId, [bv.modelId]);
      }
      years.set(bv.year, bv.id);
    }
    for (const [key, unsorted] of lineYears) {
      const [makeId, modelId] = key.split(':').map(Number) as [number, number];
      const years = new Map([...unsorted].sort((a, b) => a[0] - b[0]));
      const list = [...years.keys()];
      this.#lines.set(key, { makeId, modelId, years, firstYear: list[0]!, lastYear: list.at(-1)! });
    }

    this.#configs = buildVehicleConfigs(input.vehicles, input.enginesByVehicle);

    for (let i = 0; i < input.partPositions.length; i += 2) {
      const pt = input.partPositions[i]!;
      const pos = input.partPositions[i + 1]!;
      let set = this.#pairs.get(pt);
      if (!set) {
        this.#pairs.set(pt, (set = new Set()));
        this.#pairLists.set(pt, []);
      }
      if (!set.has(pos)) {
        set.add(pos);
        this.#pairLists.get(pt)!.push(pos);
      }
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
    return this.#lines.get(`${makeId}:${modelId}`);
  }
  vehicleConfigs(baseVehicleId: number): readonly VehicleConfig[] {
    return this.#configs.get(baseVehicleId) ?? NONE;
  }
  isPartPositionValid(partTypeId: number, positionId: number): boolean {
    return this.#pairs.get(partTypeId)?.has(positionId) ?? false;
  }
  positionsForPartType(partTypeId: number): readonly number[] {
    return this.#pairLists.get(partTypeId) ?? NONE;
  }
}
