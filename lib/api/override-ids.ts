import type { CanonicalField } from '@/lib/catalog';
import type { ReferenceSet } from '@/lib/catalog/reference';
import { overrideFromPicks, type OverrideFields, type OverridePicks, type Picked } from '@/lib/data/reference';

/*
 * An API override names values the way the review screen's picker does: by text, or by the
 * reference entry's id — a make, a model of it, a base vehicle (one model year), a part type, a
 * position. An id is looked up in the release the job is pinned to and turned into the override the
 * picker would store (overrideFromPicks): the entry's name with its id, and what would contradict
 * it cleared. So `{ "partTypeId": 1896 }` means what picking that part type means.
 */

/** Keys an override may name an entry by; makeId and modelId are the API's own (no such column). */
export const OVERRIDE_ID_KEYS = ['makeId', 'modelId', 'baseVehicleId', 'partTypeId', 'positionId'] as const;
type IdKey = (typeof OVERRIDE_ID_KEYS)[number];

export type ApiOverride = Partial<Record<CanonicalField | 'makeId' | 'modelId', string | number>>;

export function namesAnId(override: ApiOverride): boolean {
  return OVERRIDE_ID_KEYS.some((k) => override[k] !== undefined && String(override[k]).trim() !== '');
}

type Resolved = { ok: true; override: OverrideFields } | { ok: false; message: string };

/**
 * The stored override for an API override: ids resolved against `reference` (the job's release),
 * every other field as text. `where` prefixes messages (`decisions.3.override`).
 */
export function resolveOverride(override: ApiOverride, reference: ReferenceSet, where: string): Resolved {
  const text: OverrideFields = {};
  const ids: Partial<Record<IdKey, number>> = {};
  for (const [key, value] of Object.entries(override) as [keyof ApiOverride, string | number][]) {
    if (!(OVERRIDE_ID_KEYS as readonly string[]).includes(key)) {
      text[key as CanonicalField] = String(value);
      continue;
    }
    const written = String(value).trim();
    // An empty id clears the field, as an empty text does.
    if (written === '') {
      if (key !== 'makeId' && key !== 'modelId') text[key as CanonicalField] = '';
      continue;
    }
    if (!/^\d{1,10}$/.test(written)) return refuse(`${where}.${key}: ${JSON.stringify(value)} is not an id; give a whole number, e.g. 1896.`);
    ids[key as IdKey] = Number(written);
  }
  const picks = picksOf(ids, reference, where);
  if ('message' in picks) return picks;
  const fromIds = overrideFromPicks(picks.picks, { fields: {} }) ?? {};
  // A make or model without a year: a BaseVehicleID left in the row would win over the picked names.
  if (picks.picks.vehicle && !picks.picks.vehicle.year) fromIds.baseVehicleId = '';
  return { ok: true, override: { ...fromIds, ...text } };
}

function picksOf(ids: Partial<Record<IdKey, number>>, ref: ReferenceSet, where: string): { ok: true; picks: OverridePicks } | { ok: false; message: string } {
  const picks: OverridePicks = {};
  const release = `the job's reference release (${ref.source})`;
  if (ids.partTypeId !== undefined) {
    const partType = ref.partTypes.get(ids.partTypeId);
    if (!partType) return refuse(`${where}.partTypeId: ${ids.partTypeId} is not a part type in ${release}.`);
    picks.partType = { id: partType.id, name: partType.name };
  }
  if (ids.positionId !== undefined) {
    const position = ref.positions.get(ids.positionId);
    if (!position) return refuse(`${where}.positionId: ${ids.positionId} is not a position in ${release}.`);
    picks.position = { id: position.id, name: position.name };
  }
  let make: Picked | undefined;
  let model: Picked | undefined;
  let year: { year: number; baseVehicleId: number } | undefined;
  if (ids.baseVehicleId !== undefined) {
    const bv = ref.baseVehicles.get(ids.baseVehicleId);
    if (!bv) return refuse(`${where}.baseVehicleId: ${ids.baseVehicleId} is not a base vehicle in ${release}.`);
    if ((ids.makeId !== undefined && ids.makeId !== bv.makeId) || (ids.modelId !== undefined && ids.modelId !== bv.modelId)) {
      return refuse(`${where}.baseVehicleId: base vehicle ${bv.id} is make ${bv.makeId}, model ${bv.modelId}, which the makeId or modelId given contradicts.`);
    }
    ids.makeId = bv.makeId;
    ids.modelId = bv.modelId;
    year = { year: bv.year, baseVehicleId: bv.id };
  }
  if (ids.modelId !== undefined && ids.makeId === undefined) return refuse(`${where}.modelId: name the model's make too (makeId), or give a baseVehicleId.`);
  if (ids.makeId !== undefined) {
    const found = ref.makes.get(ids.makeId);
    if (!found) return refuse(`${where}.makeId: ${ids.makeId} is not a make in ${release}.`);
    make = { id: found.id, name: found.name };
  }
  if (ids.modelId !== undefined) {
    const found = ref.models.get(ids.modelId);
    if (!found || !ref.modelsOfMake(ids.makeId!).includes(ids.modelId)) {
      return refuse(`${where}.modelId: ${ids.modelId} is not a model of make ${ids.makeId} in ${release}.`);
    }
    model = { id: found.id, name: found.name };
  }
  if (make) picks.vehicle = { make, ...(model ? { model } : {}), ...(model && year ? { year } : {}) };
  return { ok: true, picks };
}

const refuse = (message: string) => ({ ok: false as const, message });
