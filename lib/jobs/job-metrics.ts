import type PgBoss from 'pg-boss';
import { monitoringOn, recordMetric } from '@/lib/monitoring/telemetry';
import { QUEUES } from './queues';

/**
 * The jobs' custom metrics (issue 18): how long each job ran, the conversion precision figures of
 * each run (rows converted, flagged for review, rejected; and rows per second), and the depth of each
 * queue, sampled. Recording never fails a job: with monitoring off it does nothing.
 */

/** Runs a job's handler and records `job.duration_ms` with its queue and how it ended. */
export async function timedJob<T>(queue: string, handle: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let outcome = 'crashed';
  try {
    const result = await handle();
    outcome = outcomeOf(result);
    return result;
  } finally {
    recordMetric('job.duration_ms', Math.round(performance.now() - started), { queue, outcome });
  }
}

function outcomeOf(result: unknown): string {
  const status = (result as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'string' ? status : 'done';
}

export interface RowFigures {
  rows: number;
  converted: number;
  flagged: number;
  rejected: number;
}

/** A run's rows: converted, flagged and rejected (and the total), tagged with the job that ran it. */
export function recordRowFigures(job: 'convert' | 'export', counts: RowFigures, runMs?: number): void {
  const tags = { job };
  recordMetric('rows.total', counts.rows, tags);
  recordMetric('rows.converted', counts.converted, tags);
  recordMetric('rows.flagged', counts.flagged, tags);
  recordMetric('rows.rejected', counts.rejected, tags);
  if (runMs && runMs > 0) recordMetric('rows.per_second', Math.round((counts.rows * 1000) / runMs), tags);
}

/** Jobs waiting in each queue now (`queue.depth`, tagged with the queue). */
export async function sampleQueueDepth(boss: Pick<PgBoss, 'getQueueSize'>): Promise<void> {
  if (!monitoringOn()) return;
  for (const queue of Object.values(QUEUES)) {
    recordMetric('queue.depth', await boss.getQueueSize(queue), { queue });
  }
}

export const QUEUE_DEPTH_SAMPLE_MS = 60_000;

/** Samples the queues' depth once a minute while the process runs; answers a stop function. */
export function sampleQueueDepthEvery(boss: Pick<PgBoss, 'getQueueSize'>, everyMs = QUEUE_DEPTH_SAMPLE_MS): () => void {
  const timer = setInterval(() => {
    sampleQueueDepth(boss).catch((error) => console.warn('partsmith monitoring: could not sample the queue depth:', error));
  }, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
