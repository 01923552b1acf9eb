import type { BatchTotals, ExportRequestStatus } from '@/lib/data/exports/types';
import type { ConversionCounts, ConversionStatus, JobError } from '@/lib/data/catalogs/types';

/*
 * The batch screens' view of a batch: what /batch/[id] renders first and what its GET route answers
 * while files run, in one JSON-safe shape (dates as ISO strings) so the page and the poll cannot
 * drift apart. Types and pure rules only — safe in client components; batch-snapshot.ts reads it.
 */

export interface BatchFileView {
  position: number;
  conversionId: string;
  fileName: string;
  status: ConversionStatus;
  stage: string | null;
  rowsDone: number;
  rowsTotal: number | null;
  counts: ConversionCounts | null;
  /** On a failed file, or on a queued one that is waiting to be retried after an error. */
  error: JobError | null;
}

export interface BatchExportView {
  requestId: string;
  status: ExportRequestStatus;
  stage: string | null;
  error: JobError | null;
  exportId: string | null;
  acesVersion: string;
  piesVersion: string;
  createdAt: string;
}

export interface BatchSnapshot {
  id: string;
  workspaceId: string;
  name: string;
  brand: string;
  /** Columns of the batch's saved mapping; null = each file's columns were detected. */
  mappingColumns: number | null;
  acceptThreshold: number;
  createdAt: string;
  files: BatchFileView[];
  totals: BatchTotals;
  /** The batch's combined exports, newest first. */
  exports: BatchExportView[];
  /**
   * The newest published combined export's distinct apps (an app identical in two files is written
   * once); null before one exists — then the totals' apps are only the files' own added up.
   */
  combined: { exportId: string; apps: number } | null;
}

/** Most files one batch takes from the form: one page of files to follow, one bundle to sign. */
export const MAX_BATCH_FILES = 50;

const RUNNING: readonly string[] = ['queued', 'running'];

/** Whether the page should keep polling: a file or an export is still waiting or running. */
export function batchIsActive(snapshot: Pick<BatchSnapshot, 'files' | 'exports'>): boolean {
  return snapshot.files.some((f) => RUNNING.includes(f.status)) || snapshot.exports.some((e) => RUNNING.includes(e.status));
}

/** The combined export needs every file converted (the export job refuses otherwise: BATCH_NOT_READY). */
export function batchReadyToExport(totals: BatchTotals): boolean {
  return totals.files > 0 && totals.byStatus.succeeded === totals.files;
}

export type BatchSummary = Omit<BatchSnapshot, 'files' | 'exports' | 'combined'>;
