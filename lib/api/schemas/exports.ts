import { z } from 'zod';
import { ACES_EXPORT_VERSIONS, PIES_EXPORT_VERSIONS } from '@/lib/workspace-data';
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
    status: z.enum(['queued', 'running', 'succeeded', 'failed']),
    stage: z.string().nullable(),
    error: JobErrorSchema.nullable(),
    attempt: z.number().int(),
    createdAt: TimestampSchema,
    startedAt: TimestampSchema.nullable(),
    finishedAt: TimestampSchema.nullable(),
    result: ExportResultSchema.nullable().describe('Set once succeeded.'),
    links: z.object({ self: z.string(), download: z.string().nullable() }).describe('Paths on this server; download: the evidence bundle.'),
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
