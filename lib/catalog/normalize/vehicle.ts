/**
 * Vehicle fields of a row → the base vehicles (with submodel and engine where given) it fits.
 * Year spans expand to one target per base vehicle that exists: a year the model was not sold is
 * dropped with a warning naming it, and if no year is left the row is rejected. The same holds for a
 * submodel or engine that exists only in some of the years. Results are cached per distinct text.
 */

import type { MappedRow } from '@/lib/catalog/types';
import type { NormalizeContext } from './context';
import { describeEngine, engineMatches, parseEngine, type EngineSpec } from './engine';
import { flag, isIssue, quote, reject, warn, type FieldDecision, type Issue } from './issues';
import { nameKey } from '@/lib/catalog/reference';
import { parseYearColumns, parseYears } from './years';

export interface VehicleTarget {
  baseVehicleId: number;
  subModelId?: number;
  engineBaseId?: number;
  /** Further VCdb attributes from a flat attribute string. */
  attributes?: { name: string; id: number }[];
}

export interface VehicleResolution {
  targets: VehicleTarget[];
  decisions: FieldDecision[];
  issues: Issue[];
}

const SUBMODEL_SYNONYMS: Record<string, string> = { basis: 'base', basic: 'base', basemodel: 'base', standardmodel: 'base' };

