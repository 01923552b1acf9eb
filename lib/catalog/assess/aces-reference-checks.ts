import { say, type MessageParams, type Said } from '../messages';
import type { ReadAcesApp } from '../readers';
import type { Finding, Severity } from '../types';
import { saidFinding } from '../validate';
import { appSaid } from './aces-app-checks';
import type { Emit } from './emit';
import { referenceLabel } from '../reference';
import type { ReferenceLookup } from './reference-lookup';

type Check =
  | 'vehicles'
  | 'makes'
  | 'vehicleConfigs'
  | 'subModels'
  | 'engineBases'
  | 'modelYears'
  | 'partTypes'
  | 'positions'
  | 'partPositions'
  | 'qualifiers';

/** Why a check was skipped: `REFERENCE_CHECK_SKIPPED.<check>`. */
const SKIP_TEXT: Record<Check, string> = {
  vehicles: 'REFERENCE_CHECK_SKIPPED.vehicles',
  makes: 'REFERENCE_CHECK_SKIPPED.makes',
  vehicleConfigs: 'REFERENCE_CHECK_SKIPPED.vehicleConfigs',
  subModels: 'REFERENCE_CHECK_SKIPPED.subModels',
  engineBases: 'REFERENCE_CHECK_SKIPPED.engineBases',
  modelYears: 'REFERENCE_CHECK_SKIPPED.modelYears',
  partTypes: 'REFERENCE_CHECK_SKIPPED.partTypes',
  positions: 'REFERENCE_CHECK_SKIPPED.positions',
  partPositions: 'REFERENCE_CHECK_SKIPPED.partPositions',
  qualifiers: 'REFERENCE_CHECK_SKIPPED.qualifiers',
};

/**
 * Checks an app's IDs against reference data: the vehicle and its attributes against VCdb, part
 * type and position against PCdb, qualifiers against Qdb. Apps marked `validate="no"` are skipped,
 * as ACES asks. Checks whose table is missing are reported once as skipped — when some app needed them.
 */
export class AcesReferenceChecks {
  private readonly needed = new Set<Check>();
  private readonly unloadedAttributes = new Set<string>();
  private readonly label: string | Said;

  constructor(
    private readonly ref: ReferenceLookup,
    private readonly file: string,
    private readonly emit: Emit,
  ) {
    this.label = referenceLabel(ref);
  }

  check(app: ReadAcesApp): void {
    if (!app.validate || app.action === 'D') return;
    const ref = this.ref;
    // Nothing is made per app that a clean app does not need: no closures (under tsx each one
    // costs a defineProperty for its name), and messages (and the vehicle's name in them) are
    // composed only when a finding is raised — a million clean apps built a million of each.
    this.app = app;
    const add = this.addFinding;
    const need = this.need;

    /** The BaseVehicle was looked up and found. */
    let bv = false;
    const bvId = app.baseVehicleId;
    const source = this.label;
    if (bvId !== undefined && need('vehicles', !!ref.hasBaseVehicle)) {
      bv = ref.hasBaseVehicle!(bvId);
      if (!bv) {
        add('ACES_BASEVEHICLE_UNKNOWN', () => ({ id: String(bvId), source }));
        return this.checkParts(app, add, need);
      }
    }
    if (bvId === undefined && app.makeId !== undefined) this.checkMakeModel(app, add, need);
    /** The vehicle as messages name it: only once its BaseVehicle was found. */
    const named = bv ? bvId : undefined;

    const sm = app.subModelId;
    const eb = app.engineBaseId;
    const configs =
      bv &&
      bvId !== undefined &&
      (sm !== undefined || eb !== undefined) &&
      need('vehicleConfigs', !!ref.vehicleConfigs)
        ? ref.vehicleConfigs!(bvId)
        : null;
    let subOk = false;
    let engineOk = false;
    if (sm !== undefined) {
      if (need('subModels', !!ref.hasSubModel) && !ref.hasSubModel!(sm)) {
        add('ACES_SUBMODEL_UNKNOWN', () => ({ id: String(sm), source }));
      } else if (configs && !hasConfig(configs, sm, undefined)) {
        add('ACES_SUBMODEL_NOT_FOR_VEHICLE', () => ({
          id: String(sm),
          vehicle: this.vehicleName(named),
          source,
          offered: listOf(configs.map((c) => c.subModelId).filter((x) => x > 0)),
        }));
      } else subOk = configs !== null;
    }
    const knownEngines = configs ? knowsEngines(configs) : false;
    if (eb !== undefined) {
      if (need('engineBases', !!ref.hasEngineBase) && !ref.hasEngineBase!(eb)) {
        add('ACES_ENGINEBASE_UNKNOWN', () => ({ id: String(eb), source }));
      } else if (configs && knownEngines && !hasConfig(configs, undefined, eb)) {
        add('ACES_ENGINEBASE_NOT_FOR_VEHICLE', () => ({
          id: String(eb),
          vehicle: this.vehicleName(named),
          source,
          offered: listOf([...new Set(configs.flatMap((c) => c.engineBaseIds ?? []))]),
        }));
      } else engineOk = configs !== null && knownEngines;
    }
    if (subOk && engineOk && configs && !hasConfig(configs, sm, eb)) {
      add('ACES_VEHICLE_CONFIG_INVALID', () => ({
        subModel: String(sm),
        engineBase: String(eb),
        vehicle: this.vehicleName(named),
        source,
      }));
    }

    const attributes = app.attributes;
    if (attributes) for (const a of attributes) this.checkAttribute(a, bvId, named);
    this.checkParts(app, add, need);
  }

