import type { RecordedMapping, Report } from '@/lib/catalog';
import type { Queryable } from '@/lib/db';
import { CONVERSION_COLUMNS, toConversion, type Conversion, type ConversionCounts, type ConversionRow } from './conversion-record';
import { filesToJson, type JobError, type StoredFile } from './files';
import type { ReferencePin } from '../reference';

/*
 * What the convert job writes as it runs (server code, `asService`): claim, progress, result,
 * failure. Each is one statement, so a crash between two leaves a consistent row. Writes name the
 * attempt they belong to: a worker that outlived its job's lease (pg-boss expired it and a retry
 * claimed the conversion) can no longer change anything.
 */

/**
 * Takes a queued (or, after a crash, still running) conversion for a run: status running, attempt
 * + 1, progress reset. null when it is finished or gone — a duplicate job then has nothing to do.
 */
export async function claimConversion(tx: Queryable, conversionId: string, jobId: string | null): Promise<Conversion | null> {
  const [claimed] = await tx.query<{ id: string }>(
    `update public.conversions
     set status = 'running', attempt = attempt + 1, stage = 'read', rows_done = 0, rows_total = null,
         error = null, started_at = now(), finished_at = null, job_id = coalesce($2, job_id)
     where id = $1 and status in ('queued', 'running')
     returning id`,
    [conversionId, jobId],
  );
  if (!claimed) return null;
  const [row] = await tx.query<ConversionRow>(
    `select ${CONVERSION_COLUMNS} from public.conversions c join public.uploads u on u.id = c.upload_id where c.id = $1`,
    [conversionId],
  );
  return row ? toConversion(row) : null;
}

/**
 * Records the bundled demo set's hash on a conversion pinned to it without one (inserted by server
 * code that named no release, in a workspace on the demo set): from its first run on, exports check
 * that the bundled files are still the ones it ran against. Returns the pin the run uses.
 */
export async function recordDemoPin(tx: Queryable, conversionId: string, demo: ReferencePin): Promise<ReferencePin> {
  const [row] = await tx.query<{ reference_release_id: number | null; reference_version_date: string | null; reference_sha256: string | null }>(
    `update public.conversions
     set reference_sha256 = coalesce(reference_sha256, $2), reference_version_date = coalesce(reference_version_date, $3::date)
     where id = $1 and reference_release_id is null
     returning reference_release_id, reference_version_date, reference_sha256`,
    [conversionId, demo.sha256, demo.versionDate],
  );
  return row ? { releaseId: row.reference_release_id, versionDate: row.reference_version_date, sha256: row.reference_sha256 } : demo;
}

export interface ConversionProgress {
  stage: string;
  rowsDone: number;
  rowsTotal?: number;
}

/** Progress of a running conversion; ignored once it is no longer running. */
export async function recordConversionProgress(tx: Queryable, conversionId: string, attempt: number, progress: ConversionProgress): Promise<void> {
  await tx.query(
    `update public.conversions set stage = $3, rows_done = $4, rows_total = coalesce($5, rows_total)
     where id = $1 and attempt = $2 and status = 'running'`,
    [conversionId, attempt, progress.stage, progress.rowsDone, progress.rowsTotal ?? null],
  );
}

export interface ConversionResult {
  counts: ConversionCounts;
  report: Report;
  /** The run's mapping record (each column's field, origin, confidence and note). */
  mappingUsed: RecordedMapping;
  outputs: StoredFile[];
}

/**
 * The run succeeded: results in, status succeeded. False when it was no longer running. Beside the
 * report goes its findings summary (report_summary_of, the migration that added it), which the
 * conversion page and the dashboard read instead of the report.
 */
export async function finishConversion(tx: Queryable, conversionId: string, attempt: number, result: ConversionResult): Promise<boolean> {
  const rows = await tx.query(
    `with finished as (select $5::text::jsonb as report)
     update public.conversions
     set status = 'succeeded', stage = 'done', rows_done = $3, rows_total = $3, counts = $4::text::jsonb, report = finished.report,
         report_summary = public.report_summary_of(finished.report),
         mapping_used = $6::text::jsonb, outputs = $7::text::jsonb, error = null, finished_at = now()
     from finished
     where id = $1 and attempt = $2 and status = 'running'
     returning id`,
    [conversionId, attempt, result.counts.rows, JSON.stringify(result.counts), JSON.stringify(result.report), JSON.stringify(result.mappingUsed), filesToJson(result.outputs)],
  );
  return rows.length > 0;
}

/**
 * The run failed. `final`: status failed (bad input, or no retries left); otherwise back to queued
 * with the error kept, so the page can say a retry is coming. `attempt` (when the caller is a run)
 * keeps a stale run from failing a newer one. `mappingUsed`: a run that stopped at the mapping
 * (MAPPING_INCOMPLETE) keeps the mapping it proposed, so the page can ask for the missing column.
 * False when nothing changed.
 */
export async function failConversion(
  tx: Queryable,
  conversionId: string,
  error: JobError,
  options: { final: boolean; attempt?: number; mappingUsed?: RecordedMapping },
): Promise<boolean> {
  const rows = await tx.query(
    `update public.conversions
     set status = $3, error = $2::text::jsonb, finished_at = case when $3 = 'failed' then now() else null end,
         mapping_used = coalesce($5::text::jsonb, mapping_used)
     where id = $1 and status in ('queued', 'running') and ($4::int is null or attempt = $4)
     returning id`,
    [conversionId, JSON.stringify(error), options.final ? 'failed' : 'queued', options.attempt ?? null, options.mappingUsed ? JSON.stringify(options.mappingUsed) : null],
  );
  return rows.length > 0;
}

/**
 * Names the job that will run a conversion, once: null when a job was already named (another
 * process queued it). Queue the job with this id afterwards; `listUnqueuedConversions` finds those
 * whose queueing was interrupted.
 */
export async function assignConversionJob(tx: Queryable, conversionId: string, jobId: string): Promise<string | null> {
  const [row] = await tx.query<{ job_id: string }>(
    `update public.conversions set job_id = $2 where id = $1 and status = 'queued' and job_id is null returning job_id`,
    [conversionId, jobId],
  );
  return row?.job_id ?? null;
}

/** Queued conversions and the job id they were given (null: none yet), oldest first. */
export async function listQueuedConversions(tx: Queryable, limit = 500): Promise<{ id: string; jobId: string | null }[]> {
  const rows = await tx.query<{ id: string; job_id: string | null }>(
    `select id, job_id from public.conversions where status = 'queued' order by created_at limit $1`,
    [limit],
  );
  return rows.map((r) => ({ id: r.id, jobId: r.job_id }));
}
