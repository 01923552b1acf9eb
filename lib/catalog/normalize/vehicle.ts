/**
 * Vehicle fields of a row → the base vehicles (with submodel and engine where given) it fits.
 * Year spans expand to one target per base vehicle that exists: a year the model was not sold is
 * dropped with a warning naming it, and if no year is left the row is rejected. The same holds for a
 * submodel or engine that exists only in some of the years. Results are cached per distinct text.
 *
 * A model cell may hold more than the model: the make (`VW Golf`; read as the make when the make
 * column is empty and exactly one reference make starts the cell), years (`Golf VII 2013-2017`, used
 * when no year column is given, else they must agree), a submodel or engine (`Golf GTI`, `Golf 1.6 TDI`)
 * and a generation (`Golf VII`, `Astra J`: checked against the years where its years are known, never
 * a narrowing of its own). A whole-word short form (`Silverado`) is read when one model of that name
 * was sold in the row's years.
 */

import type { MappedRow } from '@/lib/catalog/types';
import type { NormalizeContext } from './context';
import { describeEngine, engineMatches, parseEngine, type EngineSpec } from './engine';
import { flag, isIssue, quote, reject, warn, type FieldDecision, type Issue } from './issues';
import { nameKey, type VehicleLine } from '@/lib/catalog/reference';
import { readGeneration, yearsOutsideGeneration } from './generations';
import { learnedMake, learnedModel, learnedSubmodel } from './learned-readings';
import type { MakeMatch, ModelMatch } from './vehicle-names';
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

