import { Readable } from 'node:stream';
import path from 'node:path';
import { withUser } from '@/lib/db';
import { confirmExport, submitExport } from '@/lib/jobs';
import { guardPartnerAccess, exportFileSource } from '@/lib/data/partner-access';
import { exportDownloadName, getBatch, getExport, listExportRequests, type Export, type ExportChecks } from '@/lib/data/exports';
import { decodeCursor, encodeCursor } from '../cursor';
import { defineEndpoint, json, type ApiResult } from '../endpoint';
import { say, type Said } from '@/lib/catalog/messages';
import { badCursor, fromRefusal, notFound, problem } from '../errors';
import { apiLocale, BUNDLE_FILE, presentExport } from '../present';
import { jobParts } from '../runtime';
import { IdSchema } from '../schemas/registry';
import {
  ConfirmExportRequestSchema,
  DownloadQuerySchema,
  ExportListSchema,
  ExportResponseSchema,
  ListExportsQuerySchema,
  StartExportRequestSchema,
} from '../schemas/exports';
import { IdParamsSchema } from './jobs';
import { exportOfKey, jobOfKey } from './records';

export const startExport = defineEndpoint({
  operationId: 'startExport',
  method: 'POST',
  path: '/exports',
  summary: 'Start an export',
  description:
    'Exports a succeeded job (or a batch) with the review decisions made so far: ACES and PIES, apps.csv and items.csv, a change summary against the previous export of the brand, and the signed evidence bundle; a batch gets one combined ACES and PIES across its files. Answers at once (202); poll GET /exports/{id}. When flagged rows are still open in review or the assessment (the checks of `partsmith validate`) finds errors in the files, the export stops at status awaiting_confirmation with `checks` saying what, until POST /exports/{id}/confirm — unless `confirm: true` was given here. Needs an owner or operator.',
  scope: 'exports:write',
  action: 'export',
  rateClass: 'write',
  body: { kind: 'json', schema: StartExportRequestSchema },
  responses: [{ status: 202, description: 'Queued.', schema: ExportResponseSchema }],
  errors: ['not_found', 'not_allowed'],
  async handle(ctx, { body }) {
    const workspaceId = ctx.key.workspaceId;
    if (body.jobId && !(await jobOfKey(ctx, body.jobId))) return notFound('job');
    if (body.batchId) {
      const batch = await withUser(ctx.claims, (tx) => getBatch(tx, body.batchId!), ctx.runtime.db);
      if (!batch || batch.batch.workspaceId !== workspaceId) return notFound('batch');
    }
    const submitted = await submitExport(
      ctx.claims,
      {
        workspaceId,
        ...(body.jobId ? { conversionId: body.jobId } : { batchId: body.batchId! }),
        ...(body.acesVersion ? { acesVersion: body.acesVersion } : {}),
        ...(body.piesVersion ? { piesVersion: body.piesVersion } : {}),
        ...(body.confirm ? { confirm: true } : {}),
      },
      jobParts(ctx.runtime),
    );
    if (!submitted.ok) return fromRefusal(submitted, body.jobId ? 'job' : 'batch');
    return json({ export: presentExport(submitted.request, null, apiLocale(ctx)) }, 202);
  },
});

export const listExports = defineEndpoint({
  operationId: 'listExports',
  method: 'GET',
  path: '/exports',
  summary: 'List exports',
  description: 'The workspace\'s exports, newest first, with their files once published.',
  scope: 'exports:read',
  action: 'read',
  rateClass: 'read',
  query: ListExportsQuerySchema,
  responses: [{ status: 200, description: 'A page of exports.', schema: ExportListSchema }],
  errors: [],
  async handle(ctx, { query }) {
    const afterId = query.cursor === undefined ? undefined : decodeCursor('exports', query.cursor);
    if (afterId === null || (afterId !== undefined && !IdSchema.safeParse(afterId).success)) return badCursor();
    const limit = query.limit ?? 50;
    const { requests, published } = await withUser(
      ctx.claims,
      async (tx) => {
        const requests = await listExportRequests(tx, ctx.key.workspaceId, {
          ...(query.jobId ? { conversionId: query.jobId } : {}),
          ...(query.batchId ? { batchId: query.batchId } : {}),
          ...(afterId ? { afterId: String(afterId) } : {}),
          limit: limit + 1,
        });
        const published = new Map<string, Export>();
        for (const r of requests.slice(0, limit)) {
          const made = r.exportId ? await getExport(tx, r.exportId) : null;
          if (made) published.set(r.id, made);
        }
        return { requests, published };
      },
      ctx.runtime.db,
    );
    const page = requests.slice(0, limit);
    const last = page.at(-1);
    return json({
      exports: page.map((r) => presentExport(r, published.get(r.id) ?? null, apiLocale(ctx))),
      nextCursor: requests.length > limit && last ? encodeCursor('exports', last.id) : null,
    });
  },
});

export const getExportById = defineEndpoint({
  operationId: 'getExport',
  method: 'GET',
  path: '/exports/{id}',
  summary: 'An export\'s status and files',
  description: 'Status and stage while it runs; once succeeded, every file with its SHA-256 and size, and the evidence bundle.',
  scope: 'exports:read',
  action: 'read',
  rateClass: 'read',
  params: IdParamsSchema,
  responses: [{ status: 200, description: 'The export.', schema: ExportResponseSchema }],
  errors: ['not_found'],
  async handle(ctx, { params }) {
    const found = await exportOfKey(ctx, params.id);
    return found ? json({ export: presentExport(found.request, found.published, apiLocale(ctx)) }) : notFound('export');
  },
});

