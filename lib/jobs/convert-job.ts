import path from 'node:path';
import { workspaceLocale } from '@/lib/auth/account-locale';
import { convertCatalog, OUTPUT_FILES, type ConvertResult, type OutputName, type RecordedMapping } from '@/lib/catalog';
import { asService } from '@/lib/db';
import { putFile } from '@/lib/storage';
import { addLearnedTermUses, bundledDemoPin } from '@/lib/data/reference';
import { claimConversion, clearReviewRows, failConversion, finishConversion, getUpload, recordConversionProgress, recordDemoPin, type Conversion, type ConversionProgress, type JobError, type StoredFile } from '@/lib/data/catalogs';
import { carryReviewDecisions } from './carry-decisions';
import type { JobContext } from './context';
import { HeldRowStager } from './held-rows';
import { recordRowFigures } from './job-metrics';
import { messageLocale, say } from '@/lib/catalog/messages';
import { errorFromCrash, errorFromFinding, isLastTry, jobErrorOf, type JobRun } from './job-errors';
import { workspaceLearnedTerms } from './learned-terms';
import { notifyConversion } from './notify';
import { ProgressWriter } from './progress-writer';
import { workspaceSender } from './sender-identity';
import type { ConvertJobData } from './queues';
import { mappingToRun, withMapping } from './run-mapping';
import { sheetToRead } from './run-sheet';
import { blobAsNamedFile, inWorkFolder } from './work-files';

export type JobOutcome = { status: 'succeeded' } | { status: 'failed'; error: JobError } | { status: 'skipped'; reason: string };

/**
 * The convert job: claim the conversion, run the engine on the stored upload, stage held rows for
 * review as they come, write progress about twice a second, store the outputs as blobs, then
 * record the result in one statement. Bad input ends it `failed` with the engine's finding (no
 * retry: the same bytes fail the same way). A crash records the error and rethrows, so pg-boss
 * retries; the next try starts from scratch (staged rows cleared, outputs stored again, which
 * content addressing makes free).
 */
export async function runConvertJob(ctx: JobContext, data: ConvertJobData, run: JobRun): Promise<JobOutcome> {
  const conversion = await asService((tx) => claimConversion(tx, data.conversionId, run.jobId), ctx.db);
  if (!conversion) return { status: 'skipped', reason: 'the conversion is finished or gone' };
  const target = { conversionId: conversion.id, attempt: conversion.attempt };
  try {
    await asService((tx) => clearReviewRows(tx, conversion.id), ctx.db);
    const result = await inWorkFolder(ctx.workDir, 'convert', (dir) => convertIn(ctx, conversion, dir));
    if ('error' in result) {
      await asService(async (tx) => {
        await clearReviewRows(tx, conversion.id);
        // Stopped at the mapping: the mapping it proposed is kept, for the page to ask for the missing column.
        await failConversion(tx, conversion.id, result.error, { final: true, attempt: target.attempt, ...(result.mappingUsed ? { mappingUsed: result.mappingUsed } : {}) });
      }, ctx.db);
      await notifyConversion(ctx, conversion, 'conversion.failed', result.error);
      return { status: 'failed', error: result.error };
    }
    if (!result.finished) return { status: 'skipped', reason: 'a newer attempt took the conversion over' };
    await notifyConversion(ctx, conversion, 'conversion.succeeded');
    return { status: 'succeeded' };
  } catch (error) {
    console.error(`partsmith jobs: conversion ${conversion.id} crashed on attempt ${conversion.attempt}:`, error);
    const jobError = errorFromCrash(error, run);
    const final = isLastTry(run);
    await asService(async (tx) => {
      await clearReviewRows(tx, conversion.id);
      await failConversion(tx, conversion.id, jobError, { final, attempt: target.attempt });
    }, ctx.db);
    if (final) await notifyConversion(ctx, conversion, 'conversion.failed', jobError);
    throw error;
  }
}

type RunResult = { error: JobError; mappingUsed?: RecordedMapping } | { finished: boolean };

