/**
 * ID-coded fitment: BaseVehicleID, SubModelID, EngineBaseID columns and "flat ACES" attribute strings
 * (`EngineBase:811;CylinderHeadType:5`). Every ID is checked against the reference — it must exist and,
 * for submodel and engine, belong to that base vehicle; an unknown ID rejects the row. When the
 * reference lacks a table the check is skipped and said once per run.
 */

import { ACES_ATTRIBUTE_TABLES, type ReferenceSet } from '@/lib/catalog/reference';
import type { CanonicalField, MappedRow } from '@/lib/catalog/types';
import { IdDecision, type IdNamer } from './id-decision';
import { plainId, type IdDecisionCache } from './id-decision-cache';
import type { NormalizeContext } from './context';
import { say } from '../messages';
import { quote, reject, skippedCheck, type FieldDecision, type Issue, isIssue } from './issues';
import type { VehicleResolution, VehicleTarget } from './vehicle-targets';

const ELEMENT_BY_LOWER = new Map(Object.keys(ACES_ATTRIBUTE_TABLES).map((name) => [name.toLowerCase(), name]));

/** `310001`, `310001.0` (spreadsheets) → 310001. */
export function parseId(text: string, field: CanonicalField, what: string): number | Issue {
  const t = text.trim().replace(/\.0+$/, '');
  if (!/^\d{1,10}$/.test(t)) return reject('ID_INVALID', field, say('ID_INVALID', { what, value: quote(text) }));
  return Number(t);
}

export interface FlatAttributes {
  subModelId?: number;
  engineBaseId?: number;
  attributes: { name: string; id: number }[];
  issues: Issue[];
}

/** Parses and checks a flat attribute string; cached per distinct text. */
export function parseFlatAttributes(text: string, ctx: NormalizeContext): FlatAttributes | Issue {
  const cached = ctx.cache.attributes.get(text) as FlatAttributes | Issue | undefined;
  if (cached) return cached;
  return ctx.cache.attributes.set(text, readFlat(text, ctx)) as FlatAttributes | Issue;
}

function readFlat(text: string, ctx: NormalizeContext): FlatAttributes | Issue {
  const out: FlatAttributes = { attributes: [], issues: [] };
  const seen = new Set<string>();
  for (const part of text.split(/[;|]/)) {
    if (!part.trim()) continue;
    const m = /^\s*([A-Za-z]+)\s*[:=]\s*(\S+)\s*$/.exec(part);
    if (!m) return reject('ATTRIBUTE_UNPARSEABLE', 'flatAttributes', say('ATTRIBUTE_UNPARSEABLE', { value: quote(part) }));
    const element = ELEMENT_BY_LOWER.get(m[1]!.toLowerCase());
    if (!element) {
      return reject('ATTRIBUTE_UNKNOWN', 'flatAttributes', say('ATTRIBUTE_UNKNOWN', { value: quote(m[1]!) }));
    }
    if (seen.has(element)) return reject('ATTRIBUTE_DUPLICATE', 'flatAttributes', say('ATTRIBUTE_DUPLICATE', { element, value: quote(text) }));
    seen.add(element);
    const id = parseId(m[2]!, 'flatAttributes', element);
    if (isIssue(id)) return id;
    if (element === 'SubModel') out.subModelId = id;
    else if (element === 'EngineBase') out.engineBaseId = id;
    else {
      const known = ctx.reference.attributeIds.get(element);
      if (!known) out.issues.push(skippedCheck(`VCdb attribute ${element}`, say('skipped.attribute', { element })));
      else if (!known.has(id)) {
        return reject('ATTRIBUTE_ID_UNKNOWN', 'flatAttributes', say('ATTRIBUTE_ID_UNKNOWN', { element, id: String(id) }));
      }
      out.attributes.push({ name: element, id });
    }
  }
  return out;
}

/**
 * The decision on an ID cell, built once per spelling of an ID the reference knows (see
 * ctx.cache.idDecisions): a row on a vehicle seen before parses nothing and allocates nothing here.
 * An ID the reference does not know is built each time, so a file of made-up IDs cannot grow the cache.
 * Its note is named on demand (IdDecision): the cache holds the ID, not its words.
 */
function idDecision(cache: IdDecisionCache, kind: IdKind, text: string, ref: ReferenceSet): IdDecision | Issue {
  const hit = cache.get(text);
  if (hit) return hit;
  const id = parseId(text, kind.field, kind.what);
  if (isIssue(id)) return id;
  const decision = new IdDecision(kind.field, text, id, kind.namer(ref));
  return kind.known(ref, id) ? cache.set(text, decision) : decision;
}

/**
 * An ID column's kind: its field, what a message calls it, whether the reference knows an ID and how
 * its decisions are named. Module constants, taking the reference as an argument: a closure over it
 * per call made every ID-coded row allocate its function's context.
 */
