/**
 * A row that states no quantity for a part a vehicle takes several of is held, not written with
 * Qty 1 (see lexicon/part-types/fitted-count.ts): the quantity is the receiver's answer to "how many
 * does this vehicle take", and for a spark plug or a rotor without a side the catalog has not said.
 */

import type { NormalizeContext } from './context';
import { flag, type Issue } from './issues';
import { FITTED_COUNT, type FittedCount } from './lexicon/part-types/fitted-count';
import type { PartTypeIndex } from './part-types';

/** PCdb position names that name one side of the vehicle (`Front Left`, `Driver Side`, `RH`). */
const ONE_SIDE = /\b(left|right|driver|passenger|lh|rh)\b/i;

const WHY: Record<FittedCount, string> = {
  'per-cylinder': 'a vehicle takes one per cylinder',
  'per-side': 'a vehicle takes one each side',
  varies: 'a vehicle may take one or several',
};

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

export function unstatedQuantity(partTypeId: number, positionId: number | undefined, ctx: NormalizeContext): Issue | null {
  const count = fittedCount(ctx.partTypes, partTypeId);
  if (!count) return null;
  const position = positionId !== undefined ? ctx.reference.positions.get(positionId)?.name : undefined;
  if (count === 'per-side' && position && ONE_SIDE.test(position)) return null;
  const name = ctx.reference.partTypes.get(partTypeId)?.name ?? String(partTypeId);
  const where = count === 'per-side' ? (position ? ` and the position ${position} names no side` : ' and no position names a side') : '';
  return flag(
    'QTY_NOT_STATED',
    'qty',
    `No quantity for ${name}: ${WHY[count]}${where}, so Qty 1 is not assumed. Give the quantity in review, add a quantity column, or set the default quantity on the mapping.`,
  );
}
