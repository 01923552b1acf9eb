import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Export, type ExportRequest, getExport, readBatchSnapshot } from '@/lib/data/exports';
import { verifyEvidenceBundle } from '@/lib/catalog';
import { openAces, openPies } from '@/lib/catalog/readers';
import { validateXsd } from '@/lib/catalog/validate';
import { withUser } from '@/lib/db/scopes';
import { confirmExport, submitBatch, submitExport, submitUpload } from '@/lib/jobs';
import { readBlob } from '@/lib/storage';
import { XSD_DIR } from '../unit/catalog/assess/standards';
import { closeTemplate } from './harness';
import { buildJobWorld, waitForConversion, waitForExportRequest, type JobWorld } from './jobs-world';

/*
 * A batch export as one delivery (issue 12.4): one combined aces.xml and pies.xml across the batch's
 * files, valid against the official schemas, with apps.csv and items.csv, one change summary against
 * the brand's previous export, the checks of the combined files — and each file's own deliverables
 * beside them. guarded.csv and guarded-more.csv share the rotor row and BKM-D1414's fitment (5 apps),
 * and BKM-D1414 with another price; guarded.csv leaves a flagged row open and has an overlap.
 */

let world: JobWorld;
let batchId: string;
let first: Export;

const text = async (key: string) => (await readBlob(world.store, key))!.toString('utf8');
const fileOf = (exp: Export, name: string) => exp.files.find((f) => f.name === name);
const published = async (request: ExportRequest) => (await withUser(world.operator.claims, (tx) => getExport(tx, request.exportId!), world.db))!;

