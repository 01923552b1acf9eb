'use server';

import { z } from 'zod';
import { actionError, actionOk, workspaceCall } from '@/lib/actions';
import { withUser } from '@/lib/db';
import {
  decideMatchingRows,
  decideRows,
  getConversion,
  loadQueueCounts,
  loadQueuePage,
  pinnedReferenceFor,
  queueFilterSchema,
  readRows,
  rowConditions,
  rowDecisionSchema,
  rowViewContext,
  toReviewRowView,
} from '@/lib/data/catalogs';
import { getLocale } from 'next-intl/server';
import { reviewRefused, NOT_FOUND } from './refusals';

/**
 * The review queue's server actions. The page shows or hides the buttons by role, but that is only
 * manners: the wrapper checks the session, reads the conversion under the user's RLS (another
 * workspace's conversion is `not_found`), and the decide functions check the role again
 * (`requireRole(…, 'review')`: owners and reviewers; a refusal is logged as an access denial).
 */

/** Rows per decision call from the screen (a page is 50; the bulk "all matching" path has no cap). */
const MAX_ROWS_PER_CALL = 500;

const decideSchema = z.object({
  conversionId: z.guid(),
  filter: queueFilterSchema,
  decisions: z.array(rowDecisionSchema).min(1).max(MAX_ROWS_PER_CALL),
});

const decideMatchingSchema = z.object({
  conversionId: z.guid(),
  filter: queueFilterSchema,
  decision: z.enum(['approved', 'rejected']),
});

const loadSchema = z.object({
  conversionId: z.guid(),
  filter: queueFilterSchema,
  afterRow: z.number().int().nonnegative().optional(),
});

export const decideReviewRowsAction = workspaceCall(decideSchema, async ({ conversionId, filter, decisions }, { claims, user }) => {
  // Before the transaction: see lib/data/catalogs/review-queue.ts. The conversion's own release, never the workspace's current one.
  const pinned = await pinnedReferenceFor(claims, conversionId);
  if (!pinned) return reviewRefused(NOT_FOUND);
  // The release cannot be loaded now: the decision is not possible here.
  if (!pinned.ok) return reviewRefused({ code: 'invalid' });
  const { reference } = pinned;
  return withUser(claims, async (tx) => {
    const conversion = await getConversion(tx, conversionId, { withReport: false });
    if (!conversion) return reviewRefused(NOT_FOUND);
    const outcome = await decideRows(tx, conversionId, decisions);
    if (!outcome.ok) return reviewRefused(outcome);
    const rows = await readRows(
      tx,
      conversionId,
      decisions.map((d) => d.row),
    );
    const context = await rowViewContext(tx, conversion, user.id, reference, await getLocale());
    const counts = await loadQueueCounts(tx, conversionId, filter);
    return actionOk({ decided: outcome.decided, missing: outcome.missing, rows: rows.map((r) => toReviewRowView(r, context)), counts });
  });
});

export const decideMatchingRowsAction = workspaceCall(decideMatchingSchema, async ({ conversionId, filter, decision }, { claims }) => {
  // "All pending rows matching": a queue showing decided rows has none to offer.
  if (filter.state === 'decided') return actionError('review.errors.invalid', { code: 'invalid' });
  return withUser(claims, async (tx) => {
    if (!(await getConversion(tx, conversionId, { withReport: false }))) return reviewRefused(NOT_FOUND);
    const outcome = await decideMatchingRows(tx, conversionId, rowConditions(filter), { decision });
    if (!outcome.ok) return reviewRefused(outcome);
    return actionOk({ decided: outcome.decided, counts: await loadQueueCounts(tx, conversionId, filter) });
  });
});

export const loadReviewRowsAction = workspaceCall(loadSchema, async ({ conversionId, filter, afterRow }, { claims, user }) => {
  const pinned = await pinnedReferenceFor(claims, conversionId);
  if (!pinned) return reviewRefused(NOT_FOUND);
  if (!pinned.ok) return reviewRefused({ code: 'invalid' });
  const { reference } = pinned;
  return withUser(claims, async (tx) => {
    const conversion = await getConversion(tx, conversionId, { withReport: false });
    if (!conversion) return reviewRefused(NOT_FOUND);
    const page = await loadQueuePage(tx, conversion, user.id, reference, filter, await getLocale(), afterRow);
    return actionOk({ ...page, counts: await loadQueueCounts(tx, conversionId, filter) });
  });
});
