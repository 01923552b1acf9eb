import type PgBoss from 'pg-boss';

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
  requestedBy: string | null;
}

/**
 * A run may take a while on a large catalog (about 10 s per million rows here, plus storing), so a
 * job's lease is an hour: pg-boss fails a job still active after that (its worker died) and retries
 * it. Two retries, 10 s then ~20 s apart; after the last, the job goes to the dead-letter queue,
 * whose handler marks the conversion or export failed.
 */
export const JOB_LEASE_SECONDS = 3600;

const QUEUE_OPTIONS: Record<QueueName, Omit<PgBoss.Queue, 'name'>> = {
  [QUEUES.convertFailed]: { retryLimit: 5, retryDelay: 30, expireInSeconds: 300 },
  [QUEUES.exportFailed]: { retryLimit: 5, retryDelay: 30, expireInSeconds: 300 },
  [QUEUES.convert]: {
    retryLimit: 2,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: JOB_LEASE_SECONDS,
    deadLetter: QUEUES.convertFailed,
  },
  [QUEUES.export]: {
    retryLimit: 2,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: JOB_LEASE_SECONDS,
    deadLetter: QUEUES.exportFailed,
  },
  // A licensed reference import is a big one-off: no automatic retry, a longer lease.
  [QUEUES.referenceImport]: { retryLimit: 0, expireInSeconds: 2 * JOB_LEASE_SECONDS },
  [QUEUES.retention]: { retryLimit: 1, expireInSeconds: JOB_LEASE_SECONDS },
};

/** Once a day at 03:17 UTC: delete uploads past their workspace's retention period. */
export const RETENTION_SCHEDULE = '17 3 * * *';

/** Creates the queues (idempotent; dead-letter queues first, since queues name them). */
export async function ensureQueues(boss: PgBoss): Promise<void> {
  for (const name of Object.keys(QUEUE_OPTIONS) as QueueName[]) {
    await boss.createQueue(name, { name, ...QUEUE_OPTIONS[name] });
  }
}