interface IdKind {
  field: CanonicalField;
  what: string;
  known: (ref: ReferenceSet, id: number) => boolean;
  namer: (ref: ReferenceSet) => IdNamer;
}

const subModelNote: IdNamer = (id) => ({ note: `SubModel ID ${id}`, said: say('note.id.subModel', { id: String(id) }) });
const engineBaseNote: IdNamer = (id) => ({ note: `EngineBase ID ${id}`, said: say('note.id.engineBase', { id: String(id) }) });

const BASE_VEHICLE: IdKind = { field: 'baseVehicleId', what: 'BaseVehicleID', known: (ref, id) => ref.baseVehicles.has(id), namer: (ref) => baseVehicleNamer(ref) };
const SUB_MODEL: IdKind = { field: 'submodelId', what: 'SubModelID', known: (ref, id) => ref.submodels.has(id), namer: () => subModelNote };
const ENGINE_BASE: IdKind = { field: 'engineBaseId', what: 'EngineBaseID', known: (ref, id) => ref.engineBases.has(id), namer: () => engineBaseNote };

/** Checks a submodel / engine base ID against one base vehicle. */
function checkConfig(
  target: VehicleTarget,
  subModelId: number | undefined,
  engineBaseId: number | undefined,
  ctx: NormalizeContext,
  issues: Issue[],
): Issue | null {
  const ref = ctx.reference;
  if (subModelId !== undefined) {
    if (!ref.capabilities.has('submodels')) issues.push(skippedCheck('SubModel IDs', say('skipped.subModelIds')));
    else if (!ref.submodels.has(subModelId)) {
      return reject('SUBMODEL_UNKNOWN', 'submodelId', say('SUBMODEL_UNKNOWN', { id: String(subModelId) }));
    } else if (!ref.offersSubmodel(target.baseVehicleId, subModelId)) {
      return reject(
        'SUBMODEL_NOT_FOR_VEHICLE',
        'submodelId',
        say('SUBMODEL_NOT_FOR_VEHICLE.id', { id: String(subModelId), name: String(ref.submodels.get(subModelId)?.name), baseVehicle: String(target.baseVehicleId) }),
      );
    }
  }
  if (engineBaseId !== undefined) {
    if (!ref.capabilities.has('engines')) issues.push(skippedCheck('EngineBase IDs', say('skipped.engineBaseIds')));
    else if (!ref.engineBases.has(engineBaseId)) {
      return reject('ENGINE_BASE_UNKNOWN', 'engineBaseId', say('ENGINE_BASE_UNKNOWN', { id: String(engineBaseId) }));
    } else {
      if (!ref.offersEngine(target.baseVehicleId, subModelId, engineBaseId)) {
        return reject(
          'ENGINE_NOT_FOR_VEHICLE',
          'engineBaseId',
          subModelId !== undefined
            ? say('ENGINE_NOT_FOR_VEHICLE.idWithSubmodel', { id: String(engineBaseId), baseVehicle: String(target.baseVehicleId), subModel: String(subModelId) })
            : say('ENGINE_NOT_FOR_VEHICLE.id', { id: String(engineBaseId), baseVehicle: String(target.baseVehicleId) }),
        );
      }
    }
  }
  return null;
}

