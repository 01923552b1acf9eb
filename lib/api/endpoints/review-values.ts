import { withUser } from '@/lib/db';
import { decideValue, listValueGroups, valueGroupCursorSchema, type ValueGroupCursor } from '@/lib/data/catalogs';
import { decodeCursor, encodeCursor } from '../cursor';
import { defineEndpoint, json } from '../endpoint';
import { badCursor, fromRefusal, notFound } from '../errors';
import { presentValueGroup } from '../present';
import { ValueDecisionRequestSchema, ValueDecisionResultSchema, ValueGroupPageSchema, ValueGroupsQuerySchema } from '../schemas/review-values';
import { IdParamsSchema } from './jobs';
import { jobOfKey, referenceOfJob } from './records';

/*
 * Review by value (decision 0011): the review screen's "By value" view over REST. Deciding a value is
 * the same decideValue the screen's action calls — one audit entry for all its rows, and a learned
 * term of the workspace for an override — against the release the job is pinned to.
 */

/** A value-groups cursor's position (the last group of the page before); null when it is not one. */
function afterOf(cursor: string): ValueGroupCursor | null {
  const inside = decodeCursor('review-values', cursor);
  if (typeof inside !== 'string') return null;
  try {
    const parsed = valueGroupCursorSchema.safeParse(JSON.parse(inside));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const listReviewValues = defineEndpoint({
  operationId: 'listReviewValues',
  method: 'GET',
  path: '/jobs/{id}/review/values',
  summary: 'A job\'s held rows by value',
  description:
    'The values that held the job\'s rows back (a part type, make, model, submodel or position the reference did not confirm), one group per value: how the catalog writes it, its finding codes, how many rows hold it and how many of those still wait, how many parts, a few of its rows, and the reference entities it may mean with their confidence. Most pending rows first.',
  scope: 'jobs:read',
  action: 'read',
  rateClass: 'read',
  params: IdParamsSchema,
  query: ValueGroupsQuerySchema,
  responses: [{ status: 200, description: 'A page of value groups.', schema: ValueGroupPageSchema }],
  errors: ['not_found'],
  async handle(ctx, { params, query }) {
    const after = query.cursor === undefined ? undefined : afterOf(query.cursor);
    if (after === null) return badCursor();
    if (!(await jobOfKey(ctx, params.id))) return notFound('job');
    const page = await withUser(
      ctx.claims,
      (tx) =>
        listValueGroups(tx, params.id, {
          ...(query.field ? { field: query.field } : {}),
          ...(query.state ? { state: query.state } : {}),
          ...(after ? { after } : {}),
          limit: query.limit ?? 50,
        }),
      ctx.runtime.db,
    );
    return json({
      groups: page.groups.map(presentValueGroup),
      nextCursor: page.next ? encodeCursor('review-values', JSON.stringify(page.next)) : null,
    });
  },
});

export const decideReviewValue = defineEndpoint({
  operationId: 'decideReviewValue',
  method: 'POST',
  path: '/jobs/{id}/review/values/decide',
  summary: 'Decide a value for all its rows',
  description:
    'One decision for every still-pending row holding a value (field and key from GET …/review/values): the reference entity it means, by its ID in the job\'s release — the workspace learns the term, and its later jobs apply it — or reject these rows. A row held by several values stays pending until each of them is decided (a rejection decides it at once). One entry in the workspace\'s audit log names the value and the row count, as the key\'s creator. Scope jobs:write; the creator must be an owner or reviewer. The next export applies the decision.',
  scope: 'jobs:write',
  action: 'review',
  rateClass: 'write',
  params: IdParamsSchema,
  body: { kind: 'json', schema: ValueDecisionRequestSchema },
  responses: [{ status: 200, description: 'How many rows the decision changed.', schema: ValueDecisionResultSchema }],
  errors: ['not_found', 'not_allowed', 'conflict', 'body_too_large', 'invalid_request'],
  async handle(ctx, { params, body }) {
    const job = await jobOfKey(ctx, params.id);
    if (!job) return notFound('job');
    const pinned = await referenceOfJob(ctx, job);
    if (!pinned.ok) return pinned;
    const outcome = await withUser(ctx.claims, (tx) => decideValue(tx, params.id, body, pinned.reference), ctx.runtime.db);
    if (!outcome.ok) return fromRefusal(outcome, 'job');
    return json({ rows: outcome.rows, decided: outcome.decided, pending: outcome.pending, reference: outcome.reference });
  },
});
