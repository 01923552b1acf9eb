/**
 * A row that states no quantity for a part a vehicle takes several of is held, not written with
 * Qty 1 (see lexicon/part-types/fitted-count.ts): the quantity is the receiver's answer to "how many
 * does this vehicle take", and for a spark plug or a rotor without a side the catalog has not said.
 *
 * What the quantity is *of* is the value review decides once for every row holding it, and a
 * learned quantity (decision 0011) answers for later conversions of the workspace: the part type and
 * position where the vehicle fixes the count (`Brake Drum · Rear`: one each side), with the cylinders
 * of the row's engines for a part fitted per cylinder (`Spark Plug · 4 cylinders`), and with the part
 * number where only the part says how many (`Ignition Coil · part IC-100`: a coil pack or one coil
 * per cylinder) — a rule for the part type would be a guess for the next part.
 */

import type { ReferenceSet } from '@/lib/catalog/reference';
import { say, type Said } from '../messages';
import type { NormalizeContext } from './context';
import { flag, type FieldDecision, type Issue } from './issues';
import type { ValueCandidate } from './learned-terms';
import { FITTED_COUNT, type FittedCount } from './lexicon/part-types';
import type { PartTypeIndex } from './part-types';
import type { VehicleTarget } from './vehicle-targets';

/** PCdb position names that name one side of the vehicle (`Front Left`, `Driver Side`, `RH`). */
const ONE_SIDE = /\b(left|right|driver|passenger|lh|rh)\b/i;

const WHY: Record<FittedCount, Said> = {
  'per-cylinder': say('qty.why.perCylinder'),
  'per-side': say('qty.why.perSide'),
  varies: say('qty.why.varies'),
};

/** A suggestion is a hint for the reviewer, never a reading: it stays well below the threshold. */
const SUGGESTION_CONFIDENCE = 0.6;

/** Per part-type index (one per reference set and run): PCdb part type → how many a vehicle takes. */
const FITTED = new WeakMap<PartTypeIndex, Map<number, FittedCount>>();

function fittedCount(index: PartTypeIndex, partTypeId: number): FittedCount | undefined {
  let byId = FITTED.get(index);
  if (!byId) {
    byId = new Map();
    for (const [conceptId, count] of FITTED_COUNT) {
      const link = index.conceptLink(conceptId);
      if (link && link.ids.length === 1 && !byId.has(link.ids[0]!)) byId.set(link.ids[0]!, count);
    }
    FITTED.set(index, byId);
  }
  return byId.get(partTypeId);
}

/** The one cylinder count of every engine the vehicles come with; undefined when they differ or the VCdb does not say. */
function cylindersOf(targets: readonly VehicleTarget[], ref: ReferenceSet): number | undefined {
  let cylinders: number | undefined;
  for (const target of targets) {
    const engines =
      target.engineBaseId !== undefined
        ? [target.engineBaseId]
        : ref
            .vehicleConfigs(target.baseVehicleId)
            .filter((c) => target.subModelId === undefined || c.submodelId === target.subModelId)
            .flatMap((c) => c.engines.map((e) => e.engineBaseId));
    if (engines.length === 0) return undefined;
    for (const id of engines) {
      const n = ref.engineBases.get(id)?.cylinders;
      if (n === undefined || (cylinders !== undefined && n !== cylinders)) return undefined;
      cylinders = n;
    }
  }
  return cylinders;
}

/** What the quantity is of: the row's part type, position, part number and vehicles. */
export interface QuantityOf {
  partTypeId: number;
  positionId: number | undefined;
  partNumber: string;
  targets: readonly VehicleTarget[];
}

/**
 * What a row's quantity is of, as one text: `Brake Drum · Rear`, `Spark Plug · 4 cylinders`,
 * `Ignition Coil · part IC-100`. Null for a part fitted per cylinder whose vehicles' engines differ
 * or are unknown: no one number holds.
 */
function quantityTerm(of: QuantityOf, count: FittedCount | undefined, ctx: NormalizeContext): { term: string; cylinders?: number } | null {
  const ref = ctx.reference;
  const parts = [ref.partTypes.get(of.partTypeId)?.name ?? String(of.partTypeId)];
  const position = of.positionId !== undefined ? ref.positions.get(of.positionId)?.name : undefined;
  if (position) parts.push(position);
  if (count === 'varies') return { term: [...parts, `part ${of.partNumber}`].join(' · ') };
  if (count !== 'per-cylinder') return { term: parts.join(' · ') };
  const cylinders = cylindersOf(of.targets, ref);
  return cylinders === undefined ? null : { term: [...parts, `${cylinders} cylinders`].join(' · '), cylinders };
}

export type UnstatedQuantity =
  /** A learned quantity answers for the row. */
  | { decision: FieldDecision }
  /** The row is held; `value` is what review decides for every row holding it (null: row by row). */
  | { issue: Issue; value: { term: string; candidates: ValueCandidate[] } | null };

/**
 * A row that states no quantity (and no default quantity was set): the workspace's learned quantity
 * for what it is of, or — for a part a vehicle takes several of — a hold. Null: Qty 1 stands, as assumed.
 */
export function unstatedQuantity(of: QuantityOf, ctx: NormalizeContext): UnstatedQuantity | null {
  const { partTypeId, positionId } = of;
  const count = fittedCount(ctx.partTypes, partTypeId);
  const learned = ctx.learned?.has('qty') ? quantityTerm(of, count, ctx) : null;
  const term = learned ? ctx.learned!.find('qty', learned.term) : undefined;
  if (term) return { decision: ctx.learned!.decision(term, 'qty', learned!.term, String(term.referenceId)) };

  if (!count) return null;
  const position = positionId !== undefined ? ctx.reference.positions.get(positionId)?.name : undefined;
  if (count === 'per-side' && position && ONE_SIDE.test(position)) return null;
  const name = ctx.reference.partTypes.get(partTypeId)?.name ?? String(partTypeId);
  const where = count === 'per-side' ? (position ? say('qty.where.positionNoSide', { position }) : say('qty.where.noSide')) : '';
  const issue = flag('QTY_NOT_STATED', 'qty', say('QTY_NOT_STATED', { partType: name, why: WHY[count], where }));
  const value = learned ?? quantityTerm(of, count, ctx);
  if (!value) return { issue, value: null };
  const suggested = count === 'per-side' ? 2 : value.cylinders;
  const candidates = suggested === undefined ? [] : [{ referenceId: suggested, name: String(suggested), confidence: SUGGESTION_CONFIDENCE }];
  return { issue, value: { term: value.term, candidates } };
}
