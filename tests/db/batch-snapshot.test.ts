import { createReadStream } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBatchSummaries, readBatchSnapshot } from '@/lib/data/exports';
import { batchIsActive, batchReadyToExport } from '@/components/batch/batch-view';
import type { BatchSnapshot } from '@/lib/data/exports/types';
import { asService, withUser } from '@/lib/db/scopes';
import { submitBatch, submitConversionRetry, submitExport, submitUpload } from '@/lib/jobs';
import { getConversion } from '@/lib/data/catalogs';
import { closeTemplate, makeUser, type TestUser } from './harness';
import { buildJobWorld, waitFor, waitForConversion, waitForExportRequest, type JobWorld } from './jobs-world';

/*
 * The batch screens' read model against real jobs: what /batch/[id] and its status route show while
 * a batch runs, once it has finished, after a combined export — and to whom.
 */

let world: JobWorld;
let outsider: TestUser;

beforeAll(async () => {
  world = await buildJobWorld();
  outsider = await makeUser(world.db, { username: 'xena' });
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

async function upload(file: string): Promise<string> {
  const received = await submitUpload(
    world.operator.claims,
    { workspaceId: world.workspace, fileName: file.split('/').pop()!, body: createReadStream(file) },
    world.runtime,
  );
  if (!received.ok) throw new Error(received.message);
  return received.upload.id;
}

/**
 * A file that is received and then failed by every conversion of it: 5,000 good rows, then a line
 * past the reader's 1,000,000-character bound (ROW_TOO_LONG). The upload's check reads its first
 * rows only (a header alone, or a bad line among them, is refused at upload).
 */
async function cutShortCatalog(): Promise<string> {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'batch-cut-short-')), 'cut-short.csv');
  const rows = Array.from({ length: 5000 }, (_, i) => `BKM-${i},Toyota,Camry,2015,Brake Pad\n`).join('');
  await writeFile(file, `Part Number,Make,Model,Year,Part Type\n${rows}BKM-X,${'x'.repeat(1_100_000)}\n`);
  return file;
}

