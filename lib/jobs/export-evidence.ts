import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReferenceSet } from '@/lib/catalog';
import { writeAppsCsv, writeItemsCsv } from '@/lib/catalog/delimited';
import type { BundleFile } from '@/lib/catalog/evidence';
import { asService } from '@/lib/db';
import { countOpenReview } from '@/lib/data/catalogs';
import type { ExportChecks, NotWritten } from '@/lib/data/exports';
import type { JobContext } from './context';
import { assessExportFiles, checksDocument, exportChecks } from './export-checks';

/** Names of the delimited deliverables and the checks in an export (and its evidence bundle). */
export const APPS_CSV = 'apps.csv';
export const ITEMS_CSV = 'items.csv';
export const CHECKS_JSON = 'checks/export-checks.json';

/** aces.xml and pies.xml as a run left them: null for one it did not write (nothing to put in it). */
export interface WrittenDeliverables {
  aces: string | null;
  pies: string | null;
}

export interface ExportExtras {
  /** apps.csv, items.csv (for the files written) and checks/export-checks.json, for the bundle. */
  files: BundleFile[];
  checks: ExportChecks;
}

/**
 * What an export adds to the engine's deliverables before the bundle is signed: the delimited
 * files (read back from the XML, so they say what it says), and the checks — flagged rows still
 * open in review and the assessment of the files (decision 0009). `openReview` is counted by the
 * caller (a batch adds its files up); files the run did not write are named with the reason.
 */
export async function exportExtras(
  written: WrittenDeliverables,
  dir: string,
  parts: { reference: ReferenceSet; standardsDir: string | null; today: Date; openReview: number; openReviewByFile?: { file: string; rows: number }[] },
): Promise<ExportExtras> {
  const out = path.join(dir, 'extras');
  await mkdir(path.join(out, 'checks'), { recursive: true });
  const files: BundleFile[] = [];
  const notWritten: NotWritten[] = [];
  const assessed: { name: string; path: string }[] = [];
  if (written.aces) {
    const csv = path.join(out, APPS_CSV);
    await writeAppsCsv({ path: written.aces }, createWriteStream(csv), { reference: parts.reference });
    files.push({ name: APPS_CSV, path: csv });
    assessed.push({ name: 'aces.xml', path: written.aces });
  } else notWritten.push({ file: 'aces.xml', reason: 'no_apps' });
  if (written.pies) {
    const csv = path.join(out, ITEMS_CSV);
    await writeItemsCsv({ path: written.pies }, createWriteStream(csv), { reference: parts.reference });
    files.push({ name: ITEMS_CSV, path: csv });
    assessed.push({ name: 'pies.xml', path: written.pies });
  } else notWritten.push({ file: 'pies.xml', reason: 'no_items' });

  const assessment = await assessExportFiles(assessed, parts);
  const checks = exportChecks({
    openReview: parts.openReview,
    ...(parts.openReviewByFile ? { openReviewByFile: parts.openReviewByFile } : {}),
    assessment,
    notWritten,
  });
  const checksPath = path.join(out, CHECKS_JSON);
  await writeFile(checksPath, checksDocument(checks));
  files.push({ name: CHECKS_JSON, path: checksPath });
  return { files, checks };
}

/** Flagged rows of a conversion nobody has decided: what the export leaves out unseen. */
export async function openReviewRows(ctx: JobContext, conversionId: string): Promise<number> {
  return asService((tx) => countOpenReview(tx, [conversionId]), ctx.db);
}
