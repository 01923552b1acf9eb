import { asService } from '@/lib/db';
import { isBlobInUse, listUploadsPastRetention, markUploadPurged } from '@/lib/workspace-data';
import type { JobContext } from './context';

/**
 * Deletes uploads older than their workspace's retention period: the row is kept (marked purged,
 * so conversions and exports keep their source's name and fingerprint), the bytes are deleted
 * unless another workspace's upload, a conversion's outputs or an export still use the same blob.
 * Deliverables and evidence bundles are not uploads and are kept.
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
      const inUse = await asService((tx) => isBlobInUse(tx, upload.storageKey), ctx.db);
      if (!inUse && (await ctx.store.delete(upload.storageKey))) blobsDeleted++;
    }
  }
  return { purged, blobsDeleted };
}
