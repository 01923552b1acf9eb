import { refusing, type Outcome, type Queryable } from '@/lib/db';
import { filesFromJson, filesToJson, jobErrorFrom, pageSize, type JobError, type StoredFile } from '../catalogs/files';
import { exportChecksFrom, type ExportChecks } from './export-checks';
import { ACES_EXPORT_VERSIONS, PIES_EXPORT_VERSIONS } from './export-versions';
import { invalid, requireRole } from '../workspaces/roles';
import { say } from '@/lib/catalog/messages';

export { ACES_EXPORT_VERSIONS, PIES_EXPORT_VERSIONS };

/** `awaiting_confirmation`: built and checked, waiting for a person to confirm (decision 0009). */
export type ExportRequestStatus = 'queued' | 'running' | 'awaiting_confirmation' | 'succeeded' | 'failed' | 'expired';

/** The languages a requester's notices are written in (the app's locales). */
export const NOTICE_LOCALES = ['en', 'de', 'fr', 'es', 'it'] as const;
export type NoticeLocale = (typeof NOTICE_LOCALES)[number];

/** What a user asked to export, and how its job is doing. */
export interface ExportRequest {
  id: string;
  workspaceId: string;
  /** Exactly one of conversionId and batchId. */
  conversionId: string | null;
  batchId: string | null;
  acesVersion: string;
  piesVersion: string;
  status: ExportRequestStatus;
  stage: string | null;
  error: JobError | null;
  attempt: number;
  jobId: string | null;
  /** The export made, once succeeded. */
  exportId: string | null;
  /** Confirmation given when asked for: published whatever the checks find. */
  confirm: boolean;
  /** What the job found on the files it built (open review, assessment); null until then. */
  checks: ExportChecks | null;
  confirmedBy: string | null;
  confirmedAt: Date | null;
  /** While awaiting confirmation: when it expires (the workspace's export_confirmation_days). */
  expiresAt: Date | null;
  /** Expired unconfirmed: when (its staged files were removed). */
  expiredAt: Date | null;
  /** The language of the person who asked (their notices). */
  locale: NoticeLocale;
  createdBy: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** A published export. Immutable: the database refuses any change. */
export interface Export {
  id: string;
  workspaceId: string;
  requestId: string;
  conversionId: string | null;
  batchId: string | null;
  brand: string;
  acesVersion: string;
  piesVersion: string;
  /** aces.xml, pies.xml, report.*, flagged.csv, mapping.json, review/decisions.json, changes.* … */
  files: StoredFile[];
  /** evidence.zip */
  bundleKey: string;
  bundleSha256: string;
  bundleBytes: number;
  counts: Record<string, number>;
  /** Decisions applied, by kind ({approved, overridden, rejected}). */
  decisions: Record<string, number>;
  signerFingerprint: string | null;
  previousExportId: string | null;
  /** Open review and assessment findings when published, and who confirmed; null for exports made before checks. */
  checks: ExportChecks | null;
  createdBy: string | null;
  createdAt: Date;
}

type RequestRow = {
  id: string;
  workspace_id: string;
  conversion_id: string | null;
  batch_id: string | null;
  aces_version: string;
  pies_version: string;
  status: ExportRequestStatus;
  stage: string | null;
  error: unknown;
  attempt: number;
  job_id: string | null;
  export_id: string | null;
  confirm: boolean;
  checks: unknown;
  confirmed_by: string | null;
  confirmed_at: Date | null;
  expires_at: Date | null;
  expired_at: Date | null;
  locale: NoticeLocale;
  created_by: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
};

const REQUEST_COLUMNS = `id, workspace_id, conversion_id, batch_id, aces_version, pies_version, status, stage, error, attempt,
  job_id, export_id, confirm, checks, confirmed_by, confirmed_at, expires_at, expired_at, locale, created_by, created_at, started_at, finished_at`;

function toRequest(r: RequestRow): ExportRequest {
  return {
    id: r.id,
    workspaceId: r.workspace_id,
    conversionId: r.conversion_id,
    batchId: r.batch_id,
    acesVersion: r.aces_version,
    piesVersion: r.pies_version,
    status: r.status,
    stage: r.stage,
    error: jobErrorFrom(r.error),
    attempt: r.attempt,
    jobId: r.job_id,
    exportId: r.export_id,
    confirm: r.confirm,
    checks: exportChecksFrom(r.checks),
    confirmedBy: r.confirmed_by,
    confirmedAt: r.confirmed_at,
    expiresAt: r.expires_at,
    expiredAt: r.expired_at,
    locale: r.locale,
    createdBy: r.created_by,
    createdAt: r.created_at,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
  };
}

type ExportRow = {
  id: string;
  workspace_id: string;
  request_id: string;
  conversion_id: string | null;
  batch_id: string | null;
  brand: string;
  aces_version: string;
  pies_version: string;
  files: unknown;
  bundle_key: string;
  bundle_sha256: string;
  bundle_bytes: number;
  counts: Record<string, number>;
  decisions: Record<string, number>;
  signer_fingerprint: string | null;
  previous_export_id: string | null;
  checks: unknown;
  created_by: string | null;
  created_at: Date;
};

const EXPORT_COLUMNS = `id, workspace_id, request_id, conversion_id, batch_id, brand, aces_version, pies_version, files, bundle_key,
  bundle_sha256, bundle_bytes, counts, decisions, signer_fingerprint, previous_export_id, checks, created_by, created_at`;

function toExport(r: ExportRow): Export {
  return {
    id: r.id,
    workspaceId: r.workspace_id,
    requestId: r.request_id,
    conversionId: r.conversion_id,
    batchId: r.batch_id,
    brand: r.brand,
    acesVersion: r.aces_version,
    piesVersion: r.pies_version,
    files: filesFromJson(r.files),
    bundleKey: r.bundle_key,
    bundleSha256: r.bundle_sha256,
    bundleBytes: Number(r.bundle_bytes),
    counts: r.counts,
    decisions: r.decisions,
    signerFingerprint: r.signer_fingerprint,
    previousExportId: r.previous_export_id,
    checks: exportChecksFrom(r.checks),
    createdBy: r.created_by,
    createdAt: r.created_at,
  };
}

export interface RequestExportInput {
  workspaceId: string;
  conversionId?: string;
  batchId?: string;
  acesVersion?: (typeof ACES_EXPORT_VERSIONS)[number];
  piesVersion?: (typeof PIES_EXPORT_VERSIONS)[number];
  /**
   * Confirmation given up front: publish even when review is open or the assessment finds errors
   * (they are still recorded). Without it such an export waits for `publishStagedExport`.
   */
  confirm?: boolean;
  /** The asker's language, for the notices about this export (default en). */
  locale?: NoticeLocale;
}

/**
 * Asks for an export of a finished conversion or of a batch (owners and operators, `withUser`;
 * audited). lib/jobs (`requestExport`) calls this and queues the job. Refusals: not_found,
 * not_allowed, invalid (not finished, another workspace's conversion, unknown version).
 */
export async function requestExport(tx: Queryable, input: RequestExportInput): Promise<Outcome<{ request: ExportRequest }>> {
  if ((input.conversionId === undefined) === (input.batchId === undefined)) return invalid(say('refusal.exportWhat'));
  const allowed = await requireRole(tx, input.workspaceId, 'export');
  if (!allowed.ok) return allowed;
  return refusing(tx, async (q) => {
    const [row] = await q.query<RequestRow>(
      `insert into public.export_requests (workspace_id, conversion_id, batch_id, aces_version, pies_version, confirm, locale)
       values ($1, $2, $3, $4, $5, $6, $7) returning ${REQUEST_COLUMNS}`,
      [
        input.workspaceId,
        input.conversionId ?? null,
        input.batchId ?? null,
        input.acesVersion ?? '4.2',
        input.piesVersion ?? '7.2',
        input.confirm ?? false,
        input.locale && (NOTICE_LOCALES as readonly string[]).includes(input.locale) ? input.locale : 'en',
      ],
    );
    if (!row) throw new Error('export request insert returned nothing');
    return { request: toRequest(row) };
  });
}

export async function getExportRequest(tx: Queryable, requestId: string): Promise<ExportRequest | null> {
  const [row] = await tx.query<RequestRow>(`select ${REQUEST_COLUMNS} from public.export_requests where id = $1`, [requestId]);
  return row ? toRequest(row) : null;
}

export async function listExportRequests(
  tx: Queryable,
  workspaceId: string,
  /** `afterId`: keyset paging, the requests listed after this one (the last id of the previous page). */
  options: { conversionId?: string; batchId?: string; afterId?: string; limit?: number } = {},
): Promise<ExportRequest[]> {
  const rows = await tx.query<RequestRow>(
    `select ${REQUEST_COLUMNS} from public.export_requests
     where workspace_id = $1 and ($2::uuid is null or conversion_id = $2) and ($3::uuid is null or batch_id = $3)
       and ($5::uuid is null or (created_at, id) < (select p.created_at, p.id from public.export_requests p where p.id = $5))
     order by created_at desc, id desc limit $4`,
    [workspaceId, options.conversionId ?? null, options.batchId ?? null, pageSize(options.limit), options.afterId ?? null],
  );
  return rows.map(toRequest);
}

// ---- the export job's writes (server code, `asService`) ----

/** Takes a queued (or crashed) request for a run; null when finished or gone. */
export async function claimExportRequest(tx: Queryable, requestId: string, jobId: string | null): Promise<ExportRequest | null> {
  const [row] = await tx.query<RequestRow>(
    `update public.export_requests
     set status = 'running', attempt = attempt + 1, stage = 'prepare', error = null, started_at = now(), finished_at = null,
         job_id = coalesce($2, job_id)
     where id = $1 and status in ('queued', 'running')
     returning ${REQUEST_COLUMNS}`,
    [requestId, jobId],
  );
  return row ? toRequest(row) : null;
}

export async function recordExportStage(tx: Queryable, requestId: string, attempt: number, stage: string): Promise<void> {
  await tx.query(`update public.export_requests set stage = $3 where id = $1 and attempt = $2 and status = 'running'`, [requestId, attempt, stage]);
}

/** Like failConversion: `final` → failed, else queued again with the error kept. */
export async function failExportRequest(
  tx: Queryable,
  requestId: string,
  error: JobError,
  options: { final: boolean; attempt?: number },
): Promise<boolean> {
  const rows = await tx.query(
    `update public.export_requests
     set status = $3, error = $2::text::jsonb, finished_at = case when $3 = 'failed' then now() else null end
     where id = $1 and status in ('queued', 'running') and ($4::int is null or attempt = $4)
     returning id`,
    [requestId, JSON.stringify(error), options.final ? 'failed' : 'queued', options.attempt ?? null],
  );
  return rows.length > 0;
}

/** Same contract as assignConversionJob. */
export async function assignExportJob(tx: Queryable, requestId: string, jobId: string): Promise<string | null> {
  const [row] = await tx.query<{ job_id: string }>(
    `update public.export_requests set job_id = $2 where id = $1 and status = 'queued' and job_id is null returning job_id`,
    [requestId, jobId],
  );
  return row?.job_id ?? null;
}

export async function listQueuedExportRequests(tx: Queryable, limit = 500): Promise<{ id: string; jobId: string | null }[]> {
  const rows = await tx.query<{ id: string; job_id: string | null }>(
    `select id, job_id from public.export_requests where status = 'queued' order by created_at limit $1`,
    [limit],
  );
  return rows.map((r) => ({ id: r.id, jobId: r.job_id }));
}

export interface NewExport {
  workspaceId: string;
  requestId: string;
  conversionId: string | null;
  batchId: string | null;
  brand: string;
  acesVersion: string;
  piesVersion: string;
  files: StoredFile[];
  bundle: { key: string; sha256: string; bytes: number };
  counts: Record<string, number>;
  decisions: Record<string, number>;
  signerFingerprint: string | null;
  previousExportId: string | null;
  /** What was checked, and who confirmed it (decision 0009). */
  checks: ExportChecks;
  createdBy: string | null;
}

/**
 * Publishes an export once all its files are stored, and marks its request succeeded — one
 * transaction, so there is never a half-published export. A second publication for the same request
 * (a retried job racing a slow one) returns the first.
 */
export async function publishExport(tx: Queryable, input: NewExport): Promise<{ export: Export; created: boolean }> {
  const [inserted] = await tx.query<ExportRow>(
    `insert into public.exports (workspace_id, request_id, conversion_id, batch_id, brand, aces_version, pies_version, files,
       bundle_key, bundle_sha256, bundle_bytes, counts, decisions, signer_fingerprint, previous_export_id, created_by, checks)
     values ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9, $10, $11, $12::text::jsonb, $13::text::jsonb, $14, $15, $16, $17::text::jsonb)
     on conflict (request_id) do nothing
     returning ${EXPORT_COLUMNS}`,
    [
      input.workspaceId,
      input.requestId,
      input.conversionId,
      input.batchId,
      input.brand,
      input.acesVersion,
      input.piesVersion,
      filesToJson(input.files),
      input.bundle.key,
      input.bundle.sha256,
      input.bundle.bytes,
      JSON.stringify(input.counts),
      JSON.stringify(input.decisions),
      input.signerFingerprint,
      input.previousExportId,
      input.createdBy,
      JSON.stringify(input.checks),
    ],
  );
  const [row] = inserted ? [inserted] : await tx.query<ExportRow>(`select ${EXPORT_COLUMNS} from public.exports where request_id = $1`, [input.requestId]);
  if (!row) throw new Error('export conflicted but cannot be found');
  await tx.query(
    `update public.export_requests
     set status = 'succeeded', stage = 'done', export_id = $2, error = null, finished_at = now(), staged = null, checks = $3::text::jsonb
     where id = $1`,
    [input.requestId, row.id, JSON.stringify(input.checks)],
  );
  return { export: toExport(row), created: inserted !== undefined };
}

export async function getExport(tx: Queryable, exportId: string): Promise<Export | null> {
  const [row] = await tx.query<ExportRow>(`select ${EXPORT_COLUMNS} from public.exports where id = $1`, [exportId]);
  return row ? toExport(row) : null;
}

export async function listExports(
  tx: Queryable,
  workspaceId: string,
  options: { brand?: string; conversionId?: string; before?: Date; limit?: number } = {},
): Promise<Export[]> {
  const rows = await tx.query<ExportRow>(
    `select ${EXPORT_COLUMNS} from public.exports
     where workspace_id = $1 and ($2::text is null or brand = $2) and ($3::uuid is null or conversion_id = $3)
       and ($4::timestamptz is null or created_at < $4)
     order by created_at desc limit $5`,
    [workspaceId, options.brand ?? null, options.conversionId ?? null, options.before?.toISOString() ?? null, pageSize(options.limit)],
  );
  return rows.map(toExport);
}

/** The workspace's latest export of a brand: what the next export's change summary compares with. */
export async function latestExportOfBrand(tx: Queryable, workspaceId: string, brand: string): Promise<Export | null> {
  const [row] = await tx.query<ExportRow>(
    `select ${EXPORT_COLUMNS} from public.exports where workspace_id = $1 and brand = $2 order by created_at desc limit 1`,
    [workspaceId, brand],
  );
  return row ? toExport(row) : null;
}
