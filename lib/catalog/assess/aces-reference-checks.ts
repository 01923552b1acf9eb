import type { ReadAcesApp } from '../readers';
import type { Finding } from '../types';
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

const SKIP_TEXT: Record<Check, string> = {
  vehicles: 'BaseVehicle ids were not checked: the reference data has no BaseVehicle table',
  makes: 'Make and Model ids were not checked: the reference data has no Make/Model tables',
  vehicleConfigs:
    'SubModel and EngineBase were not checked against their base vehicles: the reference data has no Vehicle / VehicleToEngineConfig tables',
  subModels: 'SubModel ids were not checked: the reference data has no SubModel table',
  engineBases: 'EngineBase ids were not checked: the reference data has no EngineBase table',
  modelYears: 'Year ranges were not checked against model years: the reference data has no BaseVehicle table',
  partTypes: 'PartType ids were not checked: the reference data has no PCdb Parts table',
  positions: 'Position ids were not checked: the reference data has no PCdb Positions table',
  partPositions:
    'PartType–Position pairs were not checked: the reference data has no CodeMaster / PartPosition table',
  qualifiers: 'Qualifier ids and parameter counts were not checked: no Qdb was given',
};

/**
 * Checks an app's IDs against reference data: the vehicle and its attributes against VCdb, part
 * type and position against PCdb, qualifiers against Qdb. Apps marked `validate="no"` are skipped,
 * as ACES asks. Checks whose table is missing are reported once as skipped — when some app needed them.
 */
export class AcesReferenceChecks {
  private readonly needed = new Set<Check>();
  private readonly unloadedAttributes = new Set<string>();
  private readonly label: string;

  constructor(
    private readonly ref: ReferenceLookup,
    private readonly file: string,
    private readonly emit: (f: Finding) => void,
  ) {
    this.label = `${ref.demo ? 'the demo reference set' : ref.source}${ref.versionDate ? ` (${ref.versionDate})` : ''}`;
  }

