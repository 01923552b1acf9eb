import type { BatchSnapshot, BatchTotals } from '@/lib/data/exports/types';

/*
 * The batch screens' rules over a batch's view (lib/data/exports/batch-snapshot.ts): when to keep
 * polling, when the combined export may start, how many files the form takes. Pure; safe in client
 * components.
 */

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