async function startBatch(name: string, files: string[]) {
  const uploadIds = [];
  for (const f of files) uploadIds.push(await upload(f));
  const submitted = await submitBatch(world.operator.claims, { workspaceId: world.workspace, name, brand: 'BKMN', uploadIds }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  return submitted;
}

const snapshotAs = (user: TestUser, batchId: string) => withUser(user.claims, (tx) => readBatchSnapshot(tx, batchId), world.db);

describe('a batch as the batch screens show it', () => {
  let good: Awaited<ReturnType<typeof startBatch>>;
  let broken: Awaited<ReturnType<typeof startBatch>>;

  it('lists the files in order, queued, before any worker runs', async () => {
    good = await startBatch('Spring brakes', ['tests/fixtures/ingest/en-brakes-clean.csv', 'tests/fixtures/ingest/fr-freinage-titre.csv']);
    broken = await startBatch('Cut short', [await cutShortCatalog()]);
    const snapshot = (await snapshotAs(world.operator, good.batch.id))!;
    expect(snapshot).toMatchObject({ name: 'Spring brakes', brand: 'BKMN', acceptThreshold: 0.9, mappingColumns: null, exports: [] });
    expect(snapshot.files.map((f) => [f.position, f.fileName, f.status])).toEqual([
      [1, 'en-brakes-clean.csv', 'queued'],
      [2, 'fr-freinage-titre.csv', 'queued'],
    ]);
    expect(snapshot.totals).toMatchObject({ files: 2, byStatus: { queued: 2, running: 0, succeeded: 0, failed: 0 }, rows: 0 });
    expect(batchIsActive(snapshot)).toBe(true);
    expect(batchReadyToExport(snapshot.totals)).toBe(false);
    // It travels as JSON (the status route) without losing anything.
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
  });

  it('shows each file converted with its counts, and totals that add them up', async () => {
    await world.startWorkers();
    for (const c of [...good.conversions, ...broken.conversions]) await waitForConversion(world, c.id);
    const snapshot = (await snapshotAs(world.operator, good.batch.id))!;
    expect(snapshot.files.map((f) => f.status)).toEqual(['succeeded', 'succeeded']);
    for (const key of ['rows', 'converted', 'flagged', 'rejected', 'merged', 'apps', 'items'] as const) {
      expect(snapshot.totals[key], key).toBe(snapshot.files.reduce((sum, f) => sum + f.counts![key], 0));
    }
    expect(snapshot.files[0]!.counts).toMatchObject({ rows: 20, converted: 17, flagged: 1, rejected: 2 });
    expect(batchIsActive(snapshot)).toBe(false);
    expect(batchReadyToExport(snapshot.totals)).toBe(true);
  });

  it('shows a failed file with the engine’s reason; the batch cannot be exported; a retry queues it again', async () => {
    const snapshot = (await snapshotAs(world.operator, broken.batch.id))!;
    expect(snapshot.files[0]).toMatchObject({ status: 'failed', error: { code: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String) } });
    expect(snapshot.totals.byStatus.failed).toBe(1);
    expect(batchReadyToExport(snapshot.totals)).toBe(false);

    const retried = await submitConversionRetry(world.operator.claims, snapshot.files[0]!.conversionId, world.runtime);
    expect(retried).toEqual({ ok: true, retried: true });
    // The same bytes fail the same way: it ends failed again, after a second run.
    const rerun = await waitFor(
      () => asService((tx) => getConversion(tx, snapshot.files[0]!.conversionId), world.db),
      (c) => c!.attempt === 2 && c!.status === 'failed',
    );
    const again = (await snapshotAs(world.operator, broken.batch.id))!;
    expect(again.files[0]).toMatchObject({ status: 'failed', error: rerun!.error });
    expect(again.files[0]!.error?.code).toBe(snapshot.files[0]!.error?.code);
  });

  it('lists the combined export under the batch, queued and then ready', async () => {
    // Confirmation given up front (en-brakes-clean.csv leaves a flagged row open): the guard is tested in batch-combined.
    const requested = await submitExport(world.operator.claims, { workspaceId: world.workspace, batchId: good.batch.id, confirm: true }, world.runtime);
    if (!requested.ok) throw new Error(requested.message);
    const queued = (await snapshotAs(world.operator, good.batch.id))!;
    expect(queued.exports).toEqual([expect.objectContaining({ requestId: requested.request.id, acesVersion: '4.2', piesVersion: '7.2' })]);
    expect(batchIsActive(queued)).toBe(['queued', 'running'].includes(queued.exports[0]!.status));

    await waitForExportRequest(world, requested.request.id);
    const done = (await snapshotAs(world.operator, good.batch.id))!;
    expect(done.exports[0]).toMatchObject({ status: 'succeeded', error: null, exportId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(batchIsActive(done)).toBe(false);
    // Another batch's exports stay with that batch.
    expect((await snapshotAs(world.operator, broken.batch.id))!.exports).toEqual([]);
  }, 120_000);

  it('is visible to every member — a reviewer too — and to nobody else', async () => {
    const seen = (await snapshotAs(world.reviewer, good.batch.id)) as BatchSnapshot;
    expect(seen.files).toHaveLength(2);
    expect(await snapshotAs(outsider, good.batch.id)).toBeNull();
    expect(await snapshotAs(world.operator, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('lists the workspace’s batches newest first, with files and status totals', async () => {
    const list = await withUser(world.reviewer.claims, (tx) => listBatchSummaries(tx, world.workspace), world.db);
    expect(list.map((b) => [b.name, b.totals.files, b.totals.byStatus.succeeded, b.totals.byStatus.failed])).toEqual([
      ['Cut short', 1, 0, 1],
      ['Spring brakes', 2, 2, 0],
    ]);
    expect(await withUser(outsider.claims, (tx) => listBatchSummaries(tx, world.workspace), world.db)).toEqual([]);
  });
});
