import { asService } from '@/lib/db';
import { expireWaitingExports, type ExportRequest } from '@/lib/data/exports';
import { deleteMonitoringBefore, MONITORING_RETENTION_DAYS } from '@/lib/data/monitoring';
import { isBlobInUse, listUploadsPastRetention, lockBlobKey, markUploadPurged, sweepExpiredUploadReservations } from '@/lib/data/catalogs';
import type { JobContext } from './context';
import { notifyExportExpired } from './export-notices';

/**
 * Deletes uploads older than their workspace's retention period: the row is kept (marked purged,
 * so conversions and exports keep their source's name and fingerprint), the bytes are deleted
 * unless another workspace's upload, an upload in flight, a conversion's outputs or an export
 * still use the same blob. Deliverables and evidence bundles are not uploads and are kept. Also
 * ends upload reservations whose process died mid-upload, with the blobs only they named, and
 * expires exports that waited for confirmation longer than their workspace allows (decision 0009):
 * their staged files are deleted unless something else uses them, and the person who asked is told.
 * Request logs and custom metrics older than 30 days are deleted (decision 0019).
 */
export async function runRetention(
  ctx: JobContext,
  now: Date = new Date(),
): Promise<{ purged: number; blobsDeleted: number; exportsExpired: number; monitoringDeleted: number }> {
  let purged = 0;
  let blobsDeleted = 0;
  let exportsExpired = 0;
  // Deleted only when nothing else needs the bytes: a published export or a conversion may share them.
  const deleteUnused = (key: string) =>
    asService(async (tx) => {
      await lockBlobKey(tx, key);
      return !(await isBlobInUse(tx, key)) && (await ctx.store.delete(key));
    }, ctx.db);
  for (;;) {
    const due = await asService((tx) => listUploadsPastRetention(tx, now, 200), ctx.db);
    if (due.length === 0) break;
    for (const upload of due) {
      await asService((tx) => markUploadPurged(tx, upload.id), ctx.db);
      purged++;
      // Under the key's lock: an identical upload claiming the blob right now keeps it, or stores it again.
      if (await deleteUnused(upload.storageKey)) blobsDeleted++;
    }
  }
  for (;;) {
    const swept = await asService(async (tx) => {
      const { unusedKeys, reservations } = await sweepExpiredUploadReservations(tx);
      for (const key of unusedKeys) if (await ctx.store.delete(key)) blobsDeleted++;
      return reservations;
    }, ctx.db);
    if (swept === 0) break;
  }
  const expired: ExportRequest[] = [];
  for (;;) {
    const due = await asService((tx) => expireWaitingExports(tx, now, 100), ctx.db);
    if (due.length === 0) break;
    for (const { request, storageKeys } of due) {
      exportsExpired++;
      for (const key of storageKeys) if (await deleteUnused(key)) blobsDeleted++;
      expired.push(request);
    }
  }
  // Told after the files are gone, so the notice says what is true.
  for (const request of expired) await notifyExportExpired(ctx, request);
  const monitoringDeleted = await deleteOldMonitoring(ctx, now);
  return { purged, blobsDeleted, exportsExpired, monitoringDeleted };
}

const DAY_MS = 86_400_000;

/** Request logs and metrics past MONITORING_RETENTION_DAYS, in slices of 5,000 per table. */
async function deleteOldMonitoring(ctx: JobContext, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - MONITORING_RETENTION_DAYS * DAY_MS);
  let deleted = 0;
  for (;;) {
    const slice = await asService((tx) => deleteMonitoringBefore(tx, cutoff, 5_000), ctx.db);
    if (slice === 0) return deleted;
    deleted += slice;
  }
}