  private checkAttribute(a: { name: string; id: number }, bvId: number | undefined, named: number | undefined): void {
    const ref = this.ref;
    const source = this.label;
    const known = ref.hasAttribute?.(a.name, a.id);
    if (known === undefined) {
      this.unloadedAttributes.add(a.name);
      return;
    }
    if (!known) {
      this.addFinding('ACES_ATTRIBUTE_UNKNOWN', () => ({ name: a.name, id: String(a.id), source }));
      return;
    }
    if (bvId !== undefined && ref.attributeFitsVehicle?.(bvId, a.name, a.id) === false)
      this.addFinding('ACES_ATTRIBUTE_NOT_FOR_VEHICLE', () => ({
        name: a.name,
        id: String(a.id),
        vehicle: this.vehicleName(named),
        source,
      }));
  }

  /** "BaseVehicle 1234 (2010 Honda Civic)", or '' when the BaseVehicle was not looked up. */
  private vehicleName(bvId: number | undefined): string {
    if (bvId === undefined) return '';
    const name = this.ref.describeBaseVehicle?.(bvId);
    return `BaseVehicle ${bvId}${name ? ` (${name})` : ''}`;
  }

  /** The app being checked, for `addFinding` (bound once, not per app). */
  private app: ReadAcesApp | null = null;
  private readonly addFinding: AddFinding = (code, params, severity = 'error', id = code) =>
    this.add(this.app!, code, id, params, severity);

  private add(
    app: ReadAcesApp,
    code: string,
    id: string,
    params: () => MessageParams,
    severity: Severity,
  ): void {
    this.emit(code, severity, () => appSaid(app, say(id, params())), app.line);
  }

  /** Whether a check's table is there, noting it as skipped otherwise (bound once, not per app). */
  private readonly need = (c: Check, available: boolean): boolean => {
    if (!available) this.needed.add(c);
    return available;
  };

  /** REFERENCE_CHECK_SKIPPED findings for checks some app needed but the data could not answer. */
  skipped(): Finding[] {
    const skipped = (said: Said): Finding =>
      saidFinding('REFERENCE_CHECK_SKIPPED', 'info', said, { file: this.file });
    const out: Finding[] = [...this.needed].map((c) => skipped(say(SKIP_TEXT[c], { source: this.label })));
    if (this.unloadedAttributes.size)
      out.push(
        skipped(
          say('REFERENCE_CHECK_SKIPPED.attributes', {
            names: [...this.unloadedAttributes].sort().join(', '),
            source: this.label,
            count: this.unloadedAttributes.size,
          }),
        ),
      );
    return out;
  }