/** Years as a short text: `2010–2014, 2016`. */
export function yearList(years: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < years.length; ) {
    let j = i;
    while (j + 1 < years.length && years[j + 1] === years[j]! + 1) j++;
    parts.push(i === j ? `${years[i]}` : `${years[i]}–${years[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

function failed(issues: Issue[], decisions: FieldDecision[] = []): VehicleResolution {
  return { targets: [], decisions, issues };
}

/** Resolves make/model/year (+ submodel, engine) names. */
export function resolveVehicleByName(fields: MappedRow['fields'], ctx: NormalizeContext): VehicleResolution {
  const make = fields.make ?? '';
  const model = fields.model ?? '';
  // The usual row has only a year: then the year itself is the third key, nothing is joined.
  const rest =
    fields.yearFrom || fields.yearTo || fields.submodel || fields.engine
      ? `${fields.year ?? ''}\u0001${fields.yearFrom ?? ''}\u0001${fields.yearTo ?? ''}\u0001${fields.submodel ?? ''}\u0001${fields.engine ?? ''}`
      : (fields.year ?? '');
  const cached = ctx.cache.vehicleNames.get(make, model, rest);
  if (cached) return cached;
  return ctx.cache.vehicleNames.set(make, model, rest, '', resolve(fields, ctx));
}

function resolve(fields: MappedRow['fields'], ctx: NormalizeContext): VehicleResolution {
  const ref = ctx.reference;
  const decisions: FieldDecision[] = [];
  const issues: Issue[] = [];
  if (!fields.make?.trim()) {
    return failed([reject('VEHICLE_INCOMPLETE', 'make', 'The row names a model or years but no make; add the make.')]);
  }
  if (!ref.capabilities.has('vehicles')) {
    return failed([
      flag('REFERENCE_TABLE_MISSING', 'make', 'The reference has no Make/Model/BaseVehicle tables, so vehicle names cannot be matched.'),
    ]);
  }
  const make = ctx.names.matchMake(fields.make);
  if (isIssue(make)) return failed([make]);
  decisions.push(make.decision);
  if (!fields.model?.trim()) {
    return failed([reject('VEHICLE_INCOMPLETE', 'model', 'The row names a make but no model; add the model.')], decisions);
  }
  const model = ctx.names.matchModel(fields.model, make.makeId);
  if (isIssue(model)) return failed([model], decisions);
  decisions.push(model.decision);
  const line = ref.vehicleLine(make.makeId, model.modelId);
  const vehicleName = `${ref.makes.get(make.makeId)?.name} ${ref.models.get(model.modelId)?.name}`;
  if (!line) return failed([reject('MODEL_UNKNOWN', 'model', `${vehicleName} has no base vehicles in the reference.`)], decisions);

  // Years.
  const yearOptions = { currentYear: ctx.currentYear };
  const hasColumns = !!(fields.yearFrom?.trim() || fields.yearTo?.trim());
  if (!fields.year?.trim() && !hasColumns) {
    return failed([reject('YEAR_MISSING', 'year', `The row names ${vehicleName} but no model year; add the year or span.`)], decisions);
  }
  const spec = hasColumns ? parseYearColumns(fields.yearFrom, fields.yearTo, yearOptions) : parseYears(fields.year!, yearOptions);
  if (isIssue(spec)) return failed([spec], decisions);
  const yearSource = hasColumns ? `${fields.yearFrom ?? ''}–${fields.yearTo ?? ''}` : fields.year!.trim();
  let years = spec.years;
  let yearNote = spec.note;
  if (spec.openFrom !== undefined) {
    years = [];
    for (let y = spec.openFrom; y <= line.lastYear; y++) years.push(y);
    yearNote = `${spec.note}, read as through ${line.lastYear} (the model's last year in the reference)`;
  }
  const sold = years.filter((y) => line.years.has(y));
  const notSold = years.filter((y) => !line.years.has(y));
  if (sold.length === 0) {
    const asked = years.length ? yearList(years) : `${spec.openFrom} on`;
    return failed(
      [
        reject(
          'MODEL_NOT_SOLD_IN_YEAR',
          'year',
          `${vehicleName} was not sold in ${asked}: the reference has it in ${yearList([...line.years.keys()])}.`,
        ),
      ],
      decisions,
    );
  }
  decisions.push({
    field: hasColumns ? 'yearFrom' : 'year',
    source: yearSource,
    value: sold,
    confidence: spec.confidence,
    note: yearNote,
    ...(spec.code ? { code: spec.code } : {}),
  });
  if (notSold.length) {
    issues.push(
      warn(
        'MODEL_YEARS_PARTIAL',
        'year',
        `${vehicleName} was not sold in ${yearList(notSold)}; only ${yearList(sold)} converted.`,
      ),
    );
  }
  let targets: VehicleTarget[] = sold.map((y) => ({ baseVehicleId: line.years.get(y)! }));

  // Submodel and engine text, from their columns or from words after the model name.
  let submodelText = fields.submodel?.trim() || '';
  let engineText = fields.engine?.trim() || '';
  const sameAsColumn = (text: string, column: string) => nameKey(text) === nameKey(column);
  if (model.remainder && !(submodelText && sameAsColumn(model.remainder, submodelText)) && !(engineText && sameAsColumn(model.remainder, engineText))) {
    if (!submodelText && submodelMatches(model.remainder, targets, ctx).size) submodelText = model.remainder;
    else if (!engineText && parseEngine(model.remainder)) engineText = model.remainder;
    else {
      return failed(
        [
          flag(
            'MODEL_TEXT_EXTRA',
            'model',
            `Model ${quote(fields.model!)}: ${quote(model.remainder)} after the model name is neither a submodel nor an engine of ${vehicleName}; fitting all ${vehicleName} would be a guess.`,
          ),
        ],
        decisions,
      );
    }
  }

  if (submodelText) {
    const r = applySubmodel(submodelText, targets, vehicleName, ctx);
    if (isIssue(r)) return failed([...issues, r], decisions);
    targets = r.targets;
    decisions.push(r.decision);
    if (r.partial) issues.push(r.partial);
  }
  if (engineText) {
    const r = applyEngine(engineText, targets, vehicleName, ctx);
    if (isIssue(r)) return failed([...issues, r], decisions);
    targets = r.targets;
    decisions.push(r.decision);
    if (r.partial) issues.push(r.partial);
  }
  return { targets, decisions, issues };
}

function submodelMatches(text: string, targets: readonly VehicleTarget[], ctx: NormalizeContext): Set<number> {
  let key = nameKey(text);
  key = SUBMODEL_SYNONYMS[key] ?? key;
  const ids = new Set<number>();
  for (const t of targets) {
    for (const config of ctx.reference.vehicleConfigs(t.baseVehicleId)) {
      const sm = ctx.reference.submodels.get(config.submodelId);
      if (sm && nameKey(sm.name) === key) ids.add(sm.id);
    }
  }
  return ids;
}

interface Narrowed {
  targets: VehicleTarget[];
  decision: FieldDecision;
  partial?: Issue;
}

function yearsOf(targets: readonly VehicleTarget[], ctx: NormalizeContext): number[] {
  return [...new Set(targets.map((t) => ctx.reference.baseVehicles.get(t.baseVehicleId)?.year ?? 0))].sort((a, b) => a - b);
}

function applySubmodel(text: string, targets: VehicleTarget[], vehicleName: string, ctx: NormalizeContext): Narrowed | Issue {
  const ref = ctx.reference;
  if (!ref.capabilities.has('submodels')) {
    return flag('REFERENCE_TABLE_MISSING', 'submodel', `Submodel ${quote(text)} cannot be checked: the reference lacks the SubModel or Vehicle table.`);
  }
  const ids = submodelMatches(text, targets, ctx);
  if (ids.size === 0) {
    const key = nameKey(text);
    const known = [...ref.submodels.values()].some((s) => nameKey(s.name) === (SUBMODEL_SYNONYMS[key] ?? key));
    return known
      ? reject('SUBMODEL_NOT_FOR_VEHICLE', 'submodel', `${vehicleName} ${yearList(yearsOf(targets, ctx))} has no submodel ${quote(text)} in the reference.`)
      : flag('SUBMODEL_UNMATCHED', 'submodel', `Submodel ${quote(text)} is not a VCdb submodel; exporting without it would fit every ${vehicleName}.`);
  }
  const kept: VehicleTarget[] = [];
  const dropped: VehicleTarget[] = [];
  for (const t of targets) {
    const config = ref.vehicleConfigs(t.baseVehicleId).find((c) => ids.has(c.submodelId));
    if (config) kept.push({ ...t, subModelId: config.submodelId });
    else dropped.push(t);
  }
  const name = ref.submodels.get([...ids][0]!)?.name ?? text;
  const exact = text === name;
  return {
    targets: kept,
    decision: {
      field: 'submodel',
      source: text,
      value: [...ids][0]!,
      confidence: exact ? 1 : 0.98,
      note: exact ? `submodel ${name}` : `submodel ${quote(text)} → ${name}`,
    },
    partial: dropped.length
      ? warn(
          'SUBMODEL_YEARS_PARTIAL',
          'submodel',
          `${vehicleName} ${name} does not exist in ${yearList(yearsOf(dropped, ctx))}; only ${yearList(yearsOf(kept, ctx))} converted.`,
        )
      : undefined,
  };
}

function applyEngine(text: string, targets: VehicleTarget[], vehicleName: string, ctx: NormalizeContext): Narrowed | Issue {
  const ref = ctx.reference;
  if (!ref.capabilities.has('engines')) {
    return flag('REFERENCE_TABLE_MISSING', 'engine', `Engine ${quote(text)} cannot be checked: the reference lacks the engine tables.`);
  }
  const spec: EngineSpec | null = parseEngine(text);
  if (!spec) {
    return flag('ENGINE_UNPARSEABLE', 'engine', `Engine ${quote(text)} does not read as an engine (e.g. 2.0L L4, 1.6 TDI).`);
  }
  const kept: VehicleTarget[] = [];
  const dropped: VehicleTarget[] = [];
  const chosen = new Set<number>();
  for (const t of targets) {
    const configs = ref.vehicleConfigs(t.baseVehicleId).filter((c) => t.subModelId === undefined || c.submodelId === t.subModelId);
    const bases = new Map<number, string>();
    for (const config of configs) {
      for (const option of config.engines) {
        const base = ref.engineBases.get(option.engineBaseId);
        if (engineMatches(spec, base, option)) bases.set(option.engineBaseId, describeEngine(base, option));
      }
    }
    if (bases.size > 1) {
      return flag(
        'ENGINE_AMBIGUOUS',
        'engine',
        `Engine ${quote(text)} fits several engines of ${vehicleName} ${yearsOf([t], ctx)[0]}: ${[...new Set(bases.values())].join(', ')}; say which.`,
      );
    }
    const [id] = bases.keys();
    if (id === undefined) dropped.push(t);
    else {
      kept.push({ ...t, engineBaseId: id });
      chosen.add(id);
    }
  }
  if (!kept.length) {
    return reject(
      'ENGINE_NOT_FOR_VEHICLE',
      'engine',
      `${vehicleName} ${yearList(yearsOf(targets, ctx))} has no engine matching ${quote(text)} in the reference.`,
    );
  }
  const detailed = spec.cylinders !== undefined || spec.block !== undefined || spec.cc !== undefined;
  const confidence = spec.extra.length ? 0.85 : detailed ? 0.97 : 0.92;
  const names = [...chosen].map((id) => describeEngine(ref.engineBases.get(id))).join(', ');
  return {
    targets: kept,
    decision: {
      field: 'engine',
      source: text,
      value: [...chosen],
      confidence,
      note: `engine ${quote(text)} → ${names}${spec.extra.length ? `; ${quote(spec.extra.join(' '))} not checked (not an EngineBase attribute)` : ''}`,
      ...(spec.extra.length ? { code: 'ENGINE_UNSURE' } : {}),
    },
    partial: dropped.length
      ? warn(
          'ENGINE_YEARS_PARTIAL',
          'engine',
          `${vehicleName} had no ${quote(text)} engine in ${yearList(yearsOf(dropped, ctx))}; only ${yearList(yearsOf(kept, ctx))} converted.`,
        )
      : undefined,
  };
}