const CONTENT_TYPES: Record<string, string> = {
  '.zip': 'application/zip',
  '.xml': 'application/xml',
  '.json': 'application/json',
  '.csv': 'text/csv; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export const downloadExportFile = defineEndpoint({
  operationId: 'downloadExportFile',
  method: 'GET',
  path: '/exports/{id}/download',
  summary: 'Download an export\'s file',
  description:
    'Streams one file of a succeeded export: the evidence bundle by default, or `?file=` one of `result.files`. Content-Disposition carries a safe file name; ETag and Repr-Digest carry the SHA-256.',
  scope: 'exports:read',
  action: 'read',
  rateClass: 'download',
  params: IdParamsSchema,
  query: DownloadQuerySchema,
  responses: [{ status: 200, description: 'The file.', contentType: 'application/octet-stream' }],
  errors: ['not_found', 'not_allowed', 'conflict'],
  async handle(ctx, { params, query }): Promise<ApiResult> {
    const found = await exportOfKey(ctx, params.id);
    if (!found) return notFound('export');
    const exp = found.published;
    if (!exp) {
      if (found.request.status === 'awaiting_confirmation' && found.request.checks) {
        const route = `/api/v1/exports/${params.id}/confirm`;
        return problem('conflict', say('api.export.notPublished', { waits: waitsFor(found.request.checks), route, body: CONFIRM_BODY }));
      }
      return problem('conflict', say('api.export.noFiles', { status: found.request.status, route: `/api/v1/exports/${params.id}` }));
    }
    const name = query.file ?? BUNDLE_FILE;
    const file =
      name === BUNDLE_FILE
        ? { name, storageKey: exp.bundleKey, sha256: exp.bundleSha256, bytes: exp.bundleBytes }
        : exp.files.find((f) => f.name === name);
    if (!file) return problem('not_found', say('api.notFound.file', { name }));
    const verdict = await guardPartnerAccess({ operation: 'api.export.download', dataSource: exportFileSource(file.name), involvesAi: false, userId: ctx.claims.sub }, { db: ctx.runtime.db });
    if (!verdict.allowed) return problem('not_allowed', say('refusal.partnerData', { reason: verdict.reason }));
    const stored = await ctx.runtime.store.get(file.storageKey);
    // Exports are immutable and their blobs are never purged: a missing one is our fault, not the caller's.
    if (!stored) throw new Error(`blob ${file.storageKey} of export ${exp.id} is missing`);
    return {
      ok: true,
      status: 200,
      stream: Readable.toWeb(stored) as ReadableStream<Uint8Array>,
      headers: {
        'Content-Type': CONTENT_TYPES[path.extname(file.name).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': String(file.bytes),
        'Content-Disposition': `attachment; filename="${exportDownloadName(exp, file.name)}"`,
        ETag: `"${file.sha256}"`,
        'Repr-Digest': `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`,
        // A report.html opened from here must not run anything.
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    };
  },
});

export const confirmExportById = defineEndpoint({
  operationId: 'confirmExport',
  method: 'POST',
  path: '/exports/{id}/confirm',
  summary: 'Confirm an export that awaits confirmation',
  description:
    'An export whose files were built with flagged rows still open in review, or in which the assessment found errors, waits with status awaiting_confirmation; `checks` says what. `{"confirm": true}` publishes exactly the files that were checked (200, the export with its result); without it the answer (409) lists what needs confirming. Confirming an export already published answers it again. Needs an owner or operator.',
  scope: 'exports:write',
  action: 'export',
  rateClass: 'write',
  params: IdParamsSchema,
  body: { kind: 'json', schema: ConfirmExportRequestSchema },
  responses: [{ status: 200, description: 'Published.', schema: ExportResponseSchema }],
  errors: ['not_found', 'not_allowed', 'conflict'],
  async handle(ctx, { params, body }) {
    const found = await exportOfKey(ctx, params.id);
    if (!found) return notFound('export');
    if (found.request.status === 'awaiting_confirmation' && body.confirm !== true) {
      return problem('conflict', say('api.export.confirmAnyway', { waits: waitsFor(found.request.checks), body: CONFIRM_BODY }));
    }
    const confirmed = await confirmExport(ctx.claims, params.id, { db: ctx.runtime.db });
    if (!confirmed.ok) return fromRefusal(confirmed, 'export');
    const after = await exportOfKey(ctx, params.id);
    return after ? json({ export: presentExport(after.request, after.published, apiLocale(ctx)) }) : notFound('export');
  },
});

/** The body that confirms an export, as the refusals quote it. */
const CONFIRM_BODY = '{"confirm": true}';

/** What an export waits for, in a sentence an API client can show ("1 flagged row is still open …"), in its language. */
function waitsFor(checks: ExportChecks | null): Said {
  if (!checks) return say('api.export.waits');
  const open = checks.needsConfirmation.includes('open_review');
  const errors = checks.needsConfirmation.includes('assessment_errors');
  const codes = Object.entries(checks.assessment.errorsByCode)
    .map(([code, n]) => `${code} ${n}`)
    .join(', ');
  if (open && errors) return say('api.export.waitsBoth', { open: checks.openReview, errors: checks.assessment.errors, codes });
  if (open) return say('api.export.waitsOpen', { open: checks.openReview });
  if (errors) return say('api.export.waitsErrors', { errors: checks.assessment.errors, codes });
  return say('api.export.waits');
}
