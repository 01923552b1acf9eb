import { findingOf, say } from '@/lib/catalog/messages';
import { getAccount } from '@/lib/data/accounts';
import { withUser, type UserClaims } from '@/lib/db';
import type { BlobInput } from '@/lib/storage';
import { sanitizeFileName } from '@/lib/http/upload';
import { refused, requireRole } from '@/lib/data/workspaces';
import { QUEUES, type ReferenceImportJobData } from './queues';
import { importFailure, type ReferenceImportOutcome } from './reference-import-job';
import { jobRuntime, type JobRuntime, type Submitted } from './runtime';

/**
 * The largest delivery accepted. Auto Care's complete ASCII VCdb, PCdb and Qdb deliveries are a few
 * hundred megabytes zipped; past 2 GiB it is not a reference delivery (and the importer's own zip
 * bounds would refuse it later, after a long upload).
 */
export const REFERENCE_DELIVERY_MAX_BYTES = 2 * 1024 ** 3;

/** The name a release is listed under (`reference.releases.source` allows 500 characters). */
const MAX_SOURCE_CHARS = 200;

/**
 * Queues the import of a licensed reference delivery (a zip of Auto Care's ASCII files) into a
 * workspace — its owners, under the workspace's own licence — or, without `workspaceId`, as a shared
 * release for every workspace (platform administrators). The zip is stored as a blob; the
 * reference-import job imports it (see reference-import-job.ts). Conversions already made keep the
 * release they are pinned to (decision 0008). `source` is the name the release is listed under
 * (default: the file name). Follow the job with `referenceImportStatus`.
 */
export async function submitReferenceImport(
  claims: UserClaims,
  input: { fileName: string; body: BlobInput; workspaceId?: string | null; source?: string },
  parts: Partial<JobRuntime> = {},
): Promise<Submitted<{ jobId: string }>> {
  const runtime = await jobRuntime(parts);
  const workspaceId = input.workspaceId ?? null;
  const account = await withUser(claims, (tx) => getAccount(tx, claims.sub), runtime.db);
  if (!account || account.accountStatus !== 'active') {
    return refused('not_allowed', say('refusal.importNeedsActiveAccount'));
  }
  if (workspaceId === null && !account.isAdmin) {
    return refused('not_allowed', say('refusal.sharedReleaseAdminsOnly'));
  }
  if (workspaceId !== null) {
    const allowed = await withUser(claims, (tx) => requireRole(tx, workspaceId, 'manage'), runtime.db);
    if (!allowed.ok) return allowed;
  }
  // Sanitised before anything is stored: the names travel in the job's JSON (a NUL would fail there).
  const fileName = sanitizeFileName(input.fileName) || 'delivery.zip';
  const source = sanitizeFileName(input.source ?? '').slice(0, MAX_SOURCE_CHARS) || fileName;
  const put = await runtime.store.put(input.body, { maxBytes: REFERENCE_DELIVERY_MAX_BYTES });
  if (!put.ok) {
    const said = say('REFERENCE_TOO_LARGE', { file: fileName, max: String(REFERENCE_DELIVERY_MAX_BYTES / 1024 ** 3) });
    const finding = findingOf('REFERENCE_TOO_LARGE', 'error', said, { file: fileName });
    return { ok: false, code: 'invalid', message: finding.message, finding };
  }
  const data: ReferenceImportJobData = { storageKey: put.key, fileName, source, requestedBy: claims.sub, workspaceId };
  const jobId = await runtime.boss.send(QUEUES.referenceImport, data);
  if (!jobId) throw new Error('pg-boss did not queue the reference import');
  return { ok: true, jobId };
}

/** Where a queued import stands, as the Settings page shows it while it polls. */
export type ReferenceImportStatus =
  | { state: 'queued' | 'importing'; fileName: string }
  | ({ state: 'done'; fileName: string } & ReferenceImportOutcome);

/**
 * The state of a reference import of a workspace. The job is pg-boss's, which knows nothing of
 * workspaces: the job's own data must name this workspace and the caller must be allowed to import
 * into it — anyone else gets the same not_found as for a job that does not exist.
 */
export async function referenceImportStatus(
  claims: UserClaims,
  input: { workspaceId: string; jobId: string },
  parts: Partial<JobRuntime> = {},
): Promise<Submitted<{ status: ReferenceImportStatus }>> {
  const runtime = await jobRuntime(parts);
  const allowed = await withUser(claims, (tx) => requireRole(tx, input.workspaceId, 'manage'), runtime.db);
  if (!allowed.ok) return allowed;
  const job = await runtime.boss.getJobById<ReferenceImportJobData>(QUEUES.referenceImport, input.jobId).catch(() => null);
  if (!job || job.data.workspaceId !== input.workspaceId) {
    return refused('not_found', say('refusal.noSuchReferenceImport'));
  }
  const fileName = job.data.fileName;
  switch (job.state) {
    case 'created':
    case 'retry':
      return { ok: true, status: { state: 'queued', fileName } };
    case 'active':
      return { ok: true, status: { state: 'importing', fileName } };
    case 'completed':
      return { ok: true, status: { state: 'done', fileName, ...(job.output as ReferenceImportOutcome) } };
    default:
      // failed, expired or cancelled: the job died before it could say why (a crash, the lease).
      return {
        ok: true,
        status: { state: 'done', fileName, status: 'failed', ...importFailure(findingOf('REFERENCE_IMPORT_FAILED', 'error', say('REFERENCE_IMPORT_FAILED', { file: fileName }))) },
      };
  }
}
