import { createHash } from 'node:crypto';
import path from 'node:path';
import { TOOL_NAME, type Report } from '@/lib/catalog';
import { writeEvidenceBundleFile, type BundleFile } from '@/lib/catalog/evidence';
import { asService } from '@/lib/db';
import { getBatch, type BatchDetail, type ExportRequest, type StoredFile } from '@/lib/workspace-data';
import type { JobContext } from './context';
import { storeFile } from './convert-job';
import { buildDeliverables } from './export-build';
import type { ExportOutcome } from './export-job';
import { exportStage, publishForRequest } from './publish';
import { decisionCounts } from './review-evidence';

/** The files of each conversion that go into a batch export (its own evidence.zip does not: the batch bundle covers all). */
const PER_FILE_OUTPUTS = ['aces', 'pies', 'reportJson', 'reportHtml', 'flagged', 'mapping'] as const;

/**
 * A batch's combined export: every file's deliverables (review decisions applied) under
 * `files/NN-<name>/`, a `batch.json` with per-file counts and totals, all in one evidence bundle
 * signed once. Each file keeps its own ACES and PIES document; merging them into one document
 * is left to the engine (see docs/decisions/0005-review-and-export.md). Every file must have
 * converted first.
 */
export async function exportBatch(ctx: JobContext, request: ExportRequest, dir: string): Promise<ExportOutcome> {
  const detail = await asService((tx) => getBatch(tx, request.batchId!), ctx.db);
  if (!detail || detail.items.length === 0) {
    return { error: { code: 'BATCH_EMPTY', message: 'The batch has no files to export.' } };
  }
  const unfinished = detail.items.filter((i) => i.conversion.status !== 'succeeded');
  if (unfinished.length > 0) {
    return {
      error: {
        code: 'BATCH_NOT_READY',
        message: `${unfinished.length} of ${detail.items.length} files have not converted yet (${unfinished.map((i) => i.conversion.fileName).slice(0, 5).join(', ')}). Export once every file has finished.`,
      },
    };
  }

  await exportStage(ctx, request, 'convert');
  const bundleFiles: BundleFile[] = [];
  const reports: Report[] = [];
  const perFile: Record<string, unknown>[] = [];
  const decided = { approved: 0, overridden: 0, rejected: 0 };
  const counts: Record<string, number> = { files: detail.items.length, rows: 0, apps: 0, items: 0, flagged: 0, rejected: 0, merged: 0, converted: 0 };
  for (const item of detail.items) {
    const folder = `files/${String(item.position).padStart(2, '0')}-${folderName(item.conversion.fileName)}`;
    const built = await buildDeliverables(ctx, item.conversion, path.join(dir, `item-${item.position}`), null, request.acesVersion);
    if ('error' in built) return { error: { code: built.error.code, message: `${item.conversion.fileName}: ${built.error.message}` } };
    for (const key of PER_FILE_OUTPUTS) {
      bundleFiles.push({ name: `${folder}/${path.basename(built.result.files[key])}`, path: built.result.files[key] });
    }
    for (const f of built.extra) bundleFiles.push({ name: `${folder}/${f.name}`, path: f.path });
    reports.push(built.result.report);
    for (const [k, v] of Object.entries(built.result.counts)) counts[k] = (counts[k] ?? 0) + v;
    const d = decisionCounts(built.decisions);
    decided.approved += d.approved;
    decided.overridden += d.overridden;
    decided.rejected += d.rejected;
    perFile.push({ position: item.position, folder, conversionId: item.conversion.id, file: item.conversion.fileName, sha256: item.conversion.uploadSha256, reference: item.conversion.reference, counts: built.result.counts, decisions: d });
  }
  const batchJson = `${JSON.stringify({ batch: { id: detail.batch.id, name: detail.batch.name, brand: detail.batch.brand }, totals: counts, decisions: decided, files: perFile }, null, 2)}\n`;
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
  const published = await publishForRequest(ctx, request, {
    conversionId: null,
    batchId: detail.batch.id,
    brand: detail.batch.brand,
    files,
    bundle: { key: bundle.storageKey, sha256: bundle.sha256, bytes: bundle.bytes },
    counts,
    decisions: decided,
    signerFingerprint: summary.signerFingerprint,
    previousExportId: null,
  });
  return published ? { export: published } : { stale: true };
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
