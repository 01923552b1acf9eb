import type { RecordedMapping } from '@/lib/catalog';
import { getAccount, withUser, type UserClaims } from '@/lib/db';
import type { BlobInput } from '@/lib/storage';
import { sanitizeFileName } from '@/lib/uploads-http';
import {
  addToBatch,
  createBatch,
  getConversion,
  requestExport,
  requireRole,
  retryConversion,
  startConversion,
  type Batch,
  type Conversion,
  type ExportRequest,
  type RequestExportInput,
  type StartConversionInput,
} from '@/lib/workspace-data';
import { queueConversionJob, queueExportJob } from './enqueue';
import { QUEUES, type ReferenceImportJobData } from './queues';
import { jobRuntime, type JobRuntime, type Submitted } from './runtime';

/*
 * What pages, server actions and the REST API call to start work: each checks the user and writes
 * the request under their RLS scope (lib/workspace-data), then queues the job. A crash between the
 * two leaves a queued row without a job, which workers pick up when they start (queueStranded).
 */

/**
 * Starts (or finds) the conversion of an upload and queues its job. Idempotent per workspace, file,
 * mapping, brand and threshold: asking again returns the same conversion (`created: false`) and
 * queues nothing new.
 */
export async function submitConversion(
  claims: UserClaims,
  input: StartConversionInput,
  parts: Partial<JobRuntime> = {},
): Promise<Submitted<{ conversion: Conversion; created: boolean }>> {
  const runtime = await jobRuntime(parts);
  const started = await withUser(claims, (tx) => startConversion(tx, input), runtime.db);
  if (!started.ok) return started;
  if (started.conversion.status === 'queued' && started.conversion.jobId === null) {
    await queueConversionJob(runtime.db, runtime.boss, started.conversion.id);
  }
  const conversion = (await withUser(claims, (tx) => getConversion(tx, started.conversion.id), runtime.db)) ?? started.conversion;
  return { ok: true, conversion, created: started.created };
}

/** Runs a failed conversion again (owners and operators). `retried: false` when it was not failed. */
export async function submitConversionRetry(
  claims: UserClaims,
  conversionId: string,
  parts: Partial<JobRuntime> = {},
): Promise<Submitted<{ retried: boolean }>> {
  const runtime = await jobRuntime(parts);
  const retried = await withUser(claims, (tx) => retryConversion(tx, conversionId), runtime.db);
  if (retried.ok && retried.retried) await queueConversionJob(runtime.db, runtime.boss, conversionId);
  return retried;
}

/** Asks for an export of a finished conversion or a batch and queues its job (owners and operators). */
export async function submitExport(
  claims: UserClaims,
  input: RequestExportInput,
  parts: Partial<JobRuntime> = {},
): Promise<Submitted<{ request: ExportRequest }>> {
  const runtime = await jobRuntime(parts);
  const requested = await withUser(claims, (tx) => requestExport(tx, input), runtime.db);
  if (!requested.ok) return requested;
  await queueExportJob(runtime.db, runtime.boss, requested.request.id);
  return requested;
}

export interface SubmitBatchInput {
  workspaceId: string;
  name: string;
  brand: string;
  /** A saved mapping (with its name and version as origin, see asMappingRequest); absent: detect per file. */
  mapping?: RecordedMapping | null;
  acceptThreshold?: number;
  /** Uploads (from submitUpload), converted in this order. */
  uploadIds: string[];
}

/**
 * A batch: several uploads, one mapping, one brand. Creates the batch, starts (or reuses) each
 * file's conversion with the batch's settings, adds them in order, and queues what needs running —
 * all or nothing for the database part (one transaction).
 */
export async function submitBatch(
  claims: UserClaims,
  input: SubmitBatchInput,
  parts: Partial<JobRuntime> = {},
): Promise<Submitted<{ batch: Batch; conversions: Conversion[] }>> {
  if (input.uploadIds.length === 0) return { ok: false, code: 'invalid', message: 'A batch needs at least one file.' };
  const runtime = await jobRuntime(parts);
  const made = await withUser(
    claims,
    async (tx) => {
      const created = await createBatch(tx, input);
      if (!created.ok) return created;
      const conversions: Conversion[] = [];
      for (const uploadId of input.uploadIds) {
        const started = await startConversion(tx, {
          workspaceId: input.workspaceId,
          uploadId,
          brand: input.brand,
          mapping: input.mapping ?? null,
          acceptThreshold: created.batch.acceptThreshold,
        });
        if (!started.ok) throw new BatchRefused(started);
        const added = await addToBatch(tx, created.batch.id, started.conversion.id);
        if (!added.ok) throw new BatchRefused(added);
        conversions.push(started.conversion);
      }
      return { ok: true as const, batch: created.batch, conversions };
    },
    runtime.db,
  ).catch((error: unknown) => {
    if (error instanceof BatchRefused) return error.refusal;
    throw error;
  });
  if (!made.ok) return made;
  for (const c of made.conversions) {
    if (c.status === 'queued' && c.jobId === null) await queueConversionJob(runtime.db, runtime.boss, c.id);
  }
  return made;
}

/** Rolls the batch's transaction back when one file is refused, carrying the refusal out. */
class BatchRefused extends Error {
  constructor(readonly refusal: Exclude<Submitted<object>, { ok: true }>) {
    super(refusal.message);
  }
}

/**
 * Queues the import of a licensed reference delivery (a zip of Auto Care's ASCII files) into a
 * workspace — its owners, under the workspace's own licence — or, without `workspaceId`, as a shared
 * release for every workspace (platform administrators). The zip is stored as a blob; the
 * reference-import job imports it (see reference-import-job.ts). Conversions already made keep the
 * release they are pinned to (decision 0008). `jobId` is pg-boss's: poll
 * `boss.getJobById(QUEUES.referenceImport, jobId)` or list releases (`listReferenceReleases` in lib/db).
 */
export async function submitReferenceImport(
  claims: UserClaims,
  input: { fileName: string; body: BlobInput; workspaceId?: string | null },
  parts: Partial<JobRuntime> = {},
): Promise<Submitted<{ jobId: string }>> {
  const runtime = await jobRuntime(parts);
  const workspaceId = input.workspaceId ?? null;
  const account = await withUser(claims, (tx) => getAccount(tx, claims.sub), runtime.db);
  if (!account || account.accountStatus !== 'active') {
    return { ok: false, code: 'not_allowed', message: 'Only active accounts can import reference data.' };
  }
  if (workspaceId === null && !account.isAdmin) {
    return { ok: false, code: 'not_allowed', message: 'Only platform administrators can publish a shared reference release; import it into your workspace instead.' };
  }
  if (workspaceId !== null) {
    const allowed = await withUser(claims, (tx) => requireRole(tx, workspaceId, 'manage'), runtime.db);
    if (!allowed.ok) return allowed;
  }
  // Sanitised before anything is stored: the name travels in the job's JSON (a NUL would fail there).
  const fileName = sanitizeFileName(input.fileName) || 'delivery.zip';
  const put = await runtime.store.put(input.body);
  if (!put.ok) return { ok: false, code: 'invalid', message: put.message };
  const data: ReferenceImportJobData = { storageKey: put.key, fileName, requestedBy: claims.sub, workspaceId };
  const jobId = await runtime.boss.send(QUEUES.referenceImport, data);
  if (!jobId) throw new Error('pg-boss did not queue the reference import');
  return { ok: true, jobId };
}
