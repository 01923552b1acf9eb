import type { Said } from '../messages';

/**
 * What the assessment asks of reference data (VCdb, PCdb, Qdb). Each method is optional: a method
 * that is absent means the table behind it was not loaded, and the checks that need it are skipped
 * with a REFERENCE_CHECK_SKIPPED finding rather than failing every app.
 */
export interface ReferenceLookup {
  /** Where it came from, for messages ("vcdb-2026-01", "demo"). */
  readonly source: string;
  /** `source` in the reader's language, where it has words of ours (ReferenceSet.sourceSaid). */
  readonly sourceSaid?: Said;
  readonly versionDate: string | null;
  /** Made-up demo IDs: findings about IDs are then only an exercise. */
  readonly demo: boolean;

  /** Whether the VCdb has a base vehicle with this id (asked once per app: nothing is built). */
  hasBaseVehicle?(id: number): boolean;
  /** "2012 Honda Civic" for messages, when the names are known. */
  describeBaseVehicle?(id: number): string | null;
  /**
   * The submodel/engine combinations the VCdb lists for a base vehicle (`subModelId` 0: no
   * submodel; `engineBaseIds` null or empty: engines not known), or null when it lists none (the
   * vehicle cannot then be judged).
   */
  vehicleConfigs?(
    baseVehicleId: number,
  ): readonly { subModelId: number; engineBaseIds: readonly number[] | null }[] | null;
  hasSubModel?(id: number): boolean;
  hasEngineBase?(id: number): boolean;
  hasMake?(id: number): boolean;
  hasModel?(id: number): boolean;
  /** Years in which the VCdb has a base vehicle for make + model; null when they never go together. */
  modelYears?(makeId: number, modelId: number): ReadonlySet<number> | null;
  /** Whether a VCdb attribute id exists (element name as in ACES); undefined when its table is not loaded. */
  hasAttribute?(element: string, id: number): boolean | undefined;
  /** Whether some vehicle of that base vehicle has the attribute; undefined when the data cannot say. */
  attributeFitsVehicle?(baseVehicleId: number, element: string, id: number): boolean | undefined;

  hasPartType?(id: number): boolean;
  /** PCdb name of a part type, for reports. */
  partTypeName?(id: number): string | null;
  hasPosition?(id: number): boolean;
  isValidPartPosition?(partTypeId: number, positionId: number): boolean;

  /** Number of parameters (placeholders) of a Qdb qualifier, or null when the id is not in the Qdb. */
  qualifierParamCount?(qualifierId: number): number | null;
}

/** Reference data as plain lists: for tests, small deliveries, or a Qdb map beside a ReferenceSet. */
export interface ReferenceData {
  source?: string;
  versionDate?: string | null;
  demo?: boolean;
  makes?: { id: number; name?: string }[];
  models?: { id: number; name?: string }[];
  baseVehicles?: { id: number; year: number; makeId: number; modelId: number }[];
  /** Vehicles: which submodel and engines each base vehicle comes with. */
  vehicles?: { baseVehicleId: number; subModelId: number; engineBaseIds: number[] }[];
  subModels?: number[];
  engineBases?: number[];
  /** Other VCdb attributes: ACES element name → ids. */
  attributes?: Record<string, number[]>;
  partTypes?: { id: number; name?: string }[];
  positions?: number[];
  /** Valid [partTypeId, positionId] pairs. */
  partPositions?: [number, number][];
  /** Qdb: qualifier id → number of parameters. */
  qualifiers?: Record<number, number> | Map<number, number>;
}

/** A lookup over plain lists; only the methods whose lists were given are present. */
export function createReferenceLookup(data: ReferenceData): ReferenceLookup {
  const lookup: ReferenceLookup = {
    source: data.source ?? 'reference data',
    versionDate: data.versionDate ?? null,
    demo: data.demo ?? false,
  };
  const makes = data.makes ? new Map(data.makes.map((m) => [m.id, m.name])) : null;
  const models = data.models ? new Map(data.models.map((m) => [m.id, m.name])) : null;
  if (makes) lookup.hasMake = (id) => makes.has(id);
  if (models) lookup.hasModel = (id) => models.has(id);

  if (data.baseVehicles) {
    const bvs = new Map(data.baseVehicles.map((b) => [b.id, b]));
    const years = new Map<string, Set<number>>();
    for (const b of data.baseVehicles) {
      const k = `${b.makeId}|${b.modelId}`;
      const s = years.get(k);
      if (s) s.add(b.year);
      else years.set(k, new Set([b.year]));
    }
    lookup.hasBaseVehicle = (id) => bvs.has(id);
    lookup.describeBaseVehicle = (id) => {
      const b = bvs.get(id);
      const make = b && makes?.get(b.makeId);
      const model = b && models?.get(b.modelId);
      return b && make && model ? `${b.year} ${make} ${model}` : null;
    };
    lookup.modelYears = (makeId, modelId) => years.get(`${makeId}|${modelId}`) ?? null;
  }

  if (data.vehicles) {
    const configs = new Map<number, { subModelId: number; engineBaseIds: number[] }[]>();
    for (const v of data.vehicles) {
      const list = configs.get(v.baseVehicleId) ?? [];
      list.push({ subModelId: v.subModelId, engineBaseIds: v.engineBaseIds });
      configs.set(v.baseVehicleId, list);
    }
    lookup.vehicleConfigs = (id) => configs.get(id) ?? null;
  }
  if (data.subModels) {
    const s = new Set(data.subModels);
    lookup.hasSubModel = (id) => s.has(id);
  }
  if (data.engineBases) {
    const s = new Set(data.engineBases);
    lookup.hasEngineBase = (id) => s.has(id);
  }
  if (data.attributes) {
    const byElement = new Map(Object.entries(data.attributes).map(([k, ids]) => [k, new Set(ids)]));
    lookup.hasAttribute = (element, id) => byElement.get(element)?.has(id);
  }
  if (data.partTypes) {
    const names = new Map(data.partTypes.map((p) => [p.id, p.name ?? null]));
    lookup.hasPartType = (id) => names.has(id);
    lookup.partTypeName = (id) => names.get(id) ?? null;
  }
  if (data.positions) {
    const s = new Set(data.positions);
    lookup.hasPosition = (id) => s.has(id);
  }
  if (data.partPositions) {
    const s = new Set(data.partPositions.map(([pt, pos]) => `${pt}|${pos}`));
    lookup.isValidPartPosition = (pt, pos) => s.has(`${pt}|${pos}`);
  }
  if (data.qualifiers) {
    const q =
      data.qualifiers instanceof Map
        ? data.qualifiers
        : new Map(Object.entries(data.qualifiers).map(([k, v]) => [Number(k), v]));
    lookup.qualifierParamCount = (id) => q.get(id) ?? null;
  }
  return lookup;
}
