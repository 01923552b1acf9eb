import { withUser } from '@/lib/db';
import { decideMatchingRows, decideRows, listReviewRows, reviewSummary } from '@/lib/workspace-data';
import { decodeCursor, encodeCursor } from '../cursor';
import { defineEndpoint, json } from '../endpoint';
import { fromRefusal, notFound, problem } from '../errors';
import { presentReviewRow } from '../present';
import { DecisionsRequestSchema, DecisionsResultSchema, ReviewPageSchema, ReviewQuerySchema } from '../schemas/jobs';
import { IdParamsSchema } from './jobs';
import { jobOfKey } from './records';

export const getReview = defineEndpoint({
  operationId: 'getReview',
  method: 'GET',
  path: '/jobs/{id}/review',
  summary: 'A job\'s review queue',
  description:
    'The rows the conversion held back (flagged below the accept threshold, or rejected), in source order, with the source values, the mapped values, the findings and any decision; and a summary by finding code.',
  scope: 'jobs:read',
  action: 'read',
  rateClass: 'read',
  params: IdParamsSchema,
  query: ReviewQuerySchema,
  responses: [{ status: 200, description: 'The summary and a page of rows.', schema: ReviewPageSchema }],
  errors: ['not_found'],
  async handle(ctx, { params, query }) {
    const afterRow = query.cursor === undefined ? 0 : decodeCursor('review', query.cursor);
    if (typeof afterRow !== 'number' || !Number.isInteger(afterRow) || afterRow < 0) return problem('invalid_request', 'The cursor is not one this list gave out.');
    if (!(await jobOfKey(ctx, params.id))) return notFound('job');
    const { summary, page } = await withUser(
      ctx.claims,
      async (tx) => ({
        summary: await reviewSummary(tx, params.id),
        page: await listReviewRows(tx, params.id, {
          ...(query.code ? { code: query.code } : {}),
          ...(query.outcome ? { outcome: query.outcome } : {}),
          ...(query.state ? { state: query.state } : {}),
          afterRow,
          limit: query.limit ?? 50,
        }),
      }),
      ctx.runtime.db,
    );
    return json({
      summary,
      rows: page.rows.map(presentReviewRow),
      nextCursor: page.nextAfterRow === null ? null : encodeCursor('review', page.nextAfterRow),
    });
  },
});

export const decideReviewRows = defineEndpoint({
  operationId: 'decideReviewRows',
  method: 'POST',
  path: '/jobs/{id}/decisions',
  summary: 'Decide review rows',
  description:
    'Approve, override or reject held rows — one by one, or every still-pending row matching a finding code or outcome. Each change is written to the workspace\'s audit log as the key\'s creator. Scope jobs:write; the creator must be an owner or reviewer. The next export applies the decisions.',
  scope: 'jobs:write',
  action: 'review',
  rateClass: 'write',
  params: IdParamsSchema,
  body: { kind: 'json', schema: DecisionsRequestSchema, maxBytes: 4 * 1024 * 1024 },
  responses: [{ status: 200, description: 'How many rows changed.', schema: DecisionsResultSchema }],
  errors: ['not_found', 'not_allowed', 'body_too_large'],
  async handle(ctx, { params, body }) {
    if (!(await jobOfKey(ctx, params.id))) return notFound('job');
    const outcome = await withUser(
      ctx.claims,
      async (tx) => {
        if ('decisions' in body) return decideRows(tx, params.id, body.decisions);
        const decision = body.decision === 'overridden' ? { decision: body.decision, override: body.override! } : { decision: body.decision };
        const decided = await decideMatchingRows(tx, params.id, body.match, decision);
        return decided.ok ? { ...decided, missing: [] as number[] } : decided;
      },
      ctx.runtime.db,
    );
    if (!outcome.ok) return fromRefusal(outcome, 'job');
    return json({ decided: outcome.decided, missing: outcome.missing });
  },
});
