'use server';

import { z } from 'zod';
import { queueFilterSchema, rowConditions } from '@/components/review/queue-filter';
import type { ReviewActions } from '@/components/review/queue-types';
import { toReviewRowView } from '@/components/review/row-view';
import { actionError, actionOk, type ActionResult } from '@/lib/actions';
import { withUser, type Refusal } from '@/lib/db';
import { decideMatchingRows, decideRows, getConversion, jobErrorIn, rowDecisionSchema } from '@/lib/data/catalogs';
import { getWorkspaceContext } from '@/lib/auth';
import { loadQueueCounts, loadQueuePage, pinnedReferenceFor, readRows, rowViewContext } from '@/lib/data/catalogs';
import { getLocale } from 'next-intl/server';
import type { MessageLocale } from '@/lib/catalog/messages';

/**
 * The review queue's server actions. The page shows or hides the buttons by role, but that is only
 * manners: each action checks the session here, reads the conversion under the user's RLS (another
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

function refused(refusal: Refusal): ActionResult<never> {
  return actionError(refusal.message, refusal.code);
}

const NOT_FOUND: Refusal = { ok: false, code: 'not_found', message: 'No such conversion, or it is not in a workspace you belong to.' };

function invalidInput(error: z.ZodError): ActionResult<never> {
  return actionError(`The request is not valid: ${error.issues[0]?.message ?? 'invalid'}.`, 'invalid');
}

type Decide = ReviewActions['decide'];
type DecideMatching = ReviewActions['decideMatching'];
type Load = ReviewActions['load'];

export async function decideReviewRowsAction(input: Parameters<Decide>[0]): ReturnType<Decide> {
  const parsed = decideSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const { conversionId, filter, decisions } = parsed.data;
  const ctx = await getWorkspaceContext();
  // Before the transaction: see queue-data.ts. The conversion's own release, never the workspace's current one.
  const pinned = await pinnedReferenceFor(ctx.claims, conversionId);
  if (!pinned) return refused(NOT_FOUND);
  if (!pinned.ok) return actionError(jobErrorIn(pinned.error, (await getLocale()) as MessageLocale).message, 'invalid');
  const { reference } = pinned;
  return withUser(ctx.claims, async (tx) => {
    const conversion = await getConversion(tx, conversionId);
    if (!conversion) return refused(NOT_FOUND);
    const outcome = await decideRows(tx, conversionId, decisions);
    if (!outcome.ok) return refused(outcome);
    const rows = await readRows(
      tx,
      conversionId,
      decisions.map((d) => d.row),
    );
    const context = await rowViewContext(tx, conversion, ctx.user.id, reference, (await getLocale()) as MessageLocale);
    const counts = await loadQueueCounts(tx, conversionId, filter);
    return actionOk({ decided: outcome.decided, missing: outcome.missing, rows: rows.map((r) => toReviewRowView(r, context)), counts });
  });
}

export async function decideMatchingRowsAction(input: Parameters<DecideMatching>[0]): ReturnType<DecideMatching> {
  const parsed = decideMatchingSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const { conversionId, filter, decision } = parsed.data;
  // "All pending rows matching": a queue showing decided rows has none to offer.
  if (filter.state === 'decided') return actionError('Only pending rows can be decided all at once.', 'invalid');
  const ctx = await getWorkspaceContext();
  return withUser(ctx.claims, async (tx) => {
    if (!(await getConversion(tx, conversionId))) return refused(NOT_FOUND);
    const outcome = await decideMatchingRows(tx, conversionId, rowConditions(filter), { decision });
    if (!outcome.ok) return refused(outcome);
    return actionOk({ decided: outcome.decided, counts: await loadQueueCounts(tx, conversionId, filter) });
  });
}

export async function loadReviewRowsAction(input: Parameters<Load>[0]): ReturnType<Load> {
  const parsed = loadSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const { conversionId, filter, afterRow } = parsed.data;
  const ctx = await getWorkspaceContext();
  const pinned = await pinnedReferenceFor(ctx.claims, conversionId);
  if (!pinned) return refused(NOT_FOUND);
  if (!pinned.ok) return actionError(jobErrorIn(pinned.error, (await getLocale()) as MessageLocale).message, 'invalid');
  const { reference } = pinned;
  return withUser(ctx.claims, async (tx) => {
    const conversion = await getConversion(tx, conversionId);
    if (!conversion) return refused(NOT_FOUND);
    const page = await loadQueuePage(tx, conversion, ctx.user.id, reference, filter, (await getLocale()) as MessageLocale, afterRow);
    return actionOk({ ...page, counts: await loadQueueCounts(tx, conversionId, filter) });
  });
}
