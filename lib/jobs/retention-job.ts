import { asService } from '@/lib/db';
import { isBlobInUse, listUploadsPastRetention, lockBlobKey, markUploadPurged, sweepExpiredUploadReservations } from '@/lib/workspace-data';
import type { JobContext } from './context';

/**
 * Deletes uploads older than their workspace's retention period: the row is kept (marked purged,
 * so conversions and exports keep their source's name and fingerprint), the bytes are deleted
 * unless another workspace's upload, an upload in flight, a conversion's outputs or an export
 * still use the same blob. Deliverables and evidence bundles are not uploads and are kept. Also
 * ends upload reservations whose process died mid-upload, with the blobs only they named.
 */
export async function runRetention(ctx: JobContext, now: Date = new Date()): Promise<{ purged: number; blobsDeleted: number }> {
  let purged = 0;
  let blobsDeleted = 0;
  for (;;) {
    const due = await asService((tx) => listUploadsPastRetention(tx, now, 200), ctx.db);
    if (due.length === 0) break;
    for (const upload of due) {
      await asService((tx) => markUploadPurged(tx, upload.id), ctx.db);
      purged++;
      // Under the key's lock: an identical upload claiming the blob right now keeps it, or stores it again.
      const deleted = await asService(async (tx) => {
        await lockBlobKey(tx, upload.storageKey);
        return !(await isBlobInUse(tx, upload.storageKey)) && (await ctx.store.delete(upload.storageKey));
      }, ctx.db);
      if (deleted) blobsDeleted++;
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
  return { purged, blobsDeleted };
}
