import { z } from 'zod';
import type { Conversion } from './conversion-record';

/**
 * What the conversion page follows while a job runs (from `GET /api/conversions/[id]`): status,
 * stage, rows done of rows total, and the error when it failed. Shared by the route (building it)
 * and the page (parsing it); no server imports.
 */
export const conversionProgressSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  stage: z.string().nullable(),
  rowsDone: z.number(),
  /** Known once the file has been read to the end. */
  rowsTotal: z.number().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  attempt: z.number(),
  updatedAt: z.string(),
});

export type ConversionProgress = z.infer<typeof conversionProgressSchema>;

export function conversionProgressOf(c: Conversion): ConversionProgress {
  return {
    id: c.id,
    status: c.status,
    stage: c.stage,
    rowsDone: c.rowsDone,
    rowsTotal: c.rowsTotal,
    error: c.error,
    attempt: c.attempt,
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** Still worth polling: the job has not finished one way or the other. */
export function isUnderway(status: ConversionProgress['status']): boolean {
  return status === 'queued' || status === 'running';
}

/** Share of rows done, 0..1; null while the total is unknown (the bar is then indeterminate). */
export function progressShare(p: Pick<ConversionProgress, 'status' | 'rowsDone' | 'rowsTotal'>): number | null {
  if (p.status === 'succeeded') return 1;
  if (p.rowsTotal === null || p.rowsTotal <= 0) return null;
  return Math.min(1, Math.max(0, p.rowsDone / p.rowsTotal));
}
