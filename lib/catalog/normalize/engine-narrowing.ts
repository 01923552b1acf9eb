/**
 * An engine (from its column or the words after the model name) narrows the targets to the
 * EngineBases each base vehicle is offered with (fuel and aspiration from EngineConfig narrow `TDI`,
 * `turbo`, `diesel`). Several matches for one base vehicle are ambiguous; none in any year rejects.
 * Confidence: litres + cylinders/block 0.97, litres only 0.92, words the EngineBase cannot check 0.85.
 */

import type { NormalizeContext } from './context';
import { describeEngine, engineMatches, parseEngine, type EngineSpec } from './engine';
import { flag, quote, reject, warn, type Issue } from './issues';
import { yearsOf, type Narrowed, type VehicleTarget } from './vehicle-targets';
import { yearList } from './years';

export function applyEngine(text: string, targets: VehicleTarget[], vehicleName: string, ctx: NormalizeContext): Narrowed | Issue {
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
