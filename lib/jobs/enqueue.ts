import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { asService, type Db } from '@/lib/db';
import { assignConversionJob, listQueuedConversions } from '@/lib/data/catalogs';
import { assignExportJob, listQueuedExportRequests } from '@/lib/data/exports';
import { QUEUES } from './queues';

/**
 * Queues the job for a conversion (or export request) that is queued without one. The job id is
 * written to the row first and then used as pg-boss's job id: two processes cannot queue it twice,
 * and if this process dies in between, `queueStranded` finds the id without a job and sends it.
 */
export async function queueConversionJob(db: Db, boss: PgBoss, conversionId: string): Promise<string | null> {
  const jobId = await asService((tx) => assignConversionJob(tx, conversionId, randomUUID()), db);
  if (!jobId) return null;
  await boss.send(QUEUES.convert, { conversionId }, { id: jobId });
  return jobId;
}

export async function queueExportJob(db: Db, boss: PgBoss, requestId: string): Promise<string | null> {
  const jobId = await asService((tx) => assignExportJob(tx, requestId, randomUUID()), db);
  if (!jobId) return null;
  await boss.send(QUEUES.export, { requestId }, { id: jobId });
  return jobId;
}

/**
 * Sends the job of every queued conversion and export request that has none in pg-boss (queueing
 * was interrupted, or a job was removed). Run when workers start. Sending an id pg-boss already
 * has does nothing, so this is safe to run anywhere, any time.
 */
export async function queueStranded(db: Db, boss: PgBoss): Promise<{ conversions: number; exports: number }> {
  const sent = { conversions: 0, exports: 0 };
  for (const c of await asService((tx) => listQueuedConversions(tx), db)) {
    if (c.jobId === null) {
      if (await queueConversionJob(db, boss, c.id)) sent.conversions++;
    } else if (!(await boss.getJobById(QUEUES.convert, c.jobId))) {
      await boss.send(QUEUES.convert, { conversionId: c.id }, { id: c.jobId });
      sent.conversions++;
    }
  }
  for (const r of await asService((tx) => listQueuedExportRequests(tx), db)) {
    if (r.jobId === null) {
      if (await queueExportJob(db, boss, r.id)) sent.exports++;
    } else if (!(await boss.getJobById(QUEUES.export, r.jobId))) {
      await boss.send(QUEUES.export, { requestId: r.id }, { id: r.jobId });
      sent.exports++;
    }
  }
  return sent;
}
