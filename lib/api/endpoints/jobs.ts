import { say } from '@/lib/catalog/messages';
import { z } from 'zod';
import { refusalSaid, withUser } from '@/lib/db';
import type { RecordedMapping } from '@/lib/catalog';
import { pinForNewConversion, sharedPinnedReference } from '@/lib/data/reference';
import { previewRerun, resolveInlineMapping, submitConversion, submitConversionRetry, submitRerun } from '@/lib/jobs';
import { asMappingRequest, getSavedMapping, getUpload, listConversions, listSavedMappings } from '@/lib/data/catalogs';
import { decodeCursor, encodeCursor } from '../cursor';
import { defineEndpoint, json } from '../endpoint';
import { badCursor, fromRefusal, notFound, problem } from '../errors';
import { apiLocale, presentJob, presentMapping } from '../present';
import { jobParts } from '../runtime';
import { IdSchema } from '../schemas/registry';
import {
  JobListSchema,
  JobResponseSchema,
  ListJobsQuerySchema,
  MappingListSchema,
  RerunPreviewSchema,
  RerunRequestSchema,
  RetryResultSchema,
  StartJobRequestSchema,
} from '../schemas/jobs';
import { jobOfKey } from './records';

export const IdParamsSchema = z.object({ id: IdSchema });

/** A release as requests name it → as lib/ takes it (null = the bundled demo set). */
const releaseIdOf = (release: number | 'demo') => (release === 'demo' ? null : release);

export const startJob = defineEndpoint({
  operationId: 'startJob',
  method: 'POST',
  path: '/jobs',
  summary: 'Start a conversion',
  description:
    'Converts an upload with a brand code, a mapping (detected, saved or inline) and an accept threshold. An inline mapping names only the columns it settles: it is laid over the detected mapping, and the other columns keep what detection decided. A request whose inline mapping names a column the file lacks, or leaves a field every row needs unmapped (partNumber; for fitment the vehicle and the part type), is refused with 400 naming it. The job is pinned to the workspace\'s current reference release, or to the one `referenceReleaseId` names (the workspace\'s own or a shared one; another is refused with 400). Idempotent: the same file with the same settings answers the existing job (200, created false) instead of converting again. Needs an owner or operator.',
  scope: 'jobs:write',
  action: 'convert',
  rateClass: 'write',
  body: { kind: 'json', schema: StartJobRequestSchema },
  responses: [
    { status: 201, description: 'Queued a new job.', schema: JobResponseSchema },
    { status: 200, description: 'The same job existed.', schema: JobResponseSchema },
  ],
  errors: ['not_allowed', 'not_found', 'invalid_request'],
  async handle(ctx, { body }) {
    const workspaceId = ctx.key.workspaceId;
    const found = await withUser(
      ctx.claims,
      async (tx) => {
        const upload = await getUpload(tx, body.uploadId);
        if (!upload || upload.workspaceId !== workspaceId) return notFound('upload');
        // The same check the conversion's insert makes, answered here so the message names the field.
        const pinned = await pinForNewConversion(tx, workspaceId, body.referenceReleaseId === undefined ? undefined : releaseIdOf(body.referenceReleaseId));
        if (!pinned.ok) {
          const reason = refusalSaid(pinned);
          return problem('invalid_request', body.referenceReleaseId === undefined ? reason : say('refusal.inField', { field: 'referenceReleaseId', reason }));
        }
        if (!body.mappingId) return { ok: true as const, upload, pin: pinned.pin, mapping: null };
        const saved = await getSavedMapping(tx, body.mappingId);
        if (!saved || saved.workspaceId !== workspaceId) return notFound('savedMapping');
        return { ok: true as const, upload, pin: pinned.pin, mapping: asMappingRequest(saved) };
      },
      ctx.runtime.db,
    );
    if (!found.ok) return found;
    let mapping: RecordedMapping | null = found.mapping;
    if (body.mapping) {
      // Laid over what the job's own detection will find: with the values checked against its release.
      const reference = await sharedPinnedReference(ctx.runtime.db)(found.pin);
      const resolved = await resolveInlineMapping(ctx.runtime.store, found.upload, body.mapping, reference.ok ? { reference: reference.loaded.reference } : {});
      if (!resolved.ok) return fromRefusal(resolved, 'upload');
      mapping = resolved.mapping;
    }
    const submitted = await submitConversion(
      ctx.claims,
      {
        workspaceId,
        uploadId: body.uploadId,
        brand: body.brand,
        mapping,
        ...(body.acceptThreshold === undefined ? {} : { acceptThreshold: body.acceptThreshold }),
        ...(body.referenceReleaseId === undefined ? {} : { referenceReleaseId: releaseIdOf(body.referenceReleaseId) }),
      },
      jobParts(ctx.runtime),
    );
    if (!submitted.ok) return fromRefusal(submitted, 'upload');
    return json({ job: presentJob(submitted.conversion, apiLocale(ctx)), created: submitted.created }, submitted.created ? 201 : 200);
  },
});

