import type { CanonicalField } from '@/lib/catalog';
import { render, say, type MessageParams, type Said } from '@/lib/catalog/messages';
import { referenceSource, type ReferenceSet } from '@/lib/catalog/reference';
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

/** A refusal says why as a text (texts/api-overrides.ts), for the caller's language; `message` is its English. */
type Refused = { ok: false; message: string; said: Said };
type Resolved = { ok: true; override: OverrideFields } | Refused;

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
    if (!/^\d{1,10}$/.test(written)) return refuse('api.override.notAnId', { path: `${where}.${key}`, value: JSON.stringify(value) });
    ids[key as IdKey] = Number(written);
  }
  const picks = picksOf(ids, reference, where);
  if (!picks.ok) return picks;
  const fromIds = overrideFromPicks(picks.picks, { fields: {} }) ?? {};
  // A make or model without a year: a BaseVehicleID left in the row would win over the picked names.
  if (picks.picks.vehicle && !picks.picks.vehicle.year) fromIds.baseVehicleId = '';
  return { ok: true, override: { ...fromIds, ...text } };
}

function picksOf(ids: Partial<Record<IdKey, number>>, ref: ReferenceSet, where: string): { ok: true; picks: OverridePicks } | Refused {
  const picks: OverridePicks = {};
  const notIn = (key: IdKey, kind: string, id: number) => refuse('api.override.notInRelease', { path: `${where}.${key}`, id: String(id), kind, source: referenceSource(ref) });
  if (ids.partTypeId !== undefined) {
    const partType = ref.partTypes.get(ids.partTypeId);
    if (!partType) return notIn('partTypeId', 'partType', ids.partTypeId);
    picks.partType = { id: partType.id, name: partType.name };
  }
  if (ids.positionId !== undefined) {
    const position = ref.positions.get(ids.positionId);
    if (!position) return notIn('positionId', 'position', ids.positionId);
    picks.position = { id: position.id, name: position.name };
  }
  let make: Picked | undefined;
  let model: Picked | undefined;
  let year: { year: number; baseVehicleId: number } | undefined;
  if (ids.baseVehicleId !== undefined) {
    const bv = ref.baseVehicles.get(ids.baseVehicleId);
    if (!bv) return notIn('baseVehicleId', 'baseVehicle', ids.baseVehicleId);
    if ((ids.makeId !== undefined && ids.makeId !== bv.makeId) || (ids.modelId !== undefined && ids.modelId !== bv.modelId)) {
      return refuse('api.override.contradicts', { path: `${where}.baseVehicleId`, id: String(bv.id), make: String(bv.makeId), model: String(bv.modelId) });
    }
    ids.makeId = bv.makeId;
    ids.modelId = bv.modelId;
    year = { year: bv.year, baseVehicleId: bv.id };
  }
  if (ids.modelId !== undefined && ids.makeId === undefined) return refuse('api.override.modelNeedsMake', { path: `${where}.modelId` });
  if (ids.makeId !== undefined) {
    const found = ref.makes.get(ids.makeId);
    if (!found) return notIn('makeId', 'make', ids.makeId);
    make = { id: found.id, name: found.name };
  }
  if (ids.modelId !== undefined) {
    const found = ref.models.get(ids.modelId);
    if (!found || !ref.modelsOfMake(ids.makeId!).includes(ids.modelId)) {
      return refuse('api.override.modelNotOfMake', { path: `${where}.modelId`, id: String(ids.modelId), make: String(ids.makeId), source: referenceSource(ref) });
    }
    model = { id: found.id, name: found.name };
  }
  if (make) picks.vehicle = { make, ...(model ? { model } : {}), ...(model && year ? { year } : {}) };
  return { ok: true, picks };
}

function refuse(id: string, params: MessageParams): Refused {
  const said = say(id, params);
  return { ok: false, message: render(said, 'en'), said };
}
