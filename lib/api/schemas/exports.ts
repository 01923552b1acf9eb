import { z } from 'zod';
import { ACES_EXPORT_VERSIONS, PIES_EXPORT_VERSIONS } from '@/lib/data/exports';
import { apiSchemas, IdSchema, NextCursorSchema, pageQuery, TimestampSchema } from './registry';
import { JobErrorSchema } from './jobs';

export const ExportFileSchema = z
  .object({
    name: z.string().describe('Name in the deliverables, e.g. aces.xml, review/decisions.json.'),
    sha256: z.string(),
    bytes: z.number().int(),
    download: z.string().describe('Path of GET /exports/{id}/download for this file.'),
  })
  .register(apiSchemas, { id: 'ExportFile' });

const CountsByCodeSchema = z.record(z.string(), z.number().int());

export const ExportChecksSchema = z
  .object({
    openReview: z.number().int().describe('Flagged rows nobody has decided yet: left out of the export.'),
    openReviewByFile: z.array(z.object({ file: z.string(), rows: z.number().int() })).optional().describe('A batch: the open rows per file.'),
    assessment: z
      .object({
        errors: z.number().int(),
        warnings: z.number().int(),
        errorsByCode: CountsByCodeSchema.describe('e.g. {"APP_OVERLAP": 137}'),
        warningsByCode: CountsByCodeSchema,
        examples: z.array(z.object({ code: z.string(), file: z.string(), message: z.string() })).describe('The first error findings; the counts are exact.'),
      })
      .describe('The checks of `partsmith validate` on the files of the export (overlaps, duplicates, invalid references, XSD).'),
    needsConfirmation: z.array(z.enum(['open_review', 'assessment_errors'])).describe('What holds the export until it is confirmed (POST /exports/{id}/confirm); empty: nothing.'),
    notWritten: z
      .array(z.object({ file: z.enum(['aces.xml', 'pies.xml']), reason: z.enum(['no_apps', 'no_items']) }))
      .describe('Deliverables not written because they would be empty (an empty PIES fails its schema; an ACES file without apps says nothing).'),
    confirmedBy: z.string().nullable().optional().describe('Who confirmed (null: there was nothing to confirm).'),
    confirmedAt: z.string().nullable().optional(),
    confirmedUpFront: z.boolean().optional().describe('Confirmation was given when the export was asked for (`confirm: true`).'),
  })
  .describe('What the export found before it was published (decision 0009).')
  .register(apiSchemas, { id: 'ExportChecks' });

export const ExportResultSchema = z
  .object({
    exportId: IdSchema,
    brand: z.string(),
    counts: z.record(z.string(), z.number()),
    decisions: z.record(z.string(), z.number()).describe('Review decisions applied, by kind.'),
    signerFingerprint: z.string().nullable(),
    previousExportId: IdSchema.nullable().describe('The export of the same brand the change summary compares with.'),
    createdAt: TimestampSchema,
    bundle: ExportFileSchema.describe('The signed evidence bundle (evidence.zip).'),
    files: z.array(ExportFileSchema),
  })
  .describe('What a succeeded export published. Immutable.').register(apiSchemas, { id: 'ExportResult' });

export const ExportSchema = z
  .object({
    id: IdSchema,
    workspaceId: IdSchema,
    jobId: IdSchema.nullable(),
    batchId: IdSchema.nullable(),
    acesVersion: z.string(),
    piesVersion: z.string(),
    status: z
      .enum(['queued', 'running', 'awaiting_confirmation', 'succeeded', 'failed', 'expired'])
      .describe('awaiting_confirmation: built and checked; `checks` says what needs confirming before it is published. expired: nobody confirmed it by `expiresAt`; nothing was published and its files were removed.'),
    expiresAt: TimestampSchema.nullable().describe('While awaiting confirmation: when it expires unless confirmed (the workspace\'s setting, 14 days by default).'),
    expiredAt: TimestampSchema.nullable().describe('When it expired unconfirmed.'),
    stage: z.string().nullable(),
    error: JobErrorSchema.nullable(),
    attempt: z.number().int(),
    createdAt: TimestampSchema,
    startedAt: TimestampSchema.nullable(),
    finishedAt: TimestampSchema.nullable(),
    checks: ExportChecksSchema.nullable().describe('Set once the files are built and checked.'),
    result: ExportResultSchema.nullable().describe('Set once succeeded.'),
    links: z
      .object({ self: z.string(), download: z.string().nullable(), confirm: z.string().nullable() })
      .describe('Paths on this server; download: the evidence bundle; confirm: while the export awaits confirmation.'),
  })
  .describe('An export of a job (or a batch) and its progress.').register(apiSchemas, { id: 'Export' });

export const ExportResponseSchema = z.object({ export: ExportSchema }).register(apiSchemas, { id: 'ExportResponse' });

export const ExportListSchema = z.object({ exports: z.array(ExportSchema), nextCursor: NextCursorSchema }).register(apiSchemas, { id: 'ExportList' });

export const StartExportRequestSchema = z
  .object({
    jobId: IdSchema.optional().describe('A succeeded job.'),
    batchId: IdSchema.optional().describe('A batch (made in the app).'),
    acesVersion: z.enum(ACES_EXPORT_VERSIONS).optional(),
    piesVersion: z.enum(PIES_EXPORT_VERSIONS).optional(),
    confirm: z
      .boolean()
      .optional()
      .describe('true: publish even when flagged rows are still open in review or the assessment finds errors (both are still recorded in `checks`). Without it such an export waits with status awaiting_confirmation.'),
  })
  .strict()
  .refine((b) => (b.jobId === undefined) !== (b.batchId === undefined), { message: 'give exactly one of jobId and batchId', path: ['jobId'] })
  .describe('Exactly one of jobId and batchId. Each request makes a new export with the review decisions made so far.').register(apiSchemas, { id: 'StartExportRequest' });

export const ListExportsQuerySchema = z.object({
  jobId: IdSchema.optional().describe('Only exports of this job.'),
  batchId: IdSchema.optional().describe('Only exports of this batch.'),
  ...pageQuery,
});

export const DownloadQuerySchema = z.object({
  file: z.string().min(1).max(300).optional().describe('A file name from `result.files`; default: the evidence bundle (evidence.zip).'),
});

export const ConfirmExportRequestSchema = z
  .object({ confirm: z.boolean().optional().describe('Must be true: you have seen `checks` and publish the export anyway.') })
  .strict()
  .describe('Confirms an export that awaits confirmation. Without `confirm: true` the answer (409) lists what needs confirming.')
  .register(apiSchemas, { id: 'ConfirmExportRequest' });
