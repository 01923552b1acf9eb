/**
 * An engine (from its column or the words after the model name) narrows the targets to the
 * EngineBases each base vehicle is offered with (fuel and aspiration from EngineConfig narrow `TDI`,
 * `turbo`, `diesel`). Several matches for one base vehicle are ambiguous; none in any year rejects.
 * Confidence: litres + cylinders/block 0.97, litres only 0.92, words the EngineBase cannot check 0.85.
 */

import type { NormalizeContext } from './context';
import { describeEngine, engineMatches, parseEngine, type EngineSpec } from './engine';
import { say } from '../messages';
import { flag, quote, reject, warn, type Issue } from './issues';
import { yearsOf, type Narrowed, type VehicleTarget } from './vehicle-targets';
import { yearList } from './years';

export function applyEngine(text: string, targets: VehicleTarget[], vehicleName: string, ctx: NormalizeContext): Narrowed | Issue {
  const ref = ctx.reference;
  if (!ref.capabilities.has('engines')) {
    return flag('REFERENCE_TABLE_MISSING', 'engine', say('REFERENCE_TABLE_MISSING.engines', { value: quote(text) }));
  }
  const spec: EngineSpec | null = parseEngine(text);
  if (!spec) {
    return flag('ENGINE_UNPARSEABLE', 'engine', say('ENGINE_UNPARSEABLE', { value: quote(text) }));
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
        say('ENGINE_AMBIGUOUS', { value: quote(text), vehicle: vehicleName, year: String(yearsOf([t], ctx)[0]), engines: [...new Set(bases.values())].join(', ') }),
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
      say('ENGINE_NOT_FOR_VEHICLE', { vehicle: vehicleName, years: yearList(yearsOf(targets, ctx)), value: quote(text) }),
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
      said: spec.extra.length
        ? say('note.engine.unchecked', { value: quote(text), engines: names, extra: quote(spec.extra.join(' ')) })
        : say('note.engine', { value: quote(text), engines: names }),
      ...(spec.extra.length ? { code: 'ENGINE_UNSURE' } : {}),
    },
    partial: dropped.length
      ? warn(
          'ENGINE_YEARS_PARTIAL',
          'engine',
          say('ENGINE_YEARS_PARTIAL', { vehicle: vehicleName, value: quote(text), notSold: yearList(yearsOf(dropped, ctx)), sold: yearList(yearsOf(kept, ctx)) }),
        )
      : undefined,
  };
}
