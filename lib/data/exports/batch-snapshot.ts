import type { MessageLocale } from '@/lib/catalog/messages';
import type { Queryable } from '@/lib/db';
import { getBatch, listBatches, type BatchDetail, type BatchTotals } from './batches';
import { getExport, listExportRequests, type ExportRequest, type ExportRequestStatus } from './exports';
import { jobErrorIn, type JobError } from '../catalogs';
import type { ConversionCounts, ConversionStatus } from '../catalogs';

/*
 * The batch screens' view of a batch: what /batch/[id] renders first and what its GET route answers
 * while files run, in one JSON-safe shape (dates as ISO strings) so the page and the poll cannot
 * drift apart. Read here under the caller's scope; client components take the types through `./types`.
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

export type BatchSummary = Omit<BatchSnapshot, 'files' | 'exports' | 'combined'>;

/**
 * A batch as its members see it; null when it does not exist or is not visible to them (RLS). Job
 * errors are in the reader's `locale`.
 */
export async function readBatchSnapshot(tx: Queryable, batchId: string, locale: MessageLocale = 'en'): Promise<BatchSnapshot | null> {
  const detail = await getBatch(tx, batchId);
  if (!detail) return null;
  const requests = await listExportRequests(tx, detail.batch.workspaceId, { batchId, limit: 20 });
  return {
    combined: await combinedApps(tx, requests),
    ...summaryOf(detail),
    files: detail.items.map(({ position, conversion: c }) => ({
      position,
      conversionId: c.id,
      fileName: c.fileName,
      status: c.status,
      stage: c.stage,
      rowsDone: c.rowsDone,
      rowsTotal: c.rowsTotal,
      counts: c.counts,
      error: jobErrorIn(c.error, locale),
    })),
    exports: requests.map((r) => ({
      requestId: r.id,
      status: r.status,
      stage: r.stage,
      error: jobErrorIn(r.error, locale),
      exportId: r.exportId,
      acesVersion: r.acesVersion,
      piesVersion: r.piesVersion,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** The distinct apps of the newest published combined export (exports made before combining have none). */
async function combinedApps(tx: Queryable, requests: ExportRequest[]): Promise<BatchSnapshot['combined']> {
  const published = requests.find((r) => r.status === 'succeeded' && r.exportId);
  const exp = published?.exportId ? await getExport(tx, published.exportId) : null;
  const apps = exp?.counts.combinedApps;
  return exp && typeof apps === 'number' ? { exportId: exp.id, apps } : null;
}

function summaryOf({ batch, totals }: BatchDetail): BatchSummary {
  return {
    id: batch.id,
    workspaceId: batch.workspaceId,
    name: batch.name,
    brand: batch.brand,
    mappingColumns: batch.mapping ? batch.mapping.columns.length : null,
    acceptThreshold: batch.acceptThreshold,
    createdAt: batch.createdAt.toISOString(),
    totals,
  };
}

/** The workspace's batches, newest first, each with its file count and status totals. */
export async function listBatchSummaries(tx: Queryable, workspaceId: string, limit = 50): Promise<BatchSummary[]> {
  const batches = await listBatches(tx, workspaceId, { limit });
  const summaries: BatchSummary[] = [];
  // One query per batch keeps to lib/data's public calls; a page holds at most `limit`.
  for (const b of batches) {
    const detail = await getBatch(tx, b.id);
    if (detail) summaries.push(summaryOf(detail));
  }
  return summaries;
}
