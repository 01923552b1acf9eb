import type { HeldRow } from '@/lib/catalog/convert';
import type { ReferenceSet } from '@/lib/catalog/reference';
import { heldRowCodes, heldRowKeys, listDecidedRows, recordCarriedDecisions, type CarriedDecisions, type Conversion, type DecidedRow, type HeldRowKey } from '@/lib/data/catalogs';
import type { Queryable } from '@/lib/db';

/*
 * Which review decisions a re-run keeps (issue 12.2). A person decided a held row for a reason (its
 * finding codes and outcome) and on its values (the row through the mapping); the re-run uses the
 * same upload and mapping, so a row held again for the same reason with the same values is the same
 * question, and its answer still applies. Anything else is a new question: the row is reviewed again.
 * An override that names a reference entry by id (a base vehicle, part type, position, submodel,
 * engine) only applies when the new release has that entry.
 */

export interface CarryPlan {
  /** Decisions that still apply, as they were made (who, when). */
  carried: DecidedRow[];
  /** Rows decided before that are held differently now, or whose override names an id the release lacks. */
  reviewAgain: number[];
  /** Rows decided before that the new release converts without review. */
  noLongerHeld: number[];
}

/** Reference ids an override can hold, and where the release keeps each. */
const ID_FIELDS: Record<string, (ref: ReferenceSet, id: number) => boolean> = {
  baseVehicleId: (ref, id) => ref.baseVehicles.has(id),
  partTypeId: (ref, id) => ref.partTypes.has(id),
  positionId: (ref, id) => ref.positions.has(id),
  submodelId: (ref, id) => ref.submodels.has(id),
  engineBaseId: (ref, id) => ref.engineBases.has(id),
};

/** The key of a row the engine held, as the review queue stores it. */
export function heldRowKey(held: HeldRow): HeldRowKey {
  const fields: Record<string, string> = {};
  for (const [field, value] of Object.entries(held.fields)) if (value !== undefined) fields[field] = value;
  return { row: held.source.row, outcome: held.outcome, codes: heldRowCodes(held.findings), fields };
}

function sameHold(a: HeldRowKey, b: HeldRowKey): boolean {
  if (a.outcome !== b.outcome) return false;
  const codes = new Set(a.codes);
  if (codes.size !== new Set(b.codes).size || b.codes.some((c) => !codes.has(c))) return false;
  const fields = Object.keys(a.fields);
  return fields.length === Object.keys(b.fields).length && fields.every((f) => b.fields[f] === a.fields[f]);
}

/** Every reference id the override names exists in the release (an empty one clears a field: nothing to find). */
function overrideFits(decided: DecidedRow, reference: ReferenceSet): boolean {
  if (decided.decision !== 'overridden' || !decided.override) return true;
  return Object.entries(decided.override).every(([field, value]) => {
    const exists = ID_FIELDS[field];
    const written = String(value ?? '').trim();
    if (!exists || written === '') return true;
    return /^\d{1,10}$/.test(written) && exists(reference, Number(written));
  });
}

export function planCarriedDecisions(decided: readonly DecidedRow[], held: ReadonlyMap<number, HeldRowKey>, reference: ReferenceSet): CarryPlan {
  const plan: CarryPlan = { carried: [], reviewAgain: [], noLongerHeld: [] };
  for (const d of decided) {
    const now = held.get(d.row);
    if (!now) plan.noLongerHeld.push(d.row);
    else if (sameHold(d, now) && overrideFits(d, reference)) plan.carried.push(d);
    else plan.reviewAgain.push(d.row);
  }
  return plan;
}

export function carriedCounts(from: string, plan: CarryPlan): CarriedDecisions {
  return { from, carried: plan.carried.length, reviewAgain: plan.reviewAgain.length, noLongerHeld: plan.noLongerHeld.length };
}

/**
 * Carries the decisions of the conversion a finished re-run came from onto it (server code, in the
 * transaction that finishes the re-run, `reference` being the release it ran against). Null for a
 * conversion that is not a re-run, or whose decisions were carried already.
 */
export async function carryReviewDecisions(tx: Queryable, conversion: Conversion, reference: ReferenceSet): Promise<CarriedDecisions | null> {
  if (!conversion.rerunOf) return null;
  const plan = planCarriedDecisions(await listDecidedRows(tx, conversion.rerunOf), await heldRowKeys(tx, conversion.id), reference);
  const counts = carriedCounts(conversion.rerunOf, plan);
  return (await recordCarriedDecisions(tx, conversion.id, plan.carried, counts)) ? counts : null;
}
