/**
 * A submodel (from its column or the words after the model name) narrows the targets to the base
 * vehicles that have it; years without it are dropped with a warning. A submodel the VCdb does not
 * know is flagged; one it knows but not for this vehicle is rejected.
 */

import { nameKey } from '@/lib/catalog/reference';
import { say } from '../messages';
import type { NormalizeContext } from './context';
import { flag, quote, reject, warn, type Issue } from './issues';
import { learnedSubmodel } from './learned-readings';
import { yearsOf, type Narrowed, type VehicleTarget } from './vehicle-targets';
import { yearList } from './years';

const SUBMODEL_SYNONYMS: Record<string, string> = { basis: 'base', basic: 'base', basemodel: 'base', standardmodel: 'base' };

/** SubmodelIDs of the targets whose name reads as `text`. */
export function submodelMatches(text: string, targets: readonly VehicleTarget[], ctx: NormalizeContext): Set<number> {
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

export function applySubmodel(text: string, targets: VehicleTarget[], vehicleName: string, ctx: NormalizeContext): Narrowed | Issue {
  const ref = ctx.reference;
  if (!ref.capabilities.has('submodels')) {
    return flag('REFERENCE_TABLE_MISSING', 'submodel', say('REFERENCE_TABLE_MISSING.submodels', { value: quote(text) }));
  }
  const found = submodelMatches(text, targets, ctx);
  const learned = ctx.learned ? learnedSubmodel(text, found, ctx) : undefined;
  const ids = learned ? new Set([learned.submodelId]) : found;
  if (ids.size === 0) {
    const key = nameKey(text);
    const known = [...ref.submodels.values()].some((s) => nameKey(s.name) === (SUBMODEL_SYNONYMS[key] ?? key));
    return known
      ? reject('SUBMODEL_NOT_FOR_VEHICLE', 'submodel', say('SUBMODEL_NOT_FOR_VEHICLE', { vehicle: vehicleName, years: yearList(yearsOf(targets, ctx)), value: quote(text) }))
      : flag('SUBMODEL_UNMATCHED', 'submodel', say('SUBMODEL_UNMATCHED', { value: quote(text), vehicle: vehicleName }));
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
    return reject(
      'SUBMODEL_NOT_FOR_VEHICLE',
      'submodel',
      say('SUBMODEL_NOT_FOR_VEHICLE.learned', { vehicle: vehicleName, years: yearList(yearsOf(targets, ctx)), submodel: name, value: quote(text) }),
    );
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
      said: exact ? say('note.submodel', { submodel: name }) : say('note.submodel.read', { value: quote(text), submodel: name }),
    },
    partial: dropped.length
      ? warn(
          'SUBMODEL_YEARS_PARTIAL',
          'submodel',
          say('SUBMODEL_YEARS_PARTIAL', { vehicle: vehicleName, submodel: name, notSold: yearList(yearsOf(dropped, ctx)), sold: yearList(yearsOf(kept, ctx)) }),
        )
      : undefined,
  };
}
