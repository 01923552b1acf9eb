import { asService, type Queryable } from '@/lib/db';
import { expireWaitingExports, type ExportRequest } from '@/lib/data/exports';
import { deleteMonitoringBefore, MONITORING_RETENTION_DAYS } from '@/lib/data/monitoring';
import { deletePartnerAccessBefore, PARTNER_ACCESS_RETENTION_DAYS } from '@/lib/data/partner-access';
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
 * Request logs and custom metrics older than 30 days are deleted (decision 0019), partner-access
 * audit records older than a year.
 */
export async function runRetention(
  ctx: JobContext,
  now: Date = new Date(),
): Promise<{ purged: number; blobsDeleted: number; exportsExpired: number; monitoringDeleted: number; partnerAccessDeleted: number }> {
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
  const monitoringDeleted = await deleteInSlices(ctx, (tx) => deleteMonitoringBefore(tx, daysBefore(now, MONITORING_RETENTION_DAYS), 5_000));
  const partnerAccessDeleted = await deleteInSlices(ctx, (tx) => deletePartnerAccessBefore(tx, daysBefore(now, PARTNER_ACCESS_RETENTION_DAYS), 5_000));
  return { purged, blobsDeleted, exportsExpired, monitoringDeleted, partnerAccessDeleted };
}

const DAY_MS = 86_400_000;

const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** Runs a slice-deleting statement (5,000 rows a table at most) until it deletes nothing; answers the total. */
async function deleteInSlices(ctx: JobContext, slice: (tx: Queryable) => Promise<number>): Promise<number> {
  let deleted = 0;
  for (;;) {
    const n = await asService(slice, ctx.db);
    if (n === 0) return deleted;
    deleted += n;
  }
}