async function exportBatch(options: { confirm?: boolean; acesVersion?: '4.2' | '5.0' } = {}): Promise<ExportRequest> {
  const submitted = await submitExport(world.operator.claims, { workspaceId: world.workspace, batchId, ...options }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  return waitForExportRequest(world, submitted.request.id, ['awaiting_confirmation', 'succeeded', 'failed']);
}

/** A stored file on disk, for the XSD validator. */
async function onDisk(exp: Export, name: string): Promise<string> {
  const target = path.join(world.root, `${exp.id}-${name.replace(/\//g, '_')}`);
  await writeFile(target, (await readBlob(world.store, fileOf(exp, name)!.storageKey))!);
  return target;
}

beforeAll(async () => {
  world = await buildJobWorld({ standardsDir: XSD_DIR });
  await world.startWorkers();
  const uploadIds: string[] = [];
  for (const file of ['tests/fixtures/exports/guarded.csv', 'tests/fixtures/exports/guarded-more.csv']) {
    const received = await submitUpload(world.operator.claims, { workspaceId: world.workspace, fileName: path.basename(file), body: createReadStream(file) }, world.runtime);
    if (!received.ok) throw new Error(received.message);
    uploadIds.push(received.upload.id);
  }
  const submitted = await submitBatch(world.operator.claims, { workspaceId: world.workspace, name: 'Spring', brand: 'BKMN', uploadIds }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  batchId = submitted.batch.id;
  for (const c of submitted.conversions) expect((await waitForConversion(world, c.id)).status).toBe('succeeded');
}, 180_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

describe('a batch export', () => {
  it('waits for confirmation with the open rows of each file and the assessment of the combined files', async () => {
    // Before any combined export, the batch page can only add the files' apps up (and says so).
    expect((await withUser(world.reviewer.claims, (tx) => readBatchSnapshot(tx, batchId), world.db))!.combined).toBeNull();
    const waiting = await exportBatch();
    // Waiting is not published: still nothing combined to count.
    expect((await withUser(world.reviewer.claims, (tx) => readBatchSnapshot(tx, batchId), world.db))!.combined).toBeNull();
    expect(waiting.status).toBe('awaiting_confirmation');
    expect(waiting.checks).toMatchObject({
      openReview: 1,
      openReviewByFile: [{ file: 'guarded.csv', rows: 1 }],
      needsConfirmation: ['open_review', 'assessment_errors'],
      assessment: { errorsByCode: { APP_OVERLAP: 1 } },
    });
    const confirmed = await confirmExport(world.operator.claims, waiting.id, { db: world.db });
    if (!confirmed.ok) throw new Error(confirmed.message);
    first = confirmed.export;
  }, 120_000);

  it('delivers one aces.xml across the files, apps renumbered and shared ones once, valid against ACES 4.2', async () => {
    const perFile = [fileOf(first, 'files/01-guarded/aces.xml')!, fileOf(first, 'files/02-guarded-more/aces.xml')!];
    expect(perFile.every(Boolean)).toBe(true);
    const ids: number[] = [];
    for await (const app of openAces({ path: await onDisk(first, 'aces.xml') })) ids.push(app.id);
    expect(first.counts.combinedApps).toBe(first.counts.apps! - 5);
    // The batch page counts the combined file's distinct apps, not the files' sum.
    const snapshot = (await withUser(world.reviewer.claims, (tx) => readBatchSnapshot(tx, batchId), world.db))!;
    expect(snapshot.combined).toEqual({ exportId: first.id, apps: first.counts.combinedApps });
    expect(snapshot.totals.apps).toBe(first.counts.apps);
    expect(ids).toEqual(Array.from({ length: first.counts.combinedApps! }, (_, i) => i + 1));
    const xsd = await validateXsd({ xmlPath: await onDisk(first, 'aces.xml'), kind: 'aces', version: '4.2', standardsDir: XSD_DIR, fileName: 'aces.xml' });
    expect(xsd).toMatchObject({ ran: true, valid: true });
    expect(await text(fileOf(first, 'aces.xml')!.storageKey)).toContain('<DocumentTitle>Spring (2 files combined)</DocumentTitle>');
  });

  it('delivers one pies.xml with one item per part, the first file’s price kept, valid against PIES 7.2', async () => {
    const parts: string[] = [];
    for await (const item of openPies({ path: await onDisk(first, 'pies.xml') })) parts.push(item.partNumber);
    // In part-number order, as every pies.xml is written.
    expect(parts).toEqual(['BKM-D1414', 'BKM-D9999', 'BKM-OF3600', 'BKM-R54180']);
    expect(first.counts.combinedItems).toBe(4);
    const xsd = await validateXsd({ xmlPath: await onDisk(first, 'pies.xml'), kind: 'pies', standardsDir: XSD_DIR, fileName: 'pies.xml' });
    expect(xsd).toMatchObject({ ran: true, valid: true });
    const batch = JSON.parse(await text(fileOf(first, 'batch.json')!.storageKey));
    expect(batch.combined).toMatchObject({ aces: { written: true, repeatedApps: 5 }, pies: { written: true, items: 4, mergedItems: 2 } });
    expect(batch.combined.findingCounts).toMatchObject({ COMBINE_ITEM_CONFLICT: 1, COMBINE_APP_REPEATED: 1 });
  });

  it('signs the combined files, their CSVs and the checks with every file’s own deliverables', async () => {
    const verified = await verifyEvidenceBundle((await readBlob(world.store, first.bundleKey))!, { trustedKeys: [world.signer.publicKey] });
    expect(verified.problems).toEqual([]);
    expect(verified.files.map((f) => f.name)).toEqual(
      expect.arrayContaining(['aces.xml', 'pies.xml', 'apps.csv', 'items.csv', 'checks/export-checks.json', 'batch.json', 'files/01-guarded/apps.csv', 'files/02-guarded-more/pies.xml']),
    );
    const apps = Papa.parse<Record<string, string>>(await text(fileOf(first, 'apps.csv')!.storageKey), { header: true, skipEmptyLines: true });
    expect(apps.errors).toEqual([]);
    expect(apps.data).toHaveLength(first.counts.combinedApps!);
  });

  it('exported again: one change summary against the previous batch export, "no changes", no UPDATE file', async () => {
    const again = await published(await exportBatch({ confirm: true }));
    expect(again.previousExportId).toBe(first.id);
    expect(JSON.parse(await text(fileOf(again, 'changes/changes.json')!.storageKey))).toMatchObject({ summary: 'no changes', counts: { added: 0, deleted: 0, changed: 0 } });
    expect(fileOf(again, 'changes/aces-update.xml')).toBeUndefined();
    expect(again.files.filter((f) => f.name.endsWith('changes.json'))).toHaveLength(1);
  }, 120_000);

  it('combines in ACES 5.0 when asked, valid against the 5.0 schema, and compares by app, not element names', async () => {
    const v5 = await published(await exportBatch({ confirm: true, acesVersion: '5.0' }));
    const xsd = await validateXsd({ xmlPath: await onDisk(v5, 'aces.xml'), kind: 'aces', version: '5.0', standardsDir: XSD_DIR, fileName: 'aces.xml' });
    expect(xsd).toMatchObject({ ran: true, valid: true });
    expect(JSON.parse(await text(fileOf(v5, 'changes/changes.json')!.storageKey)).summary).toBe('no changes');
  }, 120_000);
});
