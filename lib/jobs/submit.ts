import type { RecordedMapping } from '@/lib/catalog';
import { withUser, type UserClaims } from '@/lib/db';
import { addToBatch, createBatch, requestExport, type Batch, type ExportRequest, type RequestExportInput } from '@/lib/data/exports';
import { getConversion, retryConversion, startConversion, type Conversion, type StartConversionInput } from '@/lib/data/catalogs';
import { say } from '@/lib/catalog/messages';
import { refused } from '@/lib/data/workspaces';
import { queueConversionJob, queueExportJob } from './enqueue';
import { jobRuntime, type JobRuntime, type Submitted } from './runtime';

/*
 * What pages, server actions and the REST API call to start work: each checks the user and writes
 * the request under their RLS scope (lib/data), then queues the job. A crash between the
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
  if (input.uploadIds.length === 0) return refused('invalid', say('refusal.batchNeedsFile'));
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
