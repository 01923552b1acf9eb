// zod/mini: this module runs in the browser too (the progress poller), where full zod is weight.
import { z } from 'zod/mini';
import { exportChecksSchema } from './export-checks';
import type { ExportRequest } from './exports';

/** Stages the export job records (lib/jobs/export-job.ts), in order. */
export const EXPORT_STAGES = ['prepare', 'convert', 'store', 'publish', 'done'] as const;
export type ExportStage = (typeof EXPORT_STAGES)[number];

/** What the progress page shows of an export request; also the poll route's answer. */
export const exportProgressSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'awaiting_confirmation', 'succeeded', 'failed', 'expired']),
  stage: z.nullable(z.string()),
  error: z.nullable(z.object({ code: z.string(), message: z.string() })),
  attempt: z.number(),
  exportId: z.nullable(z.string()),
  conversionId: z.nullable(z.string()),
  batchId: z.nullable(z.string()),
  /** Open review and the assessment, once the files are built (decision 0009). */
  checks: z.optional(z.nullable(exportChecksSchema)),
  /** ISO times: while waiting, when it expires; once expired, when it did. */
  expiresAt: z.optional(z.nullable(z.string())),
  expiredAt: z.optional(z.nullable(z.string())),
});
export type ExportProgress = z.infer<typeof exportProgressSchema>;

export const progressAnswerSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), request: exportProgressSchema }),
  z.object({ ok: z.literal(false), code: z.string(), message: z.string() }),
]);

export function progressOf(request: ExportRequest): ExportProgress {
  return {
    id: request.id,
    status: request.status,
    stage: request.stage,
    error: request.error,
    attempt: request.attempt,
    exportId: request.exportId,
    conversionId: request.conversionId,
    batchId: request.batchId,
    checks: request.checks,
    expiresAt: request.status === 'awaiting_confirmation' && request.expiresAt ? request.expiresAt.toISOString() : null,
    expiredAt: request.expiredAt ? request.expiredAt.toISOString() : null,
  };
}

/** The known stage a request is at (an unknown name counts as the first), for the step list. */
export function stageIndex(stage: string | null): number {
  const i = EXPORT_STAGES.indexOf((stage ?? 'prepare') as ExportStage);
  return i < 0 ? 0 : i;
}

/** Finished one way or the other, or waiting for a person: polling can stop. */
export function isSettled(progress: Pick<ExportProgress, 'status'>): boolean {
  return progress.status !== 'queued' && progress.status !== 'running';
}
