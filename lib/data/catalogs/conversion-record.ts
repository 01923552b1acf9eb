import type { RecordedMapping, Report } from '@/lib/catalog';
import { filesFromJson, jobErrorFrom, type JobError, type StoredFile } from './files';
import { reportSummarySchema, type ReportSummary } from './report-summary';
import type { ReferencePin } from '../reference/reference-pin';

export const CONVERSION_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

/** Rows accounted for by a finished run: converted + flagged + rejected + merged = rows. */
export interface ConversionCounts {
  rows: number;
  apps: number;
  items: number;
  flagged: number;
  rejected: number;
  merged: number;
  converted: number;
}

/**
 * What a re-run did with the review decisions of the conversion it came from: carried (the row is
 * held again for the same reason with the same values, an override's reference ids exist in the new
 * release), to review again (the row is held differently, or an override names an id the release
 * lacks), or no longer needed (the new release converts the row).
 */
export interface CarriedDecisions {
  from: string;
  carried: number;
  reviewAgain: number;
  noLongerHeld: number;
}

export interface Conversion {
  id: string;
  workspaceId: string;
  uploadId: string;
  uploadSha256: string;
  /** The upload's file name (for lists and headings). */
  fileName: string;
  brand: string;
  /**
   * The mapping asked for, saying where it came from (a saved mapping's name and version, an API
   * request's inline mapping laid over the detected one, a person's changes); null = detect.
   */
  mapping: RecordedMapping | null;
  /** 'auto', or the SHA-256 of the mapping (equal mappings, equal versions). */
  mappingVersion: string;
  acceptThreshold: number;
  /** XLSX: the sheet it reads, as asked for; null = the engine's default (a PIES workbook whole, else the first sheet with data). */
  sheet: string | null;
  /** The reference release it runs, is reviewed and is exported against — always (decision 0008). */
  reference: ReferencePin;
  /** A re-run against another release: the conversion it came from; null otherwise. */
  rerunOf: string | null;
  /** A re-run, once finished: the review decisions it carried from `rerunOf`, and those it could not. */
  carriedDecisions: CarriedDecisions | null;
  status: ConversionStatus;
  /** Engine stage while running (read, map, convert, items, validate, report, bundle, store, done). */
  stage: string | null;
  rowsDone: number;
  /** Known once the file has been read to the end. */
  rowsTotal: number | null;
  counts: ConversionCounts | null;
  /** report.json of the run; null until it succeeded (omitted by list queries). */
  report: Report | null;
  /**
   * The report's findings summary (report-summary.ts): what the conversion page shows of the report.
   * Null until it succeeded, and where the query did not ask for it.
   */
  reportSummary: ReportSummary | null;
  /**
   * The run's mapping record: every column with its field, origin, confidence and note, as the
   * report states them; exports and re-runs apply it so they state the same. Reusable as a saved
   * mapping (the origins are dropped when saved). Older runs recorded fields only.
   */
  mappingUsed: RecordedMapping | null;
  /** aces.xml, pies.xml, report.json, report.html, flagged.csv, mapping.json, evidence.zip. */
  outputs: StoredFile[];
  error: JobError | null;
  /** Runs so far (a retry after a crash or a failure adds one). */
  attempt: number;
  jobId: string | null;
  createdBy: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  updatedAt: Date;
}

export type ConversionRow = {
  id: string;
  workspace_id: string;
  upload_id: string;
  upload_sha256: string;
  file_name: string;
  brand: string;
  mapping: RecordedMapping | null;
  mapping_version: string;
  accept_threshold: string | number;
  sheet: string | null;
  reference_release_id: number | null;
  reference_version_date: string | null;
  reference_sha256: string | null;
  rerun_of: string | null;
  carried_decisions: CarriedDecisions | null;
  status: ConversionStatus;
  stage: string | null;
  rows_done: number;
  rows_total: number | null;
  counts: ConversionCounts | null;
  report?: Report | null;
  report_summary?: unknown;
  mapping_used: RecordedMapping | null;
  outputs: unknown;
  error: unknown;
  attempt: number;
  job_id: string | null;
  created_by: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  updated_at: Date;
};

/** Columns of a conversion joined with its upload (`c`, `u`); the report is left out (it can be large). */
export const CONVERSION_COLUMNS = `c.id, c.workspace_id, c.upload_id, c.upload_sha256, u.file_name, c.brand, c.mapping,
  c.mapping_version, c.accept_threshold, c.sheet, c.reference_release_id, c.reference_version_date, c.reference_sha256, c.rerun_of, c.carried_decisions, c.status, c.stage, c.rows_done, c.rows_total, c.counts, c.mapping_used,
  c.outputs, c.error, c.attempt, c.job_id, c.created_by, c.created_at, c.started_at, c.finished_at, c.updated_at`;

/**
 * The same columns with `mapping` and `mapping_used` as null, for lists that show neither: a run's
 * mapping record states every column with its origin and note (kilobytes a conversion), which the
 * dashboard read, decoded and dropped on every view (issue 15.7).
 */
export const CONVERSION_COLUMNS_WITHOUT_MAPPINGS = CONVERSION_COLUMNS.replace(/\bc\.mapping,/, 'null::jsonb as mapping,').replace(
  /\bc\.mapping_used,/,
  'null::jsonb as mapping_used,',
);

export function toConversion(row: ConversionRow): Conversion {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    uploadId: row.upload_id,
    uploadSha256: row.upload_sha256,
    fileName: row.file_name,
    brand: row.brand,
    mapping: row.mapping,
    mappingVersion: row.mapping_version,
    acceptThreshold: Number(row.accept_threshold),
    sheet: row.sheet,
    reference: { releaseId: row.reference_release_id, versionDate: row.reference_version_date, sha256: row.reference_sha256 },
    rerunOf: row.rerun_of,
    carriedDecisions: row.carried_decisions,
    status: row.status,
    stage: row.stage,
    rowsDone: Number(row.rows_done),
    rowsTotal: row.rows_total === null ? null : Number(row.rows_total),
    counts: row.counts,
    report: row.report ?? null,
    reportSummary: row.report_summary == null ? null : reportSummarySchema.parse(row.report_summary),
    mappingUsed: row.mapping_used,
    outputs: filesFromJson(row.outputs),
    error: jobErrorFrom(row.error),
    attempt: row.attempt,
    jobId: row.job_id,
    createdBy: row.created_by,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    updatedAt: row.updated_at,
  };
}
