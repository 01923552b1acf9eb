'use server';

import { z } from 'zod';
import { actionOk, workspaceCall } from '@/lib/actions';
import { withUser } from '@/lib/db';
import {
  VALUE_GROUPS_PAGE_SIZE,
  decideValue,
  getConversion,
  listValueGroups,
  pinnedReferenceFor,
  reviewSummary,
  valueDecisionSchema,
  valueGroupCursorSchema,
} from '@/lib/data/catalogs';
import { NOT_FOUND, reviewRefused } from './refusals';

/**
 * The "By value" view's server actions. As in actions.ts: the wrapper checks the session, the
 * conversion is read under the user's RLS (another workspace's is `not_found`), and decideValue
 * checks the role again. The reference is the conversion's pinned release, loaded before the
 * user's transaction (lib/data/catalogs/review-queue.ts says why).
 */

/** Groups read back after a decision: the ones the screen showed, at most this many. */
const MAX_GROUPS_READ_BACK = 200;

const decideSchema = z.object({
  conversionId: z.guid(),
  decision: valueDecisionSchema,
  shown: z.number().int().nonnegative().max(10_000),
});

const loadSchema = z.object({
  conversionId: z.guid(),
  after: valueGroupCursorSchema.optional(),
});

export const decideValueAction = workspaceCall(decideSchema, async ({ conversionId, decision, shown }, { claims }) => {
  const pinned = await pinnedReferenceFor(claims, conversionId);
  if (!pinned) return reviewRefused(NOT_FOUND);
  // The release cannot be loaded now: the decision is not possible here.
  if (!pinned.ok) return reviewRefused({ code: 'invalid' });
  const { reference } = pinned;
  return withUser(claims, async (tx) => {
    if (!(await getConversion(tx, conversionId, { withReport: false }))) return reviewRefused(NOT_FOUND);
    const outcome = await decideValue(tx, conversionId, decision, reference);
    // conflict: the rows were decided in the meantime (the view reloads).
    if (!outcome.ok) return reviewRefused(outcome, { conflict: 'review.values.status.gone' });
    const page = await listValueGroups(tx, conversionId, { limit: Math.min(Math.max(shown, 1), MAX_GROUPS_READ_BACK) });
    return actionOk({ outcome, page, summary: await reviewSummary(tx, conversionId) });
  });
});

export const loadValueGroupsAction = workspaceCall(loadSchema, async ({ conversionId, after }, { claims }) => {
  return withUser(claims, async (tx) => {
    if (!(await getConversion(tx, conversionId, { withReport: false }))) return reviewRefused(NOT_FOUND);
    return actionOk(await listValueGroups(tx, conversionId, { limit: VALUE_GROUPS_PAGE_SIZE, ...(after ? { after } : {}) }));
  });
});
