/**
 * VCdb attribute elements of an ACES App, in the order the 4.2 and 5.0 schemas demand after the
 * vehicle (BaseVehicle [+ SubModel]). Callers give attributes in any order and spelling
 * (`engineBase`, `EngineBaseID`, `ENGINEBASE`); the writer puts them in this order.
 */
import { say, type Said } from '../messages';

export const ACES_ATTRIBUTE_ORDER = [
  'MfrBodyCode',
  'BodyNumDoors',
  'BodyType',
  'DriveType',
  'EngineBase',
  'EngineBlock',
  'EngineBoreStroke',
  'EngineDesignation',
  'EngineVIN',
  'EngineVersion',
  'EngineMfr',
  'PowerOutput',
  'ValvesPerEngine',
  'FuelDeliveryType',
  'FuelDeliverySubType',
  'FuelSystemControlType',
  'FuelSystemDesign',
  'Aspiration',
  'CylinderHeadType',
  'FuelType',
  'IgnitionSystemType',
  'TransmissionMfrCode',
  // transGroup: either TransmissionBase, or any of the three that follow it.
  'TransmissionBase',
  'TransmissionType',
  'TransmissionControlType',
  'TransmissionNumSpeeds',
  'TransElecControlled',
  'TransmissionMfr',
  'BedLength',
  'BedType',
  'WheelBase',
  'BrakeSystem',
  'FrontBrakeType',
  'RearBrakeType',
  'BrakeABS',
  'FrontSpringType',
  'RearSpringType',
  'SteeringSystem',
  'SteeringType',
  'Region',
] as const;

export type AcesAttributeName = (typeof ACES_ATTRIBUTE_ORDER)[number];

/** Elements that live in the vehicle group rather than the attribute list. */
export const ACES_VEHICLE_ATTRIBUTES = ['SubModel'] as const;

const RANK = new Map<string, number>(ACES_ATTRIBUTE_ORDER.map((name, i) => [name, i]));
const BY_LOWER = new Map<string, string>(
  [...ACES_ATTRIBUTE_ORDER, ...ACES_VEHICLE_ATTRIBUTES].map((name) => [name.toLowerCase(), name]),
);
// Names VCdb tables and catalogs use for the same thing as the ACES element.
const ALIASES: Record<string, string> = {
  numdoors: 'BodyNumDoors',
  enginevin: 'EngineVIN',
  vin: 'EngineVIN',
  submodelid: 'SubModel',
  brakeabs: 'BrakeABS',
  abs: 'BrakeABS',
};

/**
 * The ACES element name for an attribute name as found in a catalog or a "flat ACES" string,
 * or null when it is not a VCdb attribute ACES can carry. Case, spaces, underscores and a
 * trailing `ID` are ignored.
 */
export function canonicalAcesAttributeName(name: string): string | null {
  const key = name.replace(/[\s_-]+/g, '').toLowerCase();
  const direct = BY_LOWER.get(key) ?? ALIASES[key];
  if (direct) return direct;
  if (key.endsWith('id')) {
    const bare = key.slice(0, -2);
    return BY_LOWER.get(bare) ?? ALIASES[bare] ?? null;
  }
  return null;
}

/** Schema position of an attribute element (lower comes first); undefined for unknown names. */
export function acesAttributeRank(name: string): number | undefined {
  return RANK.get(name);
}

const TRANS_DETAIL = new Set(['TransmissionType', 'TransmissionControlType', 'TransmissionNumSpeeds']);

export interface OrderedAttributes {
  /** Attributes in schema order, duplicates of the same id removed. */
  attributes: { name: string; id: number }[];
  subModelId?: number;
  /** Why the set cannot be written as one App; empty when it can. */
  problems: Said[];
}

/**
 * Puts an app's attributes in schema order and checks that they fit in one App: every name known,
 * at most one value per attribute, TransmissionBase not combined with its parts (the schema's
 * choice). An app that fails is skipped, never written with an attribute dropped: a dropped
 * attribute would widen the fitment to vehicles the part does not fit.
 */
export function orderAcesAttributes(input: {
  subModelId?: number;
  engineBaseId?: number;
  attributes?: { name: string; id: number }[];
}): OrderedAttributes {
  // Most apps carry at most SubModel and EngineBase: skip the general path for them.
  if (!input.attributes || input.attributes.length === 0) {
    const attributes =
      input.engineBaseId === undefined ? [] : [{ name: 'EngineBase', id: input.engineBaseId }];
    return input.subModelId === undefined
      ? { attributes, problems: [] }
      : { attributes, subModelId: input.subModelId, problems: [] };
  }
  const problems: Said[] = [];
  const chosen = new Map<string, number>();
  let subModelId = input.subModelId;

  const take = (name: string, id: number): void => {
    const canonical = canonicalAcesAttributeName(name);
    if (!canonical) {
      problems.push(say('writer.attr.unknown', { name }));
      return;
    }
    if (canonical === 'SubModel') {
      if (subModelId !== undefined && subModelId !== id) {
        problems.push(say('writer.attr.twoSubModels', { first: String(subModelId), second: String(id) }));
      }
      subModelId = id;
      return;
    }
    const prev = chosen.get(canonical);
    if (prev !== undefined && prev !== id) {
      problems.push(say('writer.attr.twoIds', { element: canonical, first: String(prev), second: String(id) }));
      return;
    }
    chosen.set(canonical, id);
  };

  if (input.engineBaseId !== undefined) take('EngineBase', input.engineBaseId);
  for (const a of input.attributes ?? []) take(a.name, a.id);

  if (chosen.has('TransmissionBase') && [...chosen.keys()].some((k) => TRANS_DETAIL.has(k))) {
    problems.push(say('writer.attr.transmissionBase'));
  }

  const attributes = [...chosen.entries()]
    .map(([name, id]) => ({ name, id }))
    .sort((a, b) => (RANK.get(a.name) ?? 0) - (RANK.get(b.name) ?? 0));
  return subModelId === undefined ? { attributes, problems } : { attributes, subModelId, problems };
}