export const listJobs = defineEndpoint({
  operationId: 'listJobs',
  method: 'GET',
  path: '/jobs',
  summary: 'List jobs',
  description: 'The workspace\'s jobs, newest first, a page at a time.',
  scope: 'jobs:read',
  action: 'read',
  rateClass: 'read',
  query: ListJobsQuerySchema,
  responses: [{ status: 200, description: 'A page of jobs.', schema: JobListSchema }],
  errors: [],
  async handle(ctx, { query }) {
    const afterId = query.cursor === undefined ? undefined : decodeCursor('jobs', query.cursor);
    if (afterId === null || (afterId !== undefined && !IdSchema.safeParse(afterId).success)) return badCursor();
    const limit = query.limit ?? 50;
    const rows = await withUser(
      ctx.claims,
      (tx) =>
        listConversions(tx, ctx.key.workspaceId, {
          ...(query.status ? { status: query.status } : {}),
          ...(query.uploadId ? { uploadId: query.uploadId } : {}),
          ...(afterId ? { afterId: String(afterId) } : {}),
          limit: limit + 1,
        }),
      ctx.runtime.db,
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return json({ jobs: page.map((job) => presentJob(job, apiLocale(ctx))), nextCursor: rows.length > limit && last ? encodeCursor('jobs', last.id) : null });
  },
});

export const getJob = defineEndpoint({
  operationId: 'getJob',
  method: 'GET',
  path: '/jobs/{id}',
  summary: 'A job\'s status and progress',
  description: 'Status, stage, rows done of rows total, counts once finished, and the error when it failed. Poll this (the job updates it about twice a second).',
  scope: 'jobs:read',
  action: 'read',
  rateClass: 'read',
  params: IdParamsSchema,
  responses: [{ status: 200, description: 'The job.', schema: JobResponseSchema }],
  errors: ['not_found'],
  async handle(ctx, { params }) {
    const job = await jobOfKey(ctx, params.id);
    return job ? json({ job: presentJob(job, apiLocale(ctx)) }) : notFound('job');
  },
});

export const retryJob = defineEndpoint({
  operationId: 'retryJob',
  method: 'POST',
  path: '/jobs/{id}/retry',
  summary: 'Run a failed job again',
  description: 'Queues a failed job again (retried false when it had not failed). Needs an owner or operator.',
  scope: 'jobs:write',
  action: 'convert',
  rateClass: 'write',
  params: IdParamsSchema,
  responses: [{ status: 200, description: 'Whether it was queued again, and the job.', schema: RetryResultSchema }],
  errors: ['not_found', 'not_allowed'],
  async handle(ctx, { params }) {
    if (!(await jobOfKey(ctx, params.id))) return notFound('job');
    const retried = await submitConversionRetry(ctx.claims, params.id, jobParts(ctx.runtime));
    if (!retried.ok) return fromRefusal(retried, 'job');
    const job = await jobOfKey(ctx, params.id);
    return job ? json({ retried: retried.retried, job: presentJob(job, apiLocale(ctx)) }) : notFound('job');
  },
});

export const previewJobRerun = defineEndpoint({
  operationId: 'previewJobRerun',
  method: 'POST',
  path: '/jobs/{id}/rerun/preview',
  summary: 'What re-running a job against another release would change',
  description:
    'A job is pinned to the reference release it ran against; its review and exports always use that release. This runs the engine on the job\'s upload against another release (the workspace\'s own or a shared one) without saving anything, and answers the apps added, removed and changed and the rows newly held. Takes as long as a conversion of the file. Needs an owner or operator.',
  scope: 'jobs:write',
  action: 'convert',
  rateClass: 'write',
  params: IdParamsSchema,
  body: { kind: 'json', schema: RerunRequestSchema },
  responses: [{ status: 200, description: 'The impact; nothing was saved.', schema: RerunPreviewSchema }],
  errors: ['not_found', 'not_allowed', 'conflict', 'invalid_request'],
  async handle(ctx, { params, body }) {
    if (!(await jobOfKey(ctx, params.id))) return notFound('job');
    const preview = await previewRerun(ctx.claims, { conversionId: params.id, releaseId: releaseIdOf(body.release) }, { db: ctx.runtime.db, store: ctx.runtime.store });
    if (!preview.ok) return fromRefusal(preview, 'job');
    return json({ impact: preview.impact });
  },
});

export const rerunJob = defineEndpoint({
  operationId: 'rerunJob',
  method: 'POST',
  path: '/jobs/{id}/rerun',
  summary: 'Re-run a job against another release',
  description:
    'Starts a NEW job of the same upload, brand, threshold and column mapping, pinned to the release given; the job re-run from, its review decisions and its exports are left as they are. See the impact first with POST /jobs/{id}/rerun/preview. Idempotent: the same release again answers the job made the first time (200, created false). Needs an owner or operator.',
  scope: 'jobs:write',
  action: 'convert',
  rateClass: 'write',
  params: IdParamsSchema,
  body: { kind: 'json', schema: RerunRequestSchema },
  responses: [
    { status: 201, description: 'Queued the new job.', schema: JobResponseSchema },
    { status: 200, description: 'The job for that release existed.', schema: JobResponseSchema },
  ],
  errors: ['not_found', 'not_allowed', 'conflict', 'invalid_request'],
  async handle(ctx, { params, body }) {
    if (!(await jobOfKey(ctx, params.id))) return notFound('job');
    const started = await submitRerun(ctx.claims, { conversionId: params.id, releaseId: releaseIdOf(body.release) }, jobParts(ctx.runtime));
    if (!started.ok) return fromRefusal(started, 'job');
    return json({ job: presentJob(started.conversion, apiLocale(ctx)), created: started.created }, started.created ? 201 : 200);
  },
});

export const listMappings = defineEndpoint({
  operationId: 'listMappings',
  method: 'GET',
  path: '/mappings',
  summary: 'List saved mappings',
  description: 'The workspace\'s saved mappings (latest version of each name), for `mappingId` in POST /jobs.',
  scope: 'jobs:read',
  action: 'read',
  rateClass: 'read',
  responses: [{ status: 200, description: 'The saved mappings.', schema: MappingListSchema }],
  errors: [],
  async handle(ctx) {
    const mappings = await withUser(ctx.claims, (tx) => listSavedMappings(tx, ctx.key.workspaceId), ctx.runtime.db);
    return json({ mappings: mappings.map(presentMapping) });
  },
});
