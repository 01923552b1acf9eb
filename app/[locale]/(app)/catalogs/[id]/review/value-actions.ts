'use server';

import { z } from 'zod';
import { VALUE_GROUPS_PAGE_SIZE } from '@/components/review/queue-filter';
import type { ValueActions } from '@/components/review/queue-types';
import { actionError, actionOk, type ActionResult } from '@/lib/actions';
import { withUser, type Refusal } from '@/lib/db';
import { getLocale } from 'next-intl/server';
import type { MessageLocale } from '@/lib/catalog/messages';
import { decideValue, getConversion, jobErrorIn, listValueGroups, reviewSummary, valueDecisionSchema, valueGroupCursorSchema } from '@/lib/data/catalogs';
import { getWorkspaceContext } from '@/lib/auth';
import { pinnedReferenceFor } from '@/lib/data/catalogs';

/**
 * The "By value" view's server actions. As in actions.ts: the session is checked here, the
 * conversion is read under the user's RLS (another workspace's is `not_found`), and decideValue
 * checks the role again. The reference is the conversion's pinned release, loaded before the
 * user's transaction (queue-data.ts says why).
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

const NOT_FOUND: Refusal = { ok: false, code: 'not_found', message: 'No such conversion, or it is not in a workspace you belong to.' };

function refused(refusal: Refusal): ActionResult<never> {
  return actionError(refusal.message, refusal.code);
}

function invalidInput(error: z.ZodError): ActionResult<never> {
  return actionError(`The request is not valid: ${error.issues[0]?.message ?? 'invalid'}.`, 'invalid');
}

type Decide = ValueActions['decideValue'];
type Load = ValueActions['loadValues'];

export async function decideValueAction(input: Parameters<Decide>[0]): ReturnType<Decide> {
  const parsed = decideSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const { conversionId, decision, shown } = parsed.data;
  const ctx = await getWorkspaceContext();
  const pinned = await pinnedReferenceFor(ctx.claims, conversionId);
  if (!pinned) return refused(NOT_FOUND);
  if (!pinned.ok) return actionError(jobErrorIn(pinned.error, (await getLocale()) as MessageLocale).message, 'invalid');
  const { reference } = pinned;
  return withUser(ctx.claims, async (tx) => {
    if (!(await getConversion(tx, conversionId, { withReport: false }))) return refused(NOT_FOUND);
    const outcome = await decideValue(tx, conversionId, decision, reference);
    if (!outcome.ok) return refused(outcome);
    const page = await listValueGroups(tx, conversionId, { limit: Math.min(Math.max(shown, 1), MAX_GROUPS_READ_BACK) });
    return actionOk({ outcome, page, summary: await reviewSummary(tx, conversionId) });
  });
}

export async function loadValueGroupsAction(input: Parameters<Load>[0]): ReturnType<Load> {
  const parsed = loadSchema.safeParse(input);
  if (!parsed.success) return invalidInput(parsed.error);
  const { conversionId, after } = parsed.data;
  const ctx = await getWorkspaceContext();
  return withUser(ctx.claims, async (tx) => {
    if (!(await getConversion(tx, conversionId, { withReport: false }))) return refused(NOT_FOUND);
    return actionOk(await listValueGroups(tx, conversionId, { limit: VALUE_GROUPS_PAGE_SIZE, ...(after ? { after } : {}) }));
  });
}
