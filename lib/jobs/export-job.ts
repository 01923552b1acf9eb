import { say } from '@/lib/catalog/messages';
import { asService } from '@/lib/db';
import { claimExportRequest, failExportRequest, getExportRequest, type ExportRequest } from '@/lib/data/exports';
import { getConversion, type StoredFile } from '@/lib/data/catalogs';
import { exportBatch } from './batch-export';
import { previousOfBrand, type ExportOutcome } from './export-previous';
import type { JobContext } from './context';
import { storeFile, storeOutputs, type JobOutcome } from './convert-job';
import { buildDeliverables } from './export-build';
import { notifyExportWaiting } from './export-notices';
import { errorFromCrash, isLastTry, jobErrorOf, type JobRun } from './job-errors';
import { notifyExport } from './notify';
import { exportStage, publishOrStage } from './publish';
import type { ExportJobData } from './queues';
import { decisionCounts } from './review-evidence';
import { recordRowFigures } from './job-metrics';
import { inWorkFolder } from './work-files';


/**
 * The export job: rebuild the deliverables with the review decisions applied, check them (open
 * review, the assessment), store every file, then publish the export row (immutable) and mark the
 * request succeeded in one transaction — or, when the checks need a person's word and none was
 * given up front, stage the publication and leave the request awaiting confirmation (decision
 * 0009). Nothing is visible before that commit, so a worker that dies half-way leaves a retried or
 * failed request and no export. A request already published (a retry racing a slow try) publishes
 * nothing new.
 */
export async function runExportJob(ctx: JobContext, data: ExportJobData, run: JobRun): Promise<JobOutcome> {
  const request = await asService((tx) => claimExportRequest(tx, data.requestId, run.jobId), ctx.db);
  if (!request) return { status: 'skipped', reason: 'the export request is finished or gone' };
  try {
    const outcome = await inWorkFolder(ctx.workDir, 'export', (dir) =>
      request.batchId ? exportBatch(ctx, request, dir) : exportConversion(ctx, request, dir),
    );
    if ('stale' in outcome) return { status: 'skipped', reason: 'a newer attempt took the request over' };
    // Waiting for a person: the one who asked hears what waits, and until when (it expires).
    if ('awaiting' in outcome) {
      const waiting = await asService((tx) => getExportRequest(tx, request.id), ctx.db);
      if (waiting?.status === 'awaiting_confirmation') await notifyExportWaiting(ctx, waiting);
      return { status: 'succeeded' };
    }
    if ('error' in outcome) {
      await asService((tx) => failExportRequest(tx, request.id, outcome.error, { final: true, attempt: request.attempt }), ctx.db);
      await notifyExport(ctx, request, outcome);
      return { status: 'failed', error: outcome.error };
    }
    await notifyExport(ctx, request, outcome);
    return { status: 'succeeded' };
  } catch (error) {
    console.error(`partsmith jobs: export request ${request.id} crashed on attempt ${request.attempt}:`, error);
    const jobError = errorFromCrash(error, run);
    const final = isLastTry(run);
    await asService((tx) => failExportRequest(tx, request.id, jobError, { final, attempt: request.attempt }), ctx.db);
    if (final) await notifyExport(ctx, request, { error: jobError });
    throw error;
  }
}

async function exportConversion(ctx: JobContext, request: ExportRequest, dir: string): Promise<ExportOutcome> {
  const conversion = await asService((tx) => getConversion(tx, request.conversionId!), ctx.db);
  if (!conversion || conversion.status !== 'succeeded') {
    return { error: jobErrorOf('CONVERSION_NOT_FINISHED', say('CONVERSION_NOT_FINISHED')) };
  }
  const previous = await previousOfBrand(ctx, conversion.workspaceId, conversion.brand, dir);

  await exportStage(ctx, request, 'convert');
  const built = await buildDeliverables(ctx, conversion, dir, previous, request.acesVersion);
  if ('error' in built) return built;
  recordRowFigures('export', built.result.counts);

  await exportStage(ctx, request, 'store');
  const outputs = await storeOutputs(ctx, built.result);
  const extra: StoredFile[] = [];
  for (const f of built.extra) extra.push(await storeFile(ctx, f.name, f.path));
  const bundle = outputs.find((f) => f.name === 'evidence.zip')!;
  const files = [...outputs.filter((f) => f !== bundle), ...extra];

  await exportStage(ctx, request, 'publish');
  return publishOrStage(
    ctx,
    request,
    {
      conversionId: conversion.id,
      batchId: null,
      brand: conversion.brand,
      files,
      bundle: { key: bundle.storageKey, sha256: bundle.sha256, bytes: bundle.bytes },
      counts: { ...built.result.counts },
      decisions: decisionCounts(built.decisions),
      signerFingerprint: built.result.evidence.signerFingerprint,
      previousExportId: previous?.export.id ?? null,
    },
    built.checks,
  );
}
