import type { ReferenceSet } from '../reference';
import type { ReferenceLookup } from './reference-lookup';

/**
 * The assessment's view of a loaded `ReferenceSet` (VCdb + PCdb from a delivery, the database or
 * the demo set). Only capabilities the set has become methods. The ReferenceSet carries no Qdb:
 * pass qualifier parameter counts separately when you have them.
 */
export function referenceLookupFromSet(
  set: ReferenceSet,
  extras: { qualifiers?: ReadonlyMap<number, number> } = {},
): ReferenceLookup {
  const caps = set.capabilities;
  const lookup: ReferenceLookup = {
    source: set.source,
    ...(set.sourceSaid ? { sourceSaid: set.sourceSaid } : {}),
    versionDate: set.versionDate,
    demo: set.demo,
  };

  if (set.tables.has('make')) lookup.hasMake = (id) => set.makes.has(id);
  if (set.tables.has('model')) lookup.hasModel = (id) => set.models.has(id);
  if (caps.has('vehicles')) {
    lookup.baseVehicle = (id) => {
      const b = set.baseVehicles.get(id);
      return b ? { year: b.year, makeId: b.makeId, modelId: b.modelId } : null;
    };
    lookup.describeBaseVehicle = (id) => {
      const b = set.baseVehicles.get(id);
      if (!b) return null;
      const make = set.makes.get(b.makeId)?.name;
      const model = set.models.get(b.modelId)?.name;
      return make && model ? `${b.year} ${make} ${model}` : null;
    };
    lookup.modelYears = (makeId, modelId) => {
      const line = set.vehicleLine(makeId, modelId);
      return line ? new Set(line.years.keys()) : null;
    };
  }
  if (caps.has('submodels') || caps.has('engines')) {
    // Submodel-only data says nothing about engines: leave engines out of the configs then.
    const engines = caps.has('engines');
    // The reference shares one configs list among the base vehicles that have the same configs
    // (140,000 base vehicles, 18,000 lists in the bench's VCdb); each list is turned into the
    // lookup's shape once, when an app first asks, instead of a new copy per app. Weakly held:
    // the answers go when the reference goes.
    type Answer = ReturnType<NonNullable<ReferenceLookup['vehicleConfigs']>>;
    const made = new WeakMap<object, Answer>();
    lookup.vehicleConfigs = (id) => {
      const configs = set.vehicleConfigs(id);
      if (configs.length === 0) return null;
      let answer = made.get(configs);
      if (answer === undefined) {
        answer = configs.map((c) => ({
          subModelId: c.submodelId,
          engineBaseIds: engines ? c.engines.map((e) => e.engineBaseId) : null,
        }));
        made.set(configs, answer);
      }
      return answer;
    };
  }
  if (set.tables.has('submodel')) lookup.hasSubModel = (id) => set.submodels.has(id);
  if (set.tables.has('enginebase')) lookup.hasEngineBase = (id) => set.engineBases.has(id);
  if (set.attributeIds.size > 0)
    lookup.hasAttribute = (element, id) => set.attributeIds.get(element)?.has(id);
  if (caps.has('partTypes')) {
    lookup.hasPartType = (id) => set.partTypes.has(id);
    lookup.partTypeName = (id) => set.partTypes.get(id)?.name ?? null;
  }
  if (caps.has('positions')) lookup.hasPosition = (id) => set.positions.has(id);
  if (caps.has('partPositions')) lookup.isValidPartPosition = (pt, pos) => set.isPartPositionValid(pt, pos);
  const q = extras.qualifiers;
  if (q) lookup.qualifierParamCount = (id) => q.get(id) ?? null;
  return lookup;
}