/** SubModelID / EngineBaseID / flat attribute columns applied to targets found any way. */
export function applyIdAttributes(
  targets: VehicleTarget[],
  fields: MappedRow['fields'],
  ctx: NormalizeContext,
  decisions: FieldDecision[],
  issues: Issue[],
): VehicleTarget[] | Issue {
  let subModelId: number | undefined;
  let engineBaseId: number | undefined;
  let attributes: { name: string; id: number }[] | undefined;
  const ref = ctx.reference;
  if (fields.submodelId?.trim()) {
    const d = idDecision(ctx.cache.idDecisions.subModel, SUB_MODEL, fields.submodelId, ref);
    if (isIssue(d)) return d;
    subModelId = d.value as number;
    decisions.push(d);
  }
  if (fields.engineBaseId?.trim()) {
    const d = idDecision(ctx.cache.idDecisions.engineBase, ENGINE_BASE, fields.engineBaseId, ref);
    if (isIssue(d)) return d;
    engineBaseId = d.value as number;
    decisions.push(d);
  }
  if (fields.flatAttributes?.trim()) {
    const flat = parseFlatAttributes(fields.flatAttributes, ctx);
    if (isIssue(flat)) return flat;
    for (const [what, own, fromFlat] of [
      ['SubModel', subModelId, flat.subModelId],
      ['EngineBase', engineBaseId, flat.engineBaseId],
    ] as const) {
      if (own !== undefined && fromFlat !== undefined && own !== fromFlat) {
        return reject('ATTRIBUTE_CONFLICT', 'flatAttributes', say('ATTRIBUTE_CONFLICT', { element: what, fromAttributes: String(fromFlat), own: String(own) }));
      }
    }
    subModelId ??= flat.subModelId;
    engineBaseId ??= flat.engineBaseId;
    if (flat.attributes.length) attributes = flat.attributes;
    issues.push(...flat.issues);
    const list = flat.attributes.map((a) => `${a.name} ${a.id}`).join(', ');
    decisions.push({
      field: 'flatAttributes',
      source: fields.flatAttributes,
      value: null,
      confidence: 1,
      note: `attributes ${list || 'checked'}`,
      said: list ? say('note.attributes', { list }) : say('note.attributes.checked'),
    });
  }
  if (subModelId === undefined && engineBaseId === undefined && !attributes) return targets;
  const out: VehicleTarget[] = [];
  for (const t of targets) {
    if (t.subModelId !== undefined && subModelId !== undefined && t.subModelId !== subModelId) {
      return reject('SUBMODEL_CONFLICT', 'submodelId', say('SUBMODEL_CONFLICT', { id: String(subModelId) }));
    }
    if (t.engineBaseId !== undefined && engineBaseId !== undefined && t.engineBaseId !== engineBaseId) {
      return reject('ENGINE_CONFLICT', 'engineBaseId', say('ENGINE_CONFLICT', { id: String(engineBaseId) }));
    }
    const problem = checkConfig(t, subModelId ?? t.subModelId, engineBaseId ?? t.engineBaseId, ctx, issues);
    if (problem) return problem;
    const next: VehicleTarget = { ...t };
    if (subModelId !== undefined) next.subModelId = subModelId;
    if (engineBaseId !== undefined) next.engineBaseId = engineBaseId;
    if (attributes) next.attributes = attributes;
    out.push(next);
  }
  return out;
}

/** Per reference, one namer that every cached base-vehicle decision shares (a closure each would cost more than its ID). */
const baseVehicleNamers = new WeakMap<ReferenceSet, IdNamer>();
function baseVehicleNamer(ref: ReferenceSet): IdNamer {
  let namer = baseVehicleNamers.get(ref);
  if (!namer) {
    namer = (id) => {
      const bv = ref.baseVehicles.get(id);
      if (!bv) return { note: `BaseVehicle ${id}`, said: say('note.id.baseVehicle', { id: String(id) }) };
      const vehicle = `${bv.year} ${ref.makes.get(bv.makeId)?.name ?? bv.makeId} ${ref.models.get(bv.modelId)?.name ?? bv.modelId}`;
      return { note: `BaseVehicle ${id}: ${vehicle}`, said: say('note.id.baseVehicleNamed', { id: String(id), vehicle }) };
    };
    baseVehicleNamers.set(ref, namer);
  }
  return namer;
}

/**
 * The vehicle of a plain ID-coded row: its ID decisions, each one a run's cached decision. Filled by
 * `plainVehicle` into the caller's holder, so such a row makes no target, list or resolution.
 */
export interface PlainVehicle {
  baseVehicle: IdDecision;
  subModel: IdDecision | undefined;
  engineBase: IdDecision | undefined;
  /**
   * The decisions' IDs (`baseVehicle.value`, …), taken from the cells when they spell the plain
   * digits: the row's checks and app use them without reading the decisions, a cache miss each on
   * a catalog that spreads over the release (bench:scale realistic: 122,000 base vehicles).
   */
  baseVehicleId: number;
  subModelId: number | undefined;
  engineBaseId: number | undefined;
}

/**
 * The common ID-coded row, answered without the general path's objects: a BaseVehicleID whose
 * decision is already cached (so the reference knows it), SubModelID and EngineBaseID cells (or
 * neither) cached too, that fit the base vehicle. Fills `into` and says true; anything else (a flat
 * attribute string, an ID not seen yet, a check to skip or fail) says false and takes the general
 * path (`resolveVehicleById`), which says why. Stands for exactly what the general path would give:
 * one target of these IDs, the decisions base vehicle, submodel, engine base (those given), no issues.
 */