/** A word where years may start inside a model cell (`Golf VII 2013-2017`, `Golf (12/2012-)`, `Golf ab 2013`). */
const YEARISH_WORD =
  /^[([]?(?:(?:(?:0?[1-9]|1[0-2])[./])?(?:19|20)\d{2}(?:\D|$)|['’]\d{2}\b|(?:my|mj)\s*\d{2,4}$|\d{2}\s*[-–]\s*\d{2}[)\]]?$)|^(?:ab|from|since|seit|von|vom|desde|de|du|dal|depuis|dès|des|da|bj\.?|baujahr|my|mj)$/i;
const HAS_YEAR = /(?:19|20)\d{2}|['’]\d{2}|\b\d{2}\s*[-–]\s*\d{2}\b|\bm[yj]\s*\d{2}/i;

/** Ways to read a model cell as text + years, earliest split first (the whole text is not among them). */
function yearTails(text: string, ctx: NormalizeContext): { head: string; years: string }[] {
  if (!HAS_YEAR.test(text)) return [];
  const words = text.split(/\s+/).filter(Boolean);
  const out: { head: string; years: string }[] = [];
  for (let i = 1; i < words.length; i++) {
    if (!YEARISH_WORD.test(words[i]!)) continue;
    const years = words.slice(i).join(' ').replace(/^[([]\s*|\s*[)\]]$/g, '').trim();
    if (!isIssue(parseYears(years, { currentYear: ctx.currentYear }))) out.push({ head: words.slice(0, i).join(' '), years });
  }
  return out;
}

interface ReadVehicle {
  make: MakeMatch;
  model: ModelMatch;
  /** Years written in the model (or joined vehicle) cell. */
  cellYears?: string;
}

/** The model cell under a known make, with years at its end when the rest still names a model. */
function readModelCell(text: string, make: MakeMatch, ctx: NormalizeContext): ReadVehicle | Issue {
  const learned = ctx.learned ? learnedModel(text, make.makeId, ctx) : undefined;
  if (learned) {
    // The term names the model of the whole cell; years written in it still count as years.
    const years = yearTails(text, ctx)[0]?.years;
    return years ? { make, model: learned, cellYears: years } : { make, model: learned };
  }
  for (const split of yearTails(text, ctx)) {
    const model = ctx.names.matchModelDetailed(split.head, make.makeId);
    if (!isIssue(model)) return { make, model, cellYears: split.years };
  }
  const model = ctx.names.matchModelDetailed(text, make.makeId);
  return isIssue(model) ? model : { make, model };
}

/** A cell holding make + model (+ years): the make read from its start when exactly one make fits. */
function readJoinedCell(text: string, ctx: NormalizeContext): ReadVehicle | Issue | null {
  for (const split of yearTails(text, ctx)) {
    const joined = ctx.names.splitJoined(split.head);
    if (joined) return isIssue(joined) ? joined : { ...joined, cellYears: split.years };
  }
  return ctx.names.splitJoined(text);
}

function resolve(fields: MappedRow['fields'], ctx: NormalizeContext): VehicleResolution {
  const ref = ctx.reference;
  const decisions: FieldDecision[] = [];
  const issues: Issue[] = [];
  const makeText = fields.make?.trim() ?? '';
  const modelText = fields.model?.trim() ?? '';
  if (!makeText && !modelText) {
    return failed([reject('VEHICLE_INCOMPLETE', 'make', 'The row names a model or years but no make; add the make.')]);
  }
  if (!ref.capabilities.has('vehicles')) {
    return failed([
      flag('REFERENCE_TABLE_MISSING', 'make', 'The reference has no Make/Model/BaseVehicle tables, so vehicle names cannot be matched.'),
    ]);
  }

  // Make and model: from their columns, or from one cell holding both (`VW Golf VII 2013-2017`).
  let read: ReadVehicle | Issue | null;
  if (makeText) {
    const make = (ctx.learned && learnedMake(makeText, ctx)) || ctx.names.matchMake(makeText);
    if (isIssue(make)) {
      const joined = !modelText && make.code === 'MAKE_UNKNOWN' ? readJoinedCell(makeText, ctx) : null;
      if (!joined) return failed([make]);
      read = joined;
    } else {
      decisions.push(make.decision);
      if (!modelText) {
        return failed([reject('VEHICLE_INCOMPLETE', 'model', 'The row names a make but no model; add the model.')], decisions);
      }
      read = readModelCell(modelText, make, ctx);
    }
  } else {
    read = readJoinedCell(modelText, ctx);
    if (!read) {
      return failed([
        reject('VEHICLE_INCOMPLETE', 'make', `The row names a model (${quote(modelText)}) but no make, and no reference make starts the model text; add the make.`),
      ]);
    }
  }
  if (isIssue(read)) return failed([read], decisions);
  if (!makeText || decisions.length === 0) decisions.push(read.make.decision);
  const makeId = read.make.makeId;
  let model = read.model;
  const makeName = ref.makes.get(makeId)?.name ?? String(makeId);
  const modelSource = modelText || makeText;

  // Years: the year columns, else years written in the model cell.
  const yearOptions = { currentYear: ctx.currentYear };
  const hasColumns = !!(fields.yearFrom?.trim() || fields.yearTo?.trim());
  const yearText = fields.year?.trim() ?? '';
  if (read.cellYears && (yearText || hasColumns)) {
    const inCell = parseYears(read.cellYears, yearOptions);
    const given = hasColumns ? parseYearColumns(fields.yearFrom, fields.yearTo, yearOptions) : parseYears(yearText, yearOptions);
    const same = !isIssue(inCell) && !isIssue(given) && inCell.openFrom === given.openFrom && inCell.years.join() === given.years.join();
    if (!same) {
      return failed(
        [flag('MODEL_TEXT_EXTRA', 'model', `Model ${quote(modelSource)} names the years ${quote(read.cellYears)}, which differ from the year column; say which apply.`)],
        decisions,
      );
    }
  }
  const fromCell = !yearText && !hasColumns && read.cellYears ? read.cellYears : undefined;
  if (!yearText && !hasColumns && !fromCell) {
    const name = `${makeName} ${ref.models.get(model.modelId)?.name}`;
    return failed([reject('YEAR_MISSING', 'year', `The row names ${name} but no model year; add the year or span.`)], [...decisions, model.decision]);
  }
  const spec = hasColumns ? parseYearColumns(fields.yearFrom, fields.yearTo, yearOptions) : parseYears(fromCell ?? yearText, yearOptions);
  if (isIssue(spec)) return failed([spec], [...decisions, model.decision]);

  // A whole-word short form (`Silverado`): the one model of that name sold in the row's years.
  if (model.shortFor) {
    const wanted = (line: VehicleLine) => (spec.openFrom !== undefined ? line.lastYear >= spec.openFrom : spec.years.some((y) => line.years.has(y)));
    const sold = model.shortFor.filter((id) => {
      const line = ref.vehicleLine(makeId, id);
      return line !== undefined && wanted(line);
    });
    if (sold.length > 1) return failed([ctx.names.ambiguousModel(modelSource, makeId, sold)], decisions);
    if (sold.length === 1) {
      const id = sold[0]!;
      const only = model.shortFor.length === 1 ? 'the only' : 'the only one of its';
      model = {
        ...model,
        modelId: id,
        decision: {
          ...model.decision,
          value: id,
          confidence: 0.9,
          note: `model ${quote(model.decision.source)} is short for ${makeName} ${ref.models.get(id)?.name}, ${only} ${makeName} model of that name sold in those years`,
        },
      };
    } else if (model.shortFor.length > 1) {
      return failed([ctx.names.ambiguousModel(modelSource, makeId, model.shortFor)], decisions);
    }
  }
  const modelIndex = decisions.push(model.decision) - 1;
  const line = ref.vehicleLine(makeId, model.modelId);
  const modelName = ref.models.get(model.modelId)?.name ?? String(model.modelId);
  const vehicleName = `${makeName} ${modelName}`;
  if (!line) return failed([reject('MODEL_UNKNOWN', 'model', `${vehicleName} has no base vehicles in the reference.`)], decisions);

  const yearSource = hasColumns ? `${fields.yearFrom ?? ''}–${fields.yearTo ?? ''}` : (fromCell ?? yearText);
  let years = spec.years;
  let yearNote = fromCell ? `${spec.note} (read from the model cell)` : spec.note;
  let yearConfidence = spec.confidence;
  let yearCode = spec.code;
  if (spec.openFrom !== undefined) {
    years = [];
    for (let y = spec.openFrom; y <= line.lastYear; y++) years.push(y);
    // A model the reference ends before last year: "from 2012 on" cannot reach past that end.
    const bounded = line.lastYear < ctx.currentYear - 1;
    yearNote = bounded
      ? `${yearNote}, through ${line.lastYear}: the reference ends ${vehicleName} there`
      : `${yearNote}, read as through ${line.lastYear} (the model's last year in the reference)`;
    if (bounded && spec.code === 'YEAR_OPEN_ENDED') {
      yearConfidence = 0.95;
      yearCode = undefined;
    }
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
    confidence: yearConfidence,
    note: yearNote,
    ...(yearCode ? { code: yearCode } : {}),
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

  // Submodel, engine and generation text, from their columns or from words after the model name.
  let submodelText = fields.submodel?.trim() || '';
  let engineText = fields.engine?.trim() || '';
  const sameAsColumn = (text: string, column: string) => nameKey(text) === nameKey(column);
  /** Places words after the model name; false when they are neither submodel nor engine. */
  const place = (words: string): boolean => {
    if ((submodelText && sameAsColumn(words, submodelText)) || (engineText && sameAsColumn(words, engineText))) return true;
    if (!submodelText && submodelMatches(words, targets, ctx).size) submodelText = words;
    else if (!engineText && parseEngine(words)) engineText = words;
    else return false;
    return true;
  };
  const remainder = model.remainder;
  const wholeIsSubmodel = !!remainder && !submodelText && submodelMatches(remainder, targets, ctx).size > 0;
  // A generation first (`VII 1.6 TDI` is generation + engine, not an engine with an unknown word).
  const generation = remainder && !wholeIsSubmodel ? readGeneration(makeName, modelName, remainder) : null;
  const generationPlaced = !!generation && (!generation.rest || place(generation.rest));
  if (remainder && !generationPlaced && !place(remainder)) {
    return failed(
      [
        flag(
          'MODEL_TEXT_EXTRA',
          'model',
          `Model ${quote(modelSource)}: ${quote(generation?.rest || remainder)} after the model name is neither a submodel, an engine nor a generation of ${vehicleName}; fitting all ${vehicleName} would be a guess.`,
        ),
      ],
      decisions,
    );
  }
  if (generation && generationPlaced) {
    const hint = generation.hint;
    if (hint.unknown) {
      return failed(
        [flag('MODEL_GENERATION_UNKNOWN', 'model', `Model ${quote(modelSource)}: ${vehicleName} has no generation ${quote(hint.text)} that Partsmith knows; check the model and years.`)],
        decisions,
      );
    }
    const outside = yearsOutsideGeneration(hint, sold);
    if (outside.length) {
      return failed(
        [
          flag(
            'MODEL_GENERATION_MISMATCH',
            'model',
            `Model ${quote(modelSource)}: ${vehicleName} ${hint.text} was built ${hint.years![0]}–${hint.years![1] >= 2099 ? 'today' : hint.years![1]}, but the row gives ${yearList(outside)}; check the generation or the years.`,
          ),
        ],
        decisions,
      );
    }
    const d = model.decision;
    const base = d.note.replace(/; '.*' follows the model name$/, '');
    decisions[modelIndex] = hint.years
      ? { ...d, confidence: Math.min(d.confidence, 0.97), note: `${base}; generation ${quote(hint.text)} (${hint.years[0]}–${hint.years[1] >= 2099 ? 'today' : hint.years[1]}) agrees with ${yearList(sold)}` }
      : { ...d, confidence: Math.min(d.confidence, 0.95), note: `${base}; generation ${quote(hint.text)} taken as a hint only (its years are not known here), the years decide` };
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
  const found = submodelMatches(text, targets, ctx);
  const learned = ctx.learned ? learnedSubmodel(text, found, ctx) : undefined;
  const ids = learned ? new Set([learned.submodelId]) : found;
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
  if (kept.length === 0) {
    // Only a learned submodel gets here: the usual check, for a submodel this vehicle does not have.
    return reject('SUBMODEL_NOT_FOR_VEHICLE', 'submodel', `${vehicleName} ${yearList(yearsOf(targets, ctx))} has no submodel ${name}, which ${quote(text)} was learned to mean.`);
  }
  const exact = text === name;
  return {
    targets: kept,
    decision: learned?.decision ?? {
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
