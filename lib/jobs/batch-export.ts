import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { TOOL_NAME, type Report } from '@/lib/catalog';
import { combineAcesFiles, combinePiesFiles } from '@/lib/catalog/combine';
import { writeEvidenceBundleFile, type BundleFile } from '@/lib/catalog/evidence';
import type { Finding } from '@/lib/catalog';
import { findingSaid, isSaid, messageLocale, render, say, type MessageParam, type Said } from '@/lib/catalog/messages';
import { workspaceLocale } from '@/lib/auth/account-locale';
import { asService } from '@/lib/db';
import { getBatch, type BatchDetail, type ExportRequest } from '@/lib/data/exports';
import type { StoredFile } from '@/lib/data/catalogs';
import { changeSummaryFiles } from './change-summary';
import type { JobContext } from './context';
import { storeFile } from './convert-job';
import { buildDeliverables } from './export-build';
import { exportExtras } from './export-evidence';
import { jobErrorOf, jobErrorSaid } from './job-errors';
import { previousOfBrand, type ExportOutcome } from './export-previous';
import { exportStage, publishOrStage } from './publish';
import { decisionCounts } from './review-evidence';

/** The files of each conversion that go into a batch export (its own evidence.zip does not: the batch bundle covers all). */
const PER_FILE_OUTPUTS = ['aces', 'pies', 'reportJson', 'reportHtml', 'flagged', 'mapping'] as const;
/** Findings of the combining step listed in batch.json (their codes are all counted). */
const LISTED_FINDINGS = 50;

/**
 * A batch's export: one combined aces.xml and pies.xml across its files (apps renumbered, identical
 * apps written once, items merged by part number), their apps.csv and items.csv, one change summary
 * against the brand's previous export and the checks (open review in every file, the assessment of
 * the combined files) at the top; each file's own deliverables (review decisions applied) under
 * `files/NN-<name>/`; a `batch.json` with per-file counts, totals and what combining found; all in
 * one evidence bundle signed once. Like a single export it waits for confirmation when the checks
 * need it (decision 0009). Every file must have converted first.
 */
export async function exportBatch(ctx: JobContext, request: ExportRequest, dir: string): Promise<ExportOutcome> {
  const detail = await asService((tx) => getBatch(tx, request.batchId!), ctx.db);
  if (!detail || detail.items.length === 0) {
    return { error: jobErrorOf('BATCH_EMPTY', say('BATCH_EMPTY')) };
  }
  const unfinished = detail.items.filter((i) => i.conversion.status !== 'succeeded');
  if (unfinished.length > 0) {
    const files = unfinished.map((i) => i.conversion.fileName).slice(0, 5).join(', ');
    return { error: jobErrorOf('BATCH_NOT_READY', say('BATCH_NOT_READY', { unfinished: unfinished.length, total: detail.items.length, files })) };
  }
  const previous = await previousOfBrand(ctx, detail.batch.workspaceId, detail.batch.brand, dir);

  await exportStage(ctx, request, 'convert');
  const bundleFiles: BundleFile[] = [];
  const reports: Report[] = [];
  const perFile: Record<string, unknown>[] = [];
  const decided = { approved: 0, overridden: 0, rejected: 0 };
  const counts: Record<string, number> = { files: detail.items.length, rows: 0, apps: 0, items: 0, flagged: 0, rejected: 0, merged: 0, converted: 0 };
  const acesFiles: string[] = [];
  const piesFiles: string[] = [];
  const openReviewByFile: { file: string; rows: number }[] = [];
  for (const item of detail.items) {
    const folder = `files/${String(item.position).padStart(2, '0')}-${folderName(item.conversion.fileName)}`;
    const built = await buildDeliverables(ctx, item.conversion, path.join(dir, `item-${item.position}`), null, request.acesVersion);
    if ('error' in built) return { error: jobErrorOf(built.error.code, say('job.inFile', { file: item.conversion.fileName, reason: jobErrorSaid(built.error) })) };
    for (const key of PER_FILE_OUTPUTS) {
      const file: string | undefined = built.result.files[key];
      if (file) bundleFiles.push({ name: `${folder}/${path.basename(file)}`, path: file });
    }
    for (const f of built.extra) bundleFiles.push({ name: `${folder}/${f.name}`, path: f.path });
    const aces: string | undefined = built.result.files.aces;
    const pies: string | undefined = built.result.files.pies;
    if (aces) acesFiles.push(aces);
    if (pies) piesFiles.push(pies);
    openReviewByFile.push({ file: item.conversion.fileName, rows: built.checks.openReview });
    reports.push(built.result.report);
    for (const [k, v] of Object.entries(built.result.counts)) counts[k] = (counts[k] ?? 0) + v;
    const d = decisionCounts(built.decisions);
    decided.approved += d.approved;
    decided.overridden += d.overridden;
    decided.rejected += d.rejected;
    perFile.push({ position: item.position, folder, conversionId: item.conversion.id, file: item.conversion.fileName, sha256: item.conversion.uploadSha256, reference: item.conversion.reference, counts: built.result.counts, decisions: d, checks: built.checks });
  }

  const combinedDir = path.join(dir, 'combined');
  await mkdir(combinedDir, { recursive: true });
  const combinedAces = path.join(combinedDir, 'aces.xml');
  const combinedPies = path.join(combinedDir, 'pies.xml');
  const aces = await combineAcesFiles(
    acesFiles.map((p) => ({ path: p })),
    combinedAces,
    { version: request.acesVersion === '5.0' ? '5.0' : '4.2', header: { documentTitle: `${detail.batch.name} (${detail.items.length} files combined)` } },
  );
  const pies = await combinePiesFiles(piesFiles.map((p) => ({ path: p })), combinedPies);
  if (!aces.ok || !pies.ok) {
    const why = [...(aces.ok ? [] : aces.findings), ...(pies.ok ? [] : pies.findings)].map((f) => findingSaid(f));
    return { error: jobErrorOf('COMBINE_FAILED', say('COMBINE_FAILED', { why: combinedReasons(why) })) };
  }
  const written = { aces: aces.written ? combinedAces : null, pies: pies.written ? combinedPies : null };
  if (written.aces) bundleFiles.push({ name: 'aces.xml', path: combinedAces });
  if (written.pies) bundleFiles.push({ name: 'pies.xml', path: combinedPies });
  counts.combinedApps = aces.apps;
  counts.combinedItems = pies.items;

  // The combined files are checked against the first file's release: the one their headers name.
  const pinned = await ctx.reference(detail.items[0]!.conversion.reference);
  if (!pinned.ok) return { error: pinned.error };
  const extras = await exportExtras(written, combinedDir, {
    reference: pinned.loaded.reference,
    standardsDir: ctx.standardsDir,
    today: detail.items[0]!.conversion.createdAt,
    openReview: openReviewByFile.reduce((n, f) => n + f.rows, 0),
    openReviewByFile,
  });
  bundleFiles.push(...extras.files);
  if (previous) {
    // changes.csv in the workspace's language, as each file's report.html and flagged.csv.
    const locale = messageLocale(await workspaceLocale(ctx.db, detail.batch.workspaceId));
    bundleFiles.push(...(await changeSummaryFiles(previous.acesPath, written.aces, combinedDir, locale)));
  }

  const combineFindings: Finding[] = [...aces.findings, ...pies.findings];
  const combined = {
    aces: { written: aces.written, apps: aces.apps, repeatedApps: aces.repeated },
    pies: { written: pies.written, items: pies.items, mergedItems: pies.merged },
    findingCounts: countByCode(combineFindings),
    findings: combineFindings.slice(0, LISTED_FINDINGS),
  };
  const batchJson = `${JSON.stringify({ batch: { id: detail.batch.id, name: detail.batch.name, brand: detail.batch.brand }, totals: counts, decisions: decided, combined, files: perFile }, null, 2)}\n`;
  bundleFiles.push({ name: 'batch.json', bytes: batchJson });

  const signer = await ctx.signer();
  const bundlePath = path.join(dir, 'evidence.zip');
  const now = new Date();
  const summary = await writeEvidenceBundleFile(
    { files: bundleFiles, predicate: batchPredicate(detail, reports, ctx.toolVersion, now), signer, mtime: now },
    bundlePath,
  );

  await exportStage(ctx, request, 'store');
  const files: StoredFile[] = [];
  for (const f of bundleFiles) {
    files.push(f.path ? await storeFile(ctx, f.name, f.path) : await storeText(ctx, f.name, String(f.bytes)));
  }
  const bundle = await storeFile(ctx, 'evidence.zip', bundlePath);

  await exportStage(ctx, request, 'publish');
  return publishOrStage(
    ctx,
    request,
    {
      conversionId: null,
      batchId: detail.batch.id,
      brand: detail.batch.brand,
      files,
      bundle: { key: bundle.storageKey, sha256: bundle.sha256, bytes: bundle.bytes },
      counts,
      decisions: decided,
      signerFingerprint: summary.signerFingerprint,
      previousExportId: previous?.export.id ?? null,
    },
    extras.checks,
  );
}