export function plainVehicle(fields: MappedRow['fields'], ctx: NormalizeContext, into: PlainVehicle): boolean {
  if (fields.flatAttributes?.trim()) return false;
  const ref = ctx.reference;
  if (!ref.capabilities.has('vehicles')) return false;
  const caches = ctx.cache.idDecisions;
  // Cached only when the reference knows the ID (see idDecision): no need to ask it again. An ID
  // met for the first time is decided here as the general path would, and cached if known.
  // Compared with undefined, not tested for truth: that would read the decision (see PlainVehicle).
  const text = fields.baseVehicleId!;
  const plainBase = plainId(text);
  const baseVehicle = cachedDecision(caches.baseVehicle, BASE_VEHICLE, text, plainBase, ref);
  if (baseVehicle === undefined) return false;
  let subModel: IdDecision | undefined;
  let subModelId: number | undefined;
  let engineBase: IdDecision | undefined;
  let engineBaseId: number | undefined;
  const subModelText = fields.submodelId;
  if (subModelText?.trim()) {
    if (!ref.capabilities.has('submodels')) return false;
    const plain = plainId(subModelText);
    subModel = cachedDecision(caches.subModel, SUB_MODEL, subModelText, plain, ref);
    if (subModel === undefined) return false;
    subModelId = plain >= 0 ? plain : subModel.value;
  }
  const engineBaseText = fields.engineBaseId;
  if (engineBaseText?.trim()) {
    if (!ref.capabilities.has('engines')) return false;
    const plain = plainId(engineBaseText);
    engineBase = cachedDecision(caches.engineBase, ENGINE_BASE, engineBaseText, plain, ref);
    if (engineBase === undefined) return false;
    engineBaseId = plain >= 0 ? plain : engineBase.value;
  }
  const baseVehicleId = plainBase >= 0 ? plainBase : baseVehicle.value;
  // Read from the reference's columns: no configuration list is made for the row. An engine offered
  // with the submodel means the base vehicle has the submodel: one check of the two then.
  if (engineBaseId !== undefined) {
    if (!ref.offersEngine(baseVehicleId, subModelId, engineBaseId)) return false;
  } else if (subModelId !== undefined && !ref.offersSubmodel(baseVehicleId, subModelId)) return false;
  into.baseVehicle = baseVehicle;
  into.subModel = subModel;
  into.engineBase = engineBase;
  into.baseVehicleId = baseVehicleId;
  into.subModelId = subModelId;
  into.engineBaseId = engineBaseId;
  return true;
}

/**
 * The cached decision on an ID cell (looked up by its number when `plain`, its `plainId`, is one),
 * or the one `idDecision` makes now when the reference knows the ID; else undefined.
 */
function cachedDecision(cache: IdDecisionCache, kind: IdKind, text: string, plain: number, ref: ReferenceSet): IdDecision | undefined {
  return (plain >= 0 ? cache.getPlain(plain) : cache.get(text)) ?? knownDecision(cache, kind, text, ref);
}

/** `idDecision`'s decision when the reference knows the ID (so it is cached now), else undefined: the general path says why. */
function knownDecision(cache: IdDecisionCache, kind: IdKind, text: string, ref: ReferenceSet): IdDecision | undefined {
  const d = idDecision(cache, kind, text, ref);
  return !isIssue(d) && cache.get(text) === d ? d : undefined;
}

/** A plain vehicle as the general path gives it: its one target (built only when something asks for targets). */
export function plainTarget(v: PlainVehicle): VehicleTarget {
  const target: VehicleTarget = { baseVehicleId: v.baseVehicleId };
  if (v.subModelId !== undefined) target.subModelId = v.subModelId;
  if (v.engineBaseId !== undefined) target.engineBaseId = v.engineBaseId;
  return target;
}

/** A row whose vehicle is a BaseVehicleID, the general path (normalizeRow tries `plainVehicle` first). */
export function resolveVehicleById(fields: MappedRow['fields'], ctx: NormalizeContext): VehicleResolution {
  const ref = ctx.reference;
  const text = fields.baseVehicleId!;
  const issues: Issue[] = [];
  let decision: FieldDecision;
  if (!ref.capabilities.has('vehicles')) {
    const id = parseId(text, 'baseVehicleId', 'BaseVehicleID');
    if (isIssue(id)) return { targets: [], decisions: [], issues: [id] };
    issues.push(skippedCheck('BaseVehicle IDs', say('skipped.baseVehicleIds')));
    decision = { field: 'baseVehicleId', source: text, value: id, confidence: 1, note: `BaseVehicle ${id} (not checked)`, said: say('note.id.baseVehicleUnchecked', { id: String(id) }) };
  } else {
    const d = idDecision(ctx.cache.idDecisions.baseVehicle, BASE_VEHICLE, text, ref);
    if (isIssue(d)) return { targets: [], decisions: [], issues: [d] };
    if (!ref.baseVehicles.has(d.value as number)) {
      return { targets: [], decisions: [], issues: [reject('BASE_VEHICLE_UNKNOWN', 'baseVehicleId', say('BASE_VEHICLE_UNKNOWN', { id: String(d.value) }))] };
    }
    decision = d;
  }
  const decisions = [decision];
  const targets = applyIdAttributes([{ baseVehicleId: decision.value as number }], fields, ctx, decisions, issues);
  if (isIssue(targets)) return { targets: [], decisions, issues: [...issues, targets] };
  return { targets, decisions, issues };
}