  check(app: ReadAcesApp): void {
    if (!app.validate || app.action === 'D') return;
    const ref = this.ref;
    // Messages (and the vehicle's name in them) are composed only when a finding is raised: a
    // million clean apps built a million of each for nothing.
    const add = (code: string, message: string, severity: Finding['severity'] = 'error'): void =>
      this.add(app, code, message, severity);
    const need = this.need;

    let bv: { year: number; makeId: number; modelId: number } | null = null;
    const bvId = app.baseVehicleId;
    const vehicleName = (): string => {
      if (!bv) return '';
      const name = ref.describeBaseVehicle?.(bvId!);
      return `BaseVehicle ${bvId}${name ? ` (${name})` : ''}`;
    };
    if (bvId !== undefined && need('vehicles', !!ref.baseVehicle)) {
      bv = ref.baseVehicle!(bvId);
      if (!bv) {
        add(
          'ACES_BASEVEHICLE_UNKNOWN',
          `BaseVehicle ${bvId} is not in ${this.label}. Receivers reject the app: map it to a BaseVehicle of this VCdb release, or check which VCdb version the file was built with.`,
        );
        return this.checkParts(app, add, need);
      }
    }
    if (bvId === undefined && app.makeId !== undefined) this.checkMakeModel(app, add, need);

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
        add(
          'ACES_SUBMODEL_UNKNOWN',
          `SubModel ${sm} is not in ${this.label}. Use a SubModel id from this VCdb release.`,
        );
      } else if (configs && !configs.some((c) => c.subModelId === sm)) {
        add(
          'ACES_SUBMODEL_NOT_FOR_VEHICLE',
          `SubModel ${sm} is not offered on ${vehicleName()} in ${this.label} (it has ${listOf(configs.map((c) => c.subModelId).filter((x) => x > 0))}). The app describes a vehicle that does not exist; correct the SubModel or the BaseVehicle.`,
        );
      } else subOk = configs !== null;
    }
    const knownEngines = configs?.some((c) => c.engineBaseIds && c.engineBaseIds.length > 0) ?? false;
    if (eb !== undefined) {
      if (need('engineBases', !!ref.hasEngineBase) && !ref.hasEngineBase!(eb)) {
        add(
          'ACES_ENGINEBASE_UNKNOWN',
          `EngineBase ${eb} is not in ${this.label}. Use an EngineBase id from this VCdb release.`,
        );
      } else if (configs && knownEngines && !configs.some((c) => c.engineBaseIds?.includes(eb))) {
        const engines = [...new Set(configs.flatMap((c) => c.engineBaseIds ?? []))];
        add(
          'ACES_ENGINEBASE_NOT_FOR_VEHICLE',
          `EngineBase ${eb} is not offered on ${vehicleName()} in ${this.label} (engines: ${listOf(engines)}). Correct the engine or the BaseVehicle.`,
        );
      } else engineOk = configs !== null && knownEngines;
    }
    if (
      subOk &&
      engineOk &&
      configs &&
      !configs.some((c) => c.subModelId === sm && c.engineBaseIds?.includes(eb!))
    ) {
      add(
        'ACES_VEHICLE_CONFIG_INVALID',
        `SubModel ${sm} and EngineBase ${eb} both exist on ${vehicleName()}, but never together in ${this.label}. No such vehicle was built; split the app or correct one of the two.`,
      );
    }

    for (const a of app.attributes ?? []) {
      const known = ref.hasAttribute?.(a.name, a.id);
      if (known === undefined) {
        this.unloadedAttributes.add(a.name);
        continue;
      }
      if (!known) {
        add(
          'ACES_ATTRIBUTE_UNKNOWN',
          `${a.name} ${a.id} is not in ${this.label}. Use an id from the VCdb ${a.name} table.`,
        );
        continue;
      }
      if (bvId !== undefined && ref.attributeFitsVehicle?.(bvId, a.name, a.id) === false)
        add(
          'ACES_ATTRIBUTE_NOT_FOR_VEHICLE',
          `${a.name} ${a.id} is not found on any vehicle of ${vehicleName()} in ${this.label}. Correct the attribute or the BaseVehicle.`,
        );
    }
    this.checkParts(app, add, need);
  }

  private add(app: ReadAcesApp, code: string, message: string, severity: Finding['severity']): void {
    this.emit({ code, severity, file: this.file, row: app.line, message: `App ${app.id} (line ${app.line}): ${message}` });
  }

  /** Whether a check's table is there, noting it as skipped otherwise (bound once, not per app). */
  private readonly need = (c: Check, available: boolean): boolean => {
    if (!available) this.needed.add(c);
    return available;
  };

  /** REFERENCE_CHECK_SKIPPED findings for checks some app needed but the data could not answer. */
  skipped(): Finding[] {
    const out: Finding[] = [...this.needed].map((c) => ({
      code: 'REFERENCE_CHECK_SKIPPED',
      severity: 'info' as const,
      file: this.file,
      message: `${SKIP_TEXT[c]} (${this.label}).`,
    }));
    if (this.unloadedAttributes.size)
      out.push({
        code: 'REFERENCE_CHECK_SKIPPED',
        severity: 'info',
        file: this.file,
        message: `${[...this.unloadedAttributes].sort().join(', ')} ids were not checked: ${this.label} has no table for ${this.unloadedAttributes.size === 1 ? 'it' : 'them'}.`,
      });
    return out;
  }

  private checkMakeModel(
    app: ReadAcesApp,
    add: (code: string, message: string, severity?: Finding['severity']) => void,
    need: (c: Check, available: boolean) => boolean,
  ): void {
    const ref = this.ref;
    const make = app.makeId!;
    const model = app.modelId;
    if (need('makes', !!ref.hasMake) && !ref.hasMake!(make)) {
      add('ACES_MAKE_UNKNOWN', `Make ${make} is not in ${this.label}. Use a Make id from this VCdb release.`);
      return;
    }
    if (model === undefined) return;
    if (ref.hasModel && !ref.hasModel(model)) {
      add(
        'ACES_MODEL_UNKNOWN',
        `Model ${model} is not in ${this.label}. Use a Model id from this VCdb release.`,
      );
      return;
    }
    if (!need('modelYears', !!ref.modelYears)) return;
    const years = ref.modelYears!(make, model);
    if (!years) {
      add(
        'ACES_MODEL_UNKNOWN',
        `${this.label} has no vehicle with Make ${make} and Model ${model}. Check that the model belongs to that make.`,
      );
      return;
    }
    const y = app.years;
    if (!y || y.from > y.to || y.to - y.from > 200) return;
    const missing: number[] = [];
    for (let year = y.from; year <= y.to; year++) if (!years.has(year)) missing.push(year);
    if (missing.length) {
      const sorted = [...years].sort((a, b) => a - b);
      add(
        'ACES_YEARS_OUTSIDE_MODEL',
        `Years ${y.from}–${y.to} reach past Make ${make} Model ${model}, which ${this.label} has only in ${ranges(sorted)}; no vehicle exists in ${ranges(missing)}. Narrow the range to the model's years.`,
        'warning',
      );
    }
  }

  private checkParts(
    app: ReadAcesApp,
    add: (code: string, message: string) => void,
    need: (c: Check, available: boolean) => boolean,
  ): void {
    const ref = this.ref;
    let partTypeOk = false;
    if (need('partTypes', !!ref.hasPartType)) {
      partTypeOk = ref.hasPartType!(app.partTypeId);
      if (!partTypeOk)
        add(
          'ACES_PARTTYPE_UNKNOWN',
          `PartType ${app.partTypeId} is not in ${this.label}. Use a PartTerminologyID from this PCdb release.`,
        );
    }
    const pos = app.positionId;
    if (pos !== undefined) {
      let positionOk = false;
      if (need('positions', !!ref.hasPosition)) {
        positionOk = ref.hasPosition!(pos);
        if (!positionOk)
          add(
            'ACES_POSITION_UNKNOWN',
            `Position ${pos} is not in ${this.label}. Use a Position id from this PCdb release.`,
          );
      }
      if (
        partTypeOk &&
        positionOk &&
        need('partPositions', !!ref.isValidPartPosition) &&
        !ref.isValidPartPosition!(app.partTypeId, pos)
      ) {
        const name = ref.partTypeName?.(app.partTypeId);
        add(
          'ACES_PARTTYPE_POSITION_INVALID',
          `Position ${pos} is not valid for PartType ${app.partTypeId}${name ? ` (${name})` : ''} in ${this.label}. Use a position the PCdb allows for that part type, or none.`,
        );
      }
    }
    const quals = app.quals;
    if (quals && quals.length && need('qualifiers', !!ref.qualifierParamCount)) {
      for (const q of quals) {
        const expected = ref.qualifierParamCount!(q.id);
        if (expected === null)
          add(
            'ACES_QUAL_UNKNOWN',
            `qualifier ${q.id} is not in the Qdb given. Use a qualifier id from the Qdb release named in the header.`,
          );
        else if (expected !== q.params.length)
          add(
            'ACES_QUAL_PARAM_COUNT',
            `qualifier ${q.id} takes ${expected} parameter${expected === 1 ? '' : 's'} but the app gives ${q.params.length}. Add or remove <param> values to match the qualifier's placeholders.`,
          );
      }
    }
  }
}

function listOf(ids: number[]): string {
  if (ids.length === 0) return 'none listed';
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