function countByCode(findings: readonly Finding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of findings) counts[f.code] = (counts[f.code] ?? 0) + 1;
  return counts;
}

async function storeText(ctx: JobContext, name: string, text: string): Promise<StoredFile> {
  const put = await ctx.store.put(text);
  if (!put.ok) throw new Error(put.message);
  return { name, storageKey: put.key, sha256: put.key, bytes: put.bytes };
}

/** A bundle-safe folder name from a file name (letters, digits, . _ -). */
function folderName(fileName: string): string {
  const stem = fileName.replace(/\.[^.]*$/, '');
  return stem.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._-]+/, '').slice(0, 60) || 'file';
}

/**
 * The signed context of a batch bundle, in the conversion-context shape verifiers read: the input
 * is the batch (its fingerprint is over the files' SHA-256s in order), plus each file's context.
 */
function batchPredicate(detail: BatchDetail, reports: Report[], toolVersion: string, finishedAt: Date) {
  const inputs = detail.items.map((i) => i.conversion.uploadSha256);
  const first = reports[0]!;
  return {
    input: {
      file: `batch ${detail.batch.name}`,
      sha256: createHash('sha256').update(inputs.join('\n')).digest('hex'),
      bytes: reports.reduce((n, r) => n + r.input.bytes, 0),
      // Each file names its own pinned release: a batch may hold conversions pinned to different ones.
      files: reports.map((r) => ({ file: r.input.file, sha256: r.input.sha256, bytes: r.input.bytes, reference: r.reference })),
    },
    mapping: first.mapping,
    thresholds: { accept: first.thresholds?.accept ?? detail.batch.acceptThreshold },
    reference: first.reference,
    tool: { name: TOOL_NAME, version: toolVersion },
    finishedAt: finishedAt.toISOString(),
    brand: detail.batch.brand,
    batch: { id: detail.batch.id, name: detail.batch.name, files: detail.items.length },
  };
}

/** Why combining failed: the findings as texts (rendered per reader), or in English if one has no text. */
function combinedReasons(why: (Said | string)[]): MessageParam {
  return why.every(isSaid) ? why : why.map((w) => (typeof w === 'string' ? w : render(w))).join(' ');
}
