import { getDb, withUser, type Db, type Refusal, type UserClaims } from '@/lib/db';
import { getBlobStore } from '@/lib/storage';
import { getConversion, startConversion, type Conversion } from '@/lib/data/catalogs';
import { pinForNewConversion, type ReferencePin, samePin, sharedPinnedReference } from '@/lib/data/reference';
import { say } from '@/lib/catalog/messages';
import { refused, requireRole } from '@/lib/data/workspaces';
import { jobContextFromEnv, type JobContext } from './context';
import { queueConversionJob } from './enqueue';
import { jobErrorSaid } from './job-errors';
import { rerunImpact, type RerunImpact } from './rerun-impact';
import { jobRuntime, type JobRuntime, type Submitted } from './runtime';

/*
 * Moving a conversion to another reference release (decision 0008) is an explicit step in two
 * parts: `previewRerun` shows what it would change (the engine runs against the release, nothing is
 * saved), and `submitRerun` makes a NEW conversion pinned to that release and queues it. The
 * conversion re-run from is never touched: its review decisions and exports stay what they were.
 */

export interface RerunInput {
  conversionId: string;
  /** The release to move to; null = the bundled demo set. */
  releaseId: number | null;
}

type Prepared = { ok: true; conversion: Conversion; target: ReferencePin } | Refusal;

/** The conversion (the user's RLS), the user's right to convert, and the target pin — or why not. */
async function prepare(claims: UserClaims, input: RerunInput, db: Db): Promise<Prepared> {
  return withUser(
    claims,
    async (tx): Promise<Prepared> => {
      const conversion = await getConversion(tx, input.conversionId, { withReport: false });
      if (!conversion) return refused('not_found', say('refusal.notFound', { what: 'conversion' }));
      const allowed = await requireRole(tx, conversion.workspaceId, 'convert');
      if (!allowed.ok) return allowed;
      if (conversion.status !== 'succeeded') {
        return refused('conflict', say('refusal.rerunUnfinished'));
      }
      const pinned = await pinForNewConversion(tx, conversion.workspaceId, input.releaseId);
      if (!pinned.ok) return pinned;
      if (samePin(pinned.pin, conversion.reference)) {
        return refused('conflict', say('refusal.rerunSameRelease'));
      }
      return { ok: true, conversion, target: pinned.pin };
    },
    db,
  );
}

/**
 * What re-running would change: apps added, removed and changed, rows newly held. Owners and
 * operators (who could confirm it). Runs the engine in this process — seconds for a typical catalog.
 */
export async function previewRerun(
  claims: UserClaims,
  input: RerunInput,
  parts: Partial<JobRuntime> & { context?: JobContext } = {},
): Promise<Submitted<{ impact: RerunImpact }>> {
  // No queue here: a preview runs in this process and sends nothing.
  const db = parts.db ?? (await getDb());
  const prepared = await prepare(claims, input, db);
  if (!prepared.ok) return prepared;
  const ctx =
    parts.context ?? (await jobContextFromEnv({ db, store: parts.store ?? getBlobStore(), mailer: null }, { reference: sharedPinnedReference(db) }));
  const outcome = await rerunImpact(ctx, prepared.conversion, prepared.target);
  if (!outcome.ok) {
    // The engine's reason (the upload was purged, the release cannot be loaded) travels as its text,
    // so the page can say it in the reader's language; errors stored before texts only have English.
    const said = jobErrorSaid(outcome.error);
    return { ok: false, code: 'invalid', message: outcome.error.message, ...(typeof said === 'string' ? {} : { said }) };
  }
  return { ok: true, impact: outcome.impact };
}

/**
 * The re-run itself: a new conversion of the same upload, brand, threshold and column mapping (the
 * one the conversion used, so only the release differs), pinned to the release, and its job queued.
 * Asking again for the same release returns the conversion made the first time (`created: false`).
 */
export async function submitRerun(
  claims: UserClaims,
  input: RerunInput,
  parts: Partial<JobRuntime> = {},
): Promise<Submitted<{ conversion: Conversion; created: boolean }>> {
  const runtime = await jobRuntime(parts);
  const prepared = await prepare(claims, input, runtime.db);
  if (!prepared.ok) return prepared;
  const { conversion } = prepared;
  const started = await withUser(
    claims,
    (tx) =>
      startConversion(tx, {
        workspaceId: conversion.workspaceId,
        uploadId: conversion.uploadId,
        brand: conversion.brand,
        acceptThreshold: conversion.acceptThreshold,
        sheet: conversion.sheet,
        mapping: conversion.mappingUsed ?? conversion.mapping,
        referenceReleaseId: input.releaseId,
        rerunOf: conversion.id,
      }),
    runtime.db,
  );
  if (!started.ok) return started;
  if (started.conversion.status === 'queued' && started.conversion.jobId === null) {
    await queueConversionJob(runtime.db, runtime.boss, started.conversion.id);
  }
  const fresh = (await withUser(claims, (tx) => getConversion(tx, started.conversion.id, { withReport: false }), runtime.db)) ?? started.conversion;
  return { ok: true, conversion: fresh, created: started.created };
}
