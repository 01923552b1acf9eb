/**
 * Vehicle fields of a row → the base vehicles (with submodel and engine where given) it fits. The
 * steps, each in its own module: make and model from their columns or one cell (`model-cell.ts`,
 * `vehicle-names.ts`), the years (`vehicle-years.ts`; a short form picked by them,
 * `short-form-by-years.ts`), the words after the model name (`model-remainder.ts`), then the submodel
 * and engine narrowing the targets (`submodel-narrowing.ts`, `engine-narrowing.ts`). Results are
 * cached per distinct text.
 */

import type { MappedRow } from '@/lib/catalog/types';
import type { NormalizeContext } from './context';
import { applyEngine } from './engine-narrowing';
import { say } from '../messages';
import { flag, isIssue, quote, reject, type FieldDecision, type Issue } from './issues';
import { learnedMake } from './learned-readings';
import { readJoinedCell, readModelCell, type ReadVehicle } from './model-cell';
import { placeRemainder } from './model-remainder';
import { shortFormByYears } from './short-form-by-years';
import { applySubmodel } from './submodel-narrowing';
import { failed, type VehicleResolution, type VehicleTarget } from './vehicle-targets';
import { readRowYears, soldYears } from './vehicle-years';

export type { VehicleResolution, VehicleTarget } from './vehicle-targets';

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

/** Make and model from their columns, or from one cell holding both (`VW Golf VII 2013-2017`). */
function readMakeAndModel(makeText: string, modelText: string, decisions: FieldDecision[], ctx: NormalizeContext): ReadVehicle | Issue {
  if (makeText) {
    const make = (ctx.learned && learnedMake(makeText, ctx)) || ctx.names.matchMake(makeText);
    if (isIssue(make)) {
      const joined = !modelText && make.code === 'MAKE_UNKNOWN' ? readJoinedCell(makeText, ctx) : null;
      return joined ?? make;
    }
    decisions.push(make.decision);
    if (!modelText) return reject('VEHICLE_INCOMPLETE', 'model', say('VEHICLE_INCOMPLETE'));
    return readModelCell(modelText, make, ctx);
  }
  return (
    readJoinedCell(modelText, ctx) ??
    reject('VEHICLE_INCOMPLETE', 'make', say('VEHICLE_INCOMPLETE.modelOnly', { model: quote(modelText) }))
  );
}

function resolve(fields: MappedRow['fields'], ctx: NormalizeContext): VehicleResolution {
  const ref = ctx.reference;
  const decisions: FieldDecision[] = [];
  const issues: Issue[] = [];
  const makeText = fields.make?.trim() ?? '';
  const modelText = fields.model?.trim() ?? '';
  if (!makeText && !modelText) {
    return failed([reject('VEHICLE_INCOMPLETE', 'make', say('VEHICLE_INCOMPLETE.noMake'))]);
  }
  if (!ref.capabilities.has('vehicles')) {
    return failed([
      flag('REFERENCE_TABLE_MISSING', 'make', say('REFERENCE_TABLE_MISSING.vehicles')),
    ]);
  }

  const read = readMakeAndModel(makeText, modelText, decisions, ctx);
  if (isIssue(read)) return failed([read], decisions);
  if (!makeText || decisions.length === 0) decisions.push(read.make.decision);
  const makeId = read.make.makeId;
  const makeName = ref.makes.get(makeId)?.name ?? String(makeId);
  const modelSource = modelText || makeText;

  const rowYears = readRowYears(fields, read.cellYears, modelSource, `${makeName} ${ref.models.get(read.model.modelId)?.name}`, ctx);
  if (isIssue(rowYears)) {
    // Years in the model cell that contradict the year column say nothing sure about the model either.
    return failed([rowYears], rowYears.code === 'MODEL_TEXT_EXTRA' ? decisions : [...decisions, read.model.decision]);
  }
  const model = shortFormByYears(read.model, rowYears.spec, makeId, modelSource, ctx);
  if (isIssue(model)) return failed([model], decisions);
  const modelIndex = decisions.push(model.decision) - 1;
  const line = ref.vehicleLine(makeId, model.modelId);
  const modelName = ref.models.get(model.modelId)?.name ?? String(model.modelId);
  const vehicleName = `${makeName} ${modelName}`;
  if (!line) return failed([reject('MODEL_UNKNOWN', 'model', say('MODEL_UNKNOWN.noBaseVehicles', { vehicle: vehicleName }))], decisions);

  const years = soldYears(rowYears, line, vehicleName, ctx);
  if (isIssue(years)) return failed([years], decisions);
  decisions.push(years.decision);
  if (years.partial) issues.push(years.partial);
  let targets: VehicleTarget[] = years.sold.map((y) => ({ baseVehicleId: line.years.get(y)! }));

  // Submodel, engine and generation text, from their columns or from words after the model name.
  const placed = placeRemainder(
    {
      remainder: model.remainder,
      submodelText: fields.submodel?.trim() || '',
      engineText: fields.engine?.trim() || '',
      modelDecision: model.decision,
      makeName,
      modelName,
      modelSource,
      targets,
      sold: years.sold,
    },
    ctx,
  );
  if (isIssue(placed)) return failed([placed], decisions);
  decisions[modelIndex] = placed.modelDecision;

  if (placed.submodelText) {
    const r = applySubmodel(placed.submodelText, targets, vehicleName, ctx);
    if (isIssue(r)) return failed([...issues, r], decisions);
    targets = r.targets;
    decisions.push(r.decision);
    if (r.partial) issues.push(r.partial);
  }
  if (placed.engineText) {
    const r = applyEngine(placed.engineText, targets, vehicleName, ctx);
    if (isIssue(r)) return failed([...issues, r], decisions);
    targets = r.targets;
    decisions.push(r.decision);
    if (r.partial) issues.push(r.partial);
  }
  return { targets, decisions, issues };
}
