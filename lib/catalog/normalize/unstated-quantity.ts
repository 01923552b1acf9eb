/**
 * A row that states no quantity for a part a vehicle takes several of is held, not written with
 * Qty 1 (see lexicon/part-types/fitted-count.ts): the quantity is the receiver's answer to "how many
 * does this vehicle take", and for a spark plug or a rotor without a side the catalog has not said.
 */

import type { NormalizeContext } from './context';
import { flag, type Issue } from './issues';
import type { FittedCount } from './lexicon/part-types/fitted-count';

/** PCdb position names that name one side of the vehicle (`Front Left`, `Driver Side`, `RH`). */
const ONE_SIDE = /\b(left|right|driver|passenger|lh|rh)\b/i;

const WHY: Record<FittedCount, string> = {
  'per-cylinder': 'a vehicle takes one per cylinder',
  'per-side': 'a vehicle takes one each side',
  varies: 'a vehicle may take one or several',
};

export function unstatedQuantity(partTypeId: number, positionId: number | undefined, ctx: NormalizeContext): Issue | null {
  const count = ctx.partTypes.fittedCount(partTypeId);
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