async function convertIn(ctx: JobContext, conversion: Conversion, dir: string): Promise<RunResult> {
  const upload = await asService((tx) => getUpload(tx, conversion.uploadId), ctx.db);
  if (!upload || upload.purgedAt) {
    return { error: jobErrorOf('UPLOAD_PURGED', say('UPLOAD_PURGED')) };
  }
  const input = await blobAsNamedFile(ctx.store, upload.storageKey, dir, upload.fileName);
  if (!input) {
    return { error: jobErrorOf('UPLOAD_MISSING', say('UPLOAD_MISSING', { file: upload.fileName })) };
  }
  // The release the conversion was pinned to when it was asked for, whatever the workspace uses now.
  // A demo-set pin without a hash gets the bundled files' hash now, so its exports can check it.
  if (conversion.reference.releaseId === null && conversion.reference.sha256 === null) {
    const demo = await bundledDemoPin();
    conversion.reference = await asService((tx) => recordDemoPin(tx, conversion.id, demo), ctx.db);
  }
  const pinned = await ctx.reference(conversion.reference);
  if (!pinned.ok) return { error: pinned.error };
  const { loaded } = pinned;
  const target = { conversionId: conversion.id, attempt: conversion.attempt };
  const stager = new HeldRowStager(ctx.db, target);
  const progress = new ProgressWriter<ConversionProgress>(
    (p) => asService((tx) => recordConversionProgress(tx, conversion.id, conversion.attempt, p), ctx.db),
    ctx.progressIntervalMs ?? 500,
  );

  const runStarted = performance.now();
  const result = await convertCatalog({
    input: { path: input },
    outDir: path.join(dir, 'out'),
    brand: conversion.brand,
    acceptThreshold: conversion.acceptThreshold,
    // None asked for: detect. Either way each column's origin goes into the report and evidence.
    ...withMapping(mappingToRun(conversion)),
    ...sheetToRead(conversion),
    reference: loaded.reference,
    referenceFindings: loaded.findings,
    referenceIdentity: { releaseId: conversion.reference.releaseId, sha256: conversion.reference.sha256 },
    // Document dates from the conversion, not the clock: every rebuild of it says the same.
    documentDate: conversion.createdAt,
    // Who the headers name: the workspace's sender identity as it is now.
    sender: await workspaceSender(ctx, conversion.workspaceId),
    // What the workspace's people decided about values before (decision 0011), as it is now.
    ...(await workspaceLearnedTerms(ctx, conversion.workspaceId)),
    // report.html and flagged.csv in the workspace's language (its creator's), like its notices.
    reportLocale: messageLocale(await workspaceLocale(ctx.db, conversion.workspaceId)),
    standardsDir: ctx.standardsDir,
    signer: await ctx.signer(),
    toolVersion: ctx.toolVersion,
    onProgress: (p) => {
      ctx.onEngineProgress?.(p.stage, p.rowsDone);
      progress.push({ stage: p.stage, rowsDone: p.rowsDone, ...(p.rowsTotal !== undefined ? { rowsTotal: p.rowsTotal } : {}) });
    },
    onHeldRow: (row) => stager.add(row),
  });
  if ('error' in result) {
    await progress.flush().catch(() => undefined);
    return { error: errorFromFinding(result.error), ...(result.mappingRecord ? { mappingUsed: result.mappingRecord } : {}) };
  }
  await stager.flush();
  progress.push({ stage: 'store', rowsDone: result.counts.rows, rowsTotal: result.counts.rows });
  await progress.flush();

  const outputs = await storeOutputs(ctx, result);
  const finished = await asService(async (tx) => {
    const done = await finishConversion(tx, conversion.id, conversion.attempt, {
      counts: result.counts,
      report: result.report,
      mappingUsed: result.mappingRecord,
      outputs,
    });
    // A re-run is never seen finished without the decisions it keeps from the conversion it came from.
    if (done) await carryReviewDecisions(tx, conversion, loaded.reference);
    // Counted once, by the attempt that finished: the rows each learned term decided.
    if (done) await addLearnedTermUses(tx, conversion.workspaceId, result.report.learnedTerms?.used ?? []);
    return done;
  }, ctx.db);
  // Counted once, by the attempt that finished (the conversion precision figures, issue 18).
  if (finished) recordRowFigures('convert', result.counts, performance.now() - runStarted);
  return { finished };
}

/** Every output file the run wrote as a blob, in the fixed order of OUTPUT_FILES (no empty aces.xml or pies.xml). */
export async function storeOutputs(ctx: JobContext, result: Pick<ConvertResult, 'files'>): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  for (const [key, name] of Object.entries(OUTPUT_FILES) as [OutputName, string][]) {
    const file: string | undefined = result.files[key];
    if (file) stored.push(await storeFile(ctx, name, file));
  }
  return stored;
}

export async function storeFile(ctx: JobContext, name: string, file: string): Promise<StoredFile> {
  const put = await putFile(ctx.store, file);
  if (!put.ok) throw new Error(put.message);
  return { name, storageKey: put.key, sha256: put.key, bytes: put.bytes };
}
