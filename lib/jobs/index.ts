/**
 * Jobs: pg-boss queues on the app's own database that run the engine on stored uploads, report
 * progress, stage review rows and publish exports; and the calls pages and the API use to start
 * that work (`submit…`). See docs/jobs.md.
 *
 * Queue-side: `startWorkers` (in the app via `startJobsInApp`, or `npm run worker` =
 * lib/jobs/worker-cli.ts). Request-side: `submitUpload`, `submitConversion`,
 * `submitConversionRetry`, `submitExport`, `submitBatch` — each checks the user (RLS and an
 * explicit role check) and returns an Outcome-style value, never throws on a refusal.
 */
export { submitUpload, type SubmitUploadInput, type SubmittedUpload } from './intake';
export { submitBatch, submitConversion, submitConversionRetry, submitExport, type SubmitBatchInput } from './submit';
export { REFERENCE_DELIVERY_MAX_BYTES, referenceImportStatus, submitReferenceImport, type ReferenceImportStatus } from './reference-import';
export { jobRuntime, type JobRuntime, type Submitted, type SubmitRefusal } from './runtime';
export { previewRerun, submitRerun, type RerunInput } from './rerun';
export { confirmExport } from './confirm-export';
export { resolveInlineMapping } from './inline-mapping';
export { rerunImpact, type RerunImpact, type RerunImpactOutcome } from './rerun-impact';
export { getBoss, startBoss, stopBoss, type StartBossOptions } from './boss';
export { bossDb } from './boss-db';
export {
  JOB_LEASE_SECONDS,
  QUEUES,
  RETENTION_SCHEDULE,
  ensureQueues,
  jobTiming,
  type ConvertJobData,
  type ExportJobData,
  type QueueName,
  type ReferenceImportJobData,
} from './queues';
export { queueConversionJob, queueExportJob, queueStranded } from './enqueue';
export { startWorkers, type WorkerOptions } from './workers';
export { inAppWorkerWanted, startJobsInApp } from './start-in-app';
export {
  jobContextFromEnv,
  signingKeyFrom,
  type JobContext,
  type JobContextParts,
  type Mailer,
  type MailMessage,
} from './context';
export { mailerFromEnv, outboxMailer } from './mailer';
export { runConvertJob, type JobOutcome } from './convert-job';
export { runExportJob } from './export-job';
export { runRetention } from './retention-job';
export { runReferenceImport, type ReferenceImportOutcome } from './reference-import-job';
export { SINGLE_RUN, type JobRun } from './job-errors';
