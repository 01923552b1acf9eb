import type PgBoss from 'pg-boss';
import { SERVER_ENV, serverConfig, type ServerConfig } from '@/lib/config';
import type { Queryable } from '@/lib/db';

/** The queues, by job. A job that fails for the last time lands in its `…-failed` queue. */
export const QUEUES = {
  convert: 'convert',
  convertFailed: 'convert-failed',
  export: 'export',
  exportFailed: 'export-failed',
  referenceImport: 'reference-import',
  retention: 'retention',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface ConvertJobData {
  conversionId: string;
}
export interface ExportJobData {
  requestId: string;
}
export interface ReferenceImportJobData {
  /** Blob key of the delivery (zip) to import. */
  storageKey: string;
  fileName: string;
  /** The name the release is listed under (absent in jobs queued before it existed: the file name). */
  source?: string;
  requestedBy: string | null;
  /** The workspace the release is imported into; null (or absent, in jobs queued before 0008) = shared. */
  workspaceId?: string | null;
}

/**
 * A run may take a while on a large catalog (about 10 s per million rows here, plus storing), so a
 * job's lease is an hour: pg-boss fails a job still active after that (its worker died) and retries
 * it. Two retries, 10 s then ~20 s apart; after the last, the job goes to the dead-letter queue,
 * whose handler marks the conversion or export failed.
 */
export const JOB_LEASE_SECONDS = 3600;

/**
 * The lease and how often maintenance looks for expired ones can be shortened for an installation
 * (or a test that kills a worker and waits for the retry): PARTSMITH_JOB_LEASE_SECONDS (5–86400;
 * a lease shorter than the longest run gets that run retried while it still works) and PARTSMITH_JOB_MAINTENANCE_SECONDS (1–3600; default 60). Malformed
 * values fall back to the defaults with a warning rather than stopping the workers.
 */
export function jobTiming(config: ServerConfig = serverConfig()): { leaseSeconds: number; maintenanceSeconds: number } {
  return {
    leaseSeconds: secondsFrom(config.jobs.leaseSeconds, SERVER_ENV.jobLeaseSeconds, JOB_LEASE_SECONDS, 5, 86_400),
    maintenanceSeconds: secondsFrom(config.jobs.maintenanceSeconds, SERVER_ENV.jobMaintenanceSeconds, 60, 1, 3600),
  };
}

function secondsFrom(raw: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (!raw) return fallback;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= min && value <= max) return value;
  console.warn(`partsmith jobs: ${name}=${raw} is not a whole number of seconds from ${min} to ${max}; using ${fallback}.`);
  return fallback;
}

/** pg-boss refuses an expiry of 24 hours or more (v10: `expiration cannot exceed 24 hours`). */
const MAX_EXPIRY_SECONDS = 24 * 3600 - 1;
const expiry = (seconds: number) => Math.min(seconds, MAX_EXPIRY_SECONDS);

const queueOptions = (lease: number): Record<QueueName, Omit<PgBoss.Queue, 'name'>> => ({
  [QUEUES.convertFailed]: { retryLimit: 5, retryDelay: 30, expireInSeconds: 300 },
  [QUEUES.exportFailed]: { retryLimit: 5, retryDelay: 30, expireInSeconds: 300 },
  [QUEUES.convert]: {
    retryLimit: 2,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: expiry(lease),
    deadLetter: QUEUES.convertFailed,
  },
  [QUEUES.export]: {
    retryLimit: 2,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: expiry(lease),
    deadLetter: QUEUES.exportFailed,
  },
  // A licensed reference import is a big one-off: no automatic retry, a longer lease.
  [QUEUES.referenceImport]: { retryLimit: 0, expireInSeconds: expiry(2 * lease) },
  [QUEUES.retention]: { retryLimit: 1, expireInSeconds: expiry(lease) },
});

/** Once a day at 03:17 UTC: delete uploads past their workspace's retention period. */
export const RETENTION_SCHEDULE = '17 3 * * *';

/**
 * Creates the queues and brings existing ones to the configured options (dead-letter queues first,
 * since queues name them). pg-boss's createQueue leaves an existing queue as it is, so without the
 * update a changed PARTSMITH_JOB_LEASE_SECONDS never reached an installation whose queues were made
 * before: a dead worker's export stayed "running" for the old hour.
 */
export async function ensureQueues(boss: PgBoss, leaseSeconds = jobTiming().leaseSeconds): Promise<void> {
  const options = queueOptions(leaseSeconds);
  for (const name of Object.keys(options) as QueueName[]) {
    await boss.createQueue(name, { name, ...options[name] });
    await boss.updateQueue(name, { name, ...options[name] });
  }
}

/**
 * A job takes its queue's expiry when it is sent and keeps it (pgboss.job.expire_in), so jobs
 * already queued, waiting to retry or running when the lease changed would still expire after the
 * old one — the job of a worker that died before this start included. This gives them the
 * configured one too. Runs on pg-boss's own table (v10 schema `pgboss`), as the connection's role.
 */
export async function applyLeaseToJobsInFlight(db: Queryable, leaseSeconds = jobTiming().leaseSeconds): Promise<number> {
  const options = queueOptions(leaseSeconds);
  let changed = 0;
  for (const name of Object.keys(options) as QueueName[]) {
    const rows = await db.query<{ id: string }>(
      `update pgboss.job set expire_in = make_interval(secs => $2)
       where name = $1 and state < 'completed' and expire_in <> make_interval(secs => $2)
       returning id`,
      [name, options[name].expireInSeconds],
    );
    changed += rows.length;
  }
  return changed;
}
