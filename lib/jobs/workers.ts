import type PgBoss from 'pg-boss';
import type { JobContext } from './context';
import { runConvertJob } from './convert-job';
import { handleDeadConversion, handleDeadExport } from './dead-letters';
import { queueStranded } from './enqueue';
import { runExportJob } from './export-job';
import type { JobRun } from './job-errors';
import { sampleQueueDepthEvery, timedJob } from './job-metrics';
import { QUEUES, RETENTION_SCHEDULE, type ConvertJobData, type ExportJobData, type ReferenceImportJobData } from './queues';
import { runReferenceImport } from './reference-import-job';
import { runRetention } from './retention-job';

export interface WorkerOptions {
  /** How often an idle worker asks for work (default 2 s). */
  pollingIntervalSeconds?: number;
  /** Schedule the daily retention run (default true). */
  retention?: boolean;
}

const runOf = (job: PgBoss.JobWithMetadata<unknown>): JobRun => ({
  jobId: job.id,
  retryCount: job.retryCount,
  retryLimit: job.retryLimit,
});

/**
 * Registers this process's workers on every queue — one job at a time per queue (the engine
 * streams a whole file per job; two cores are better spent on two processes than on two jobs in
 * one) — and queues whatever was left without a job. Returns the worker ids (for offWork).
 */
export async function startWorkers(boss: PgBoss, ctx: JobContext, options: WorkerOptions = {}): Promise<string[]> {
  const work = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true as const, batchSize: 1 };
  const ids = [
    await boss.work<ConvertJobData>(QUEUES.convert, work, async ([job]) => job && timedJob(QUEUES.convert, () => runConvertJob(ctx, job.data, runOf(job)))),
    await boss.work<ExportJobData>(QUEUES.export, work, async ([job]) => job && timedJob(QUEUES.export, () => runExportJob(ctx, job.data, runOf(job)))),
    await boss.work<{ conversionId?: string }>(QUEUES.convertFailed, work, async ([job]) => {
      if (job) await timedJob(QUEUES.convertFailed, () => handleDeadConversion(ctx, job.data, job.output));
    }),
    await boss.work<{ requestId?: string }>(QUEUES.exportFailed, work, async ([job]) => {
      if (job) await timedJob(QUEUES.exportFailed, () => handleDeadExport(ctx, job.data, job.output));
    }),
    await boss.work<ReferenceImportJobData>(QUEUES.referenceImport, work, async ([job]) => job && timedJob(QUEUES.referenceImport, () => runReferenceImport(ctx, job.data))),
    await boss.work(QUEUES.retention, work, async () => timedJob(QUEUES.retention, () => runRetention(ctx))),
  ];
  // The queues' depth, sampled while this process works them (a custom metric; nothing with monitoring off).
  boss.once('stopped', sampleQueueDepthEvery(boss));
  if (options.retention ?? true) await boss.schedule(QUEUES.retention, RETENTION_SCHEDULE, {}, { tz: 'UTC' });
  await queueStranded(ctx.db, boss);
  return ids;
}
