import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { workspaceLocale } from '@/lib/auth/account-locale';
import { convertCatalog, type ConvertResult } from '@/lib/catalog';
import { ACES_VERSIONS, isAcesVersion } from '@/lib/catalog/aces';
import type { BundleFile } from '@/lib/catalog/evidence';
import { messageLocale, say } from '@/lib/catalog/messages';
import { asService } from '@/lib/db';
import { getUpload, listReviewDecisions, reviewSummary, type AppliedDecision, type Conversion, type JobError } from '@/lib/data/catalogs';
import type { Export, ExportChecks } from '@/lib/data/exports';
import { changeSummaryFiles } from './change-summary';
import type { JobContext } from './context';
import { exportExtras, openReviewRows } from './export-evidence';
import { errorFromFinding, jobErrorOf } from './job-errors';
import { learnedTermsAsRun } from './learned-terms';
import { decisionsDocument, reviewMap } from './review-evidence';
import { mappingAsRun, withMapping } from './run-mapping';
import { sheetToRead } from './run-sheet';
import { workspaceSender } from './sender-identity';
import { blobAsNamedFile } from './work-files';

export interface BuiltDeliverables {
  result: ConvertResult;
  /** Files beyond the engine's outputs, also inside the bundle: review decisions, change summary, apps.csv, items.csv, checks. */
  extra: { name: string; path: string }[];
  decisions: AppliedDecision[];
  /** Open review and the assessment of the files built (decision 0009). */
  checks: ExportChecks;
}

/**
 * The deliverables of one conversion with its review decisions applied: the engine runs again on
 * the stored upload with the mapping the conversion used and the decisions as a row-level review
 * map, so approved and overridden rows go through the same normalization, deduplication, fitment
 * checks, writers, XSD validation and report as every other row (see
 * docs/decisions/0005-review-and-export.md). The decisions (and, given a previous export's ACES, the
 * change summary) are added to the evidence bundle before it is signed. aces.xml is written in the
 * ACES version the export request asked for (and XSD-checked against that version's schema).
 */
export async function buildDeliverables(
  ctx: JobContext,
  conversion: Conversion,
  dir: string,
  /** The brand's previous export and its aces.xml (null: it had no apps), for the change summary. */
  previous: { export: Export; acesPath: string | null } | null,
  acesVersion: string,
): Promise<BuiltDeliverables | { error: JobError }> {
  // The database allows only versions the writer knows; this guards a constraint widened too early.
  if (!isAcesVersion(acesVersion)) {
    return { error: jobErrorOf('ACES_VERSION_UNSUPPORTED', say('ACES_VERSION_UNSUPPORTED', { version: acesVersion, available: ACES_VERSIONS.join(', ') })) };
  }
  const upload = await asService((tx) => getUpload(tx, conversion.uploadId), ctx.db);
  if (!upload || upload.purgedAt) {
    return { error: jobErrorOf('UPLOAD_PURGED', say('job.uploadPurged.export', { file: conversion.fileName })) };
  }
  const input = await blobAsNamedFile(ctx.store, upload.storageKey, dir, upload.fileName);
  if (!input) return { error: jobErrorOf('UPLOAD_MISSING', say('UPLOAD_MISSING', { file: upload.fileName })) };

  const { decisions, pending } = await asService(async (tx) => {
    const list = await listReviewDecisions(tx, conversion.id);
    const summary = await reviewSummary(tx, conversion.id);
    return { decisions: list, pending: summary.pending };
  }, ctx.db);
  const decisionsFile = path.join(dir, 'decisions.json');
  const decisionsText = decisionsDocument(conversion, decisions, pending);
  const extra: { name: string; path: string }[] = [];
  const found: { checks?: ExportChecks } = {};
  // Exactly the release the conversion ran and was reviewed against (decision 0008): importing or
  // choosing another release never changes what an export of this conversion says.
  const pinned = await ctx.reference(conversion.reference);
  if (!pinned.ok) return { error: pinned.error };
  const { loaded } = pinned;
  // report.html, flagged.csv and changes.csv in the workspace's language (its creator's), like its notices.
  const locale = messageLocale(await workspaceLocale(ctx.db, conversion.workspaceId));

  const result = await convertCatalog({
    input: { path: input },
    outDir: path.join(dir, 'out'),
    brand: conversion.brand,
    acceptThreshold: conversion.acceptThreshold,
    // The mapping the conversion ran with, as it recorded it (each column's origin, confidence and
    // note), so rows mean what reviewers saw and the evidence says what the run decided.
    ...withMapping(mappingAsRun(conversion)),
    ...sheetToRead(conversion),
    // The learned terms its run used, as it used them: a term edited since does not change this export.
    ...learnedTermsAsRun(conversion),
    reference: loaded.reference,
    referenceFindings: loaded.findings,
    referenceIdentity: { releaseId: conversion.reference.releaseId, sha256: conversion.reference.sha256 },
    // The conversion's clock, not now: a re-export of the same decisions is byte-identical.
    documentDate: conversion.createdAt,
    // Who the headers name: the workspace's sender identity as it is now.
    sender: await workspaceSender(ctx, conversion.workspaceId),
    reportLocale: locale,
    standardsDir: ctx.standardsDir,
    acesVersion,
    signer: await ctx.signer(),
    toolVersion: ctx.toolVersion,
    review: reviewMap(decisions),
    ...(ctx.onEngineProgress ? { onProgress: (p: { stage: string; rowsDone: number }) => ctx.onEngineProgress?.(p.stage, p.rowsDone) } : {}),
    evidenceFiles: async (written) => {
      await writeFile(decisionsFile, decisionsText);
      const files: BundleFile[] = [{ name: 'review/decisions.json', path: decisionsFile }];
      if (previous) files.push(...(await changeSummaryFiles(previous.acesPath, written.aces, dir, locale)));
      // The delimited files and the checks, on exactly the files being signed.
      const extras = await exportExtras(written, dir, {
        reference: loaded.reference,
        standardsDir: ctx.standardsDir,
        today: conversion.createdAt,
        openReview: await openReviewRows(ctx, conversion.id),
      });
      files.push(...extras.files);
      found.checks = extras.checks;
      for (const f of files) if (f.path) extra.push({ name: f.name, path: f.path });
      return files;
    },
  });
  if ('error' in result) return { error: errorFromFinding(result.error) };
  if (!found.checks) throw new Error('the engine finished without asking for the evidence files');
  return { result, extra, decisions, checks: found.checks };
}
