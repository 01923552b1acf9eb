import { IdIndex, type ReferenceSet } from '../reference';
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
    lookup.hasBaseVehicle = (id) => set.baseVehicles.has(id);
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
    // The reference makes a base vehicle's configs on demand (columns, a small cache), and the apps
    // of a catalog rarely ask for the same base vehicle twice in a row: answering each call anew
    // built ~2 objects per app (a million apps: ~1 s and much of the collector's time). Each base
    // vehicle's answer is made once, and answers with the same content are one object (the bench's
    // VCdb: 140,000 base vehicles, 18,000 distinct lists): a few MB for the run, bounded by the
    // reference, not by the file. The answers are found by an ID index over an Int32Array, not a
    // Map<number, …> (a million apps over 150,000 vehicles: 0.50 s in this function with the Map,
    // 0.37 s with the index, most of it now the first answer of each vehicle).
    type Answer = NonNullable<ReturnType<NonNullable<ReferenceLookup['vehicleConfigs']>>>;
    const asked = new IdIndex();
    const answers: (Answer | null)[] = [];
    const byContent = new Map<string, Answer>();
    lookup.vehicleConfigs = (id) => {
      // Reference IDs are 32-bit integers (IdIndex's domain): another ID has no configs.
      if ((id | 0) !== id) return null;
      const row = asked.add(id);
      if (row < answers.length) return answers[row]!;
      const configs = set.vehicleConfigs(id);
      let answer: Answer | null = null;
      if (configs.length > 0) {
        let key = '';
        for (const c of configs) {
          key += `${c.submodelId}:`;
          if (engines) for (const e of c.engines) key += `${e.engineBaseId},`;
          key += ';';
        }
        answer = byContent.get(key) ?? null;
        if (answer === null) {
          answer = configs.map((c) => ({
            subModelId: c.submodelId,
            engineBaseIds: engines ? c.engines.map((e) => e.engineBaseId) : null,
          }));
          byContent.set(key, answer);
        }
      }
      answers.push(answer);
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