  private checkMakeModel(
    app: ReadAcesApp,
    add: AddFinding,
    need: (c: Check, available: boolean) => boolean,
  ): void {
    const ref = this.ref;
    const source = this.label;
    const make = app.makeId!;
    const model = app.modelId;
    if (need('makes', !!ref.hasMake) && !ref.hasMake!(make)) {
      add('ACES_MAKE_UNKNOWN', () => ({ id: String(make), source }));
      return;
    }
    if (model === undefined) return;
    if (ref.hasModel && !ref.hasModel(model)) {
      add('ACES_MODEL_UNKNOWN', () => ({ id: String(model), source }));
      return;
    }
    if (!need('modelYears', !!ref.modelYears)) return;
    const years = ref.modelYears!(make, model);
    if (!years) {
      add(
        'ACES_MODEL_UNKNOWN',
        () => ({ source, make: String(make), model: String(model) }),
        'error',
        'ACES_MODEL_UNKNOWN.make',
      );
      return;
    }
    const y = app.years;
    if (!y || y.from > y.to || y.to - y.from > 200) return;
    const missing: number[] = [];
    for (let year = y.from; year <= y.to; year++) if (!years.has(year)) missing.push(year);
    if (missing.length) {
      add(
        'ACES_YEARS_OUTSIDE_MODEL',
        () => ({
          from: String(y.from),
          to: String(y.to),
          make: String(make),
          model: String(model),
          source,
          known: ranges([...years].sort((a, b) => a - b)),
          missing: ranges(missing),
        }),
        'warning',
      );
    }
  }

  private checkParts(
    app: ReadAcesApp,
    add: AddFinding,
    need: (c: Check, available: boolean) => boolean,
  ): void {
    const ref = this.ref;
    const source = this.label;
    let partTypeOk = false;
    if (need('partTypes', !!ref.hasPartType)) {
      partTypeOk = ref.hasPartType!(app.partTypeId);
      if (!partTypeOk) add('ACES_PARTTYPE_UNKNOWN', () => ({ id: String(app.partTypeId), source }));
    }
    const pos = app.positionId;
    if (pos !== undefined) {
      let positionOk = false;
      if (need('positions', !!ref.hasPosition)) {
        positionOk = ref.hasPosition!(pos);
        if (!positionOk) add('ACES_POSITION_UNKNOWN', () => ({ id: String(pos), source }));
      }
      if (
        partTypeOk &&
        positionOk &&
        need('partPositions', !!ref.isValidPartPosition) &&
        !ref.isValidPartPosition!(app.partTypeId, pos)
      ) {
        add('ACES_PARTTYPE_POSITION_INVALID', () => {
          const name = ref.partTypeName?.(app.partTypeId);
          return { position: String(pos), partType: `${app.partTypeId}${name ? ` (${name})` : ''}`, source };
        });
      }
    }
    const quals = app.quals;
    if (quals && quals.length && need('qualifiers', !!ref.qualifierParamCount)) {
      for (const q of quals) {
        const expected = ref.qualifierParamCount!(q.id);
        if (expected === null) add('ACES_QUAL_UNKNOWN', () => ({ id: String(q.id) }));
        else if (expected !== q.params.length)
          add('ACES_QUAL_PARAM_COUNT', () => ({ id: String(q.id), expected, given: q.params.length }));
      }
    }
  }
}

/** Reports one finding about the app being checked: its parameters composed only when it is listed. */
type AddFinding = (code: string, params: () => MessageParams, severity?: Severity, id?: string) => void;

type Configs = NonNullable<ReturnType<NonNullable<ReferenceLookup['vehicleConfigs']>>>;

/** Whether some vehicle config has the submodel and the engine (each when given). */
function hasConfig(configs: Configs, sm: number | undefined, eb: number | undefined): boolean {
  for (const c of configs)
    if ((sm === undefined || c.subModelId === sm) && (eb === undefined || c.engineBaseIds?.includes(eb)))
      return true;
  return false;
}

/** Whether the reference links engines to this vehicle's configs at all. */
function knowsEngines(configs: Configs): boolean {
  for (const c of configs) if (c.engineBaseIds && c.engineBaseIds.length > 0) return true;
  return false;
}

function listOf(ids: number[]): string | Said {
  if (ids.length === 0) return say('reference.noneListed');
  const u = [...new Set(ids)].sort((a, b) => a - b);
  return u.length > 8 ? `${u.slice(0, 8).join(', ')}, … (${u.length})` : u.join(', ');
}

/** [2001, 2002, 2003, 2007] → "2001–2003, 2007". */
function ranges(years: number[]): string {
  const out: string[] = [];
  let start = years[0];
  let prev = start;
  for (const y of [...years.slice(1), Number.NaN]) {
    if (y === (prev ?? 0) + 1) {
      prev = y;
      continue;
    }
    if (start !== undefined) out.push(start === prev ? String(start) : `${start}–${prev}`);
    start = y;
    prev = y;
  }
  return out.join(', ');
}
