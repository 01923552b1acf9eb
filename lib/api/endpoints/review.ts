import type { ReferenceSet } from '@/lib/catalog/reference';
import { withUser } from '@/lib/db';
import type { OverrideFields } from '@/lib/data/reference';
import { decideMatchingRows, decideRows, listReviewRows, reviewSummary, type RowDecisionInput } from '@/lib/data/catalogs';
import { decodeCursor, encodeCursor } from '../cursor';
import { defineEndpoint, json } from '../endpoint';
import { badCursor, fromRefusal, notFound, problem, type ApiProblem } from '../errors';
import { namesAnId, resolveOverride, type ApiOverride } from '../override-ids';
import { presentReviewRow } from '../present';
import { DecisionsRequestSchema, DecisionsResultSchema, ReviewPageSchema, ReviewQuerySchema, type RowDecisionRequest } from '../schemas/jobs';
import { IdParamsSchema } from './jobs';
import { jobOfKey, referenceOfJob } from './records';
import { messageLocale } from '@/lib/catalog/messages';

export const getReview = defineEndpoint({
  operationId: 'getReview',
  method: 'GET',
  path: '/jobs/{id}/review',
  summary: 'A job\'s review queue',
  description:
    'The rows the conversion held back (flagged below the accept threshold, or rejected), in source order, with the source values, the mapped values, the findings and any decision; and a summary by finding code. Finding messages are in the Accept-Language\'s language (en, de, fr, es, it; else English); the code and parameters are always there.',
  scope: 'jobs:read',
  action: 'read',
  rateClass: 'read',
  params: IdParamsSchema,
  query: ReviewQuerySchema,
  responses: [{ status: 200, description: 'The summary and a page of rows.', schema: ReviewPageSchema }],
  errors: ['not_found'],
  async handle(ctx, { params, query }) {
    const afterRow = query.cursor === undefined ? 0 : decodeCursor('review', query.cursor);
    if (typeof afterRow !== 'number' || !Number.isInteger(afterRow) || afterRow < 0) return badCursor();
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
      rows: page.rows.map((row) => presentReviewRow(row, messageLocale(ctx.request.headers.get('accept-language')))),
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
    'Approve, override or reject held rows — one by one, or every still-pending row matching a finding code or outcome. An override gives values by text or names reference entries by id (partTypeId, positionId, baseVehicleId, makeId, modelId), looked up in the job\'s reference release as the review screen\'s picker does. Each change is written to the workspace\'s audit log as the key\'s creator. Scope jobs:write; the creator must be an owner or reviewer. The next export applies the decisions.',
  scope: 'jobs:write',
  action: 'review',
  rateClass: 'write',
  params: IdParamsSchema,
  body: { kind: 'json', schema: DecisionsRequestSchema, maxBytes: 4 * 1024 * 1024 },
  responses: [{ status: 200, description: 'How many rows changed.', schema: DecisionsResultSchema }],
  errors: ['not_found', 'not_allowed', 'body_too_large', 'invalid_request'],
  async handle(ctx, { params, body }) {
    const job = await jobOfKey(ctx, params.id);
    if (!job) return notFound('job');
    const overrides: ApiOverride[] = 'decisions' in body ? body.decisions.flatMap((d) => (d.decision === 'overridden' ? [d.override] : [])) : body.override ? [body.override] : [];
    let reference: ReferenceSet | null = null;
    if (overrides.some(namesAnId)) {
      const pinned = await referenceOfJob(ctx, job);
      if (!pinned.ok) return pinned;
      reference = pinned.reference;
    }
    const resolve = (override: ApiOverride, where: string) => (reference ? resolveOverride(override, reference, where) : { ok: true as const, override: textOverride(override) });
    let decisions: RowDecisionInput[] = [];
    if ('decisions' in body) {
      const resolved = resolveDecisions(body.decisions, resolve);
      if (!Array.isArray(resolved)) return resolved;
      decisions = resolved;
    }
    let matchOverride: OverrideFields | undefined;
    if (!('decisions' in body) && body.override) {
      const resolved = resolve(body.override, 'override');
      if (!resolved.ok) return problem('invalid_request', resolved.said);
      matchOverride = resolved.override;
    }
    const outcome = await withUser(
      ctx.claims,
      async (tx) => {
        if ('decisions' in body) return decideRows(tx, params.id, decisions);
        const decision = body.decision === 'overridden' ? { decision: body.decision, override: matchOverride! } : { decision: body.decision };
        const decided = await decideMatchingRows(tx, params.id, body.match, decision);
        return decided.ok ? { ...decided, missing: [] as number[] } : decided;
      },
      ctx.runtime.db,
    );
    if (!outcome.ok) return fromRefusal(outcome, 'job');
    return json({ decided: outcome.decided, missing: outcome.missing });
  },
});

type Resolve = (override: ApiOverride, where: string) => ReturnType<typeof resolveOverride>;

/** The request's decisions as stored: each override's ids looked up, its values as text. */
function resolveDecisions(requested: RowDecisionRequest[], resolve: Resolve): RowDecisionInput[] | ApiProblem {
  const decisions: RowDecisionInput[] = [];
  for (const [i, d] of requested.entries()) {
    if (d.decision !== 'overridden') {
      decisions.push(d);
      continue;
    }
    const resolved = resolve(d.override, `decisions.${i}.override`);
    if (!resolved.ok) return problem('invalid_request', resolved.said);
    decisions.push({ row: d.row, decision: 'overridden', override: resolved.override });
  }
  return decisions;
}

/** An override that names no entry by id: its values as the text the engine reads (an empty makeId or modelId names nothing). */
function textOverride(override: ApiOverride): OverrideFields {
  return Object.fromEntries(Object.entries(override).flatMap(([k, v]) => (k === 'makeId' || k === 'modelId' ? [] : [[k, String(v)]])));
}
