import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoReferenceDir } from '@/lib/catalog';
import { QUEUES, submitConversion, submitReferenceImport, submitUpload } from '@/lib/jobs';
import { closeTemplate, makeUser } from './harness';
import { buildJobWorld, waitFor, waitForConversion, type JobWorld } from './jobs-world';

/** A reference delivery imported by a job into a workspace is what the workspace's next conversion is pinned to. */
let world: JobWorld;

beforeAll(async () => {
  world = await buildJobWorld();
  await world.startWorkers();
}, 120_000);

afterAll(async () => {
  await world?.close();
  await closeTemplate();
});

describe('the reference-import job', () => {
  it("imports a stored delivery zip into the owner's workspace, and the workspace's later conversions are pinned to it", async () => {
    const dir = demoReferenceDir();
    const entries: Record<string, Uint8Array> = {};
    for (const name of (await readdir(dir)).filter((n) => n.endsWith('.txt'))) entries[name] = await readFile(path.join(dir, name));
    const zip = Buffer.from(zipSync(entries));

    // A workspace's release is its owners' business; a shared one is a platform administrator's.
    const byOperator = await submitReferenceImport(world.operator.claims, { fileName: 'x.zip', body: zip, workspaceId: world.workspace }, world.runtime);
    expect(byOperator).toMatchObject({ ok: false, code: 'not_allowed' });
    const sharedByOwner = await submitReferenceImport(world.owner.claims, { fileName: 'x.zip', body: zip }, world.runtime);
    expect(sharedByOwner).toMatchObject({ ok: false, code: 'not_allowed' });

    const submitted = await submitReferenceImport(world.owner.claims, { fileName: 'AutoCare-demo-2026.zip', body: zip, workspaceId: world.workspace }, world.runtime);
    if (!submitted.ok) throw new Error(submitted.message);
    const job = await waitFor(
      () => world.boss.getJobById(QUEUES.referenceImport, submitted.jobId),
      (j) => j?.state === 'completed' || j?.state === 'failed',
      90_000,
    );
    expect(job?.state).toBe('completed');
    // The workspace was on the demo set, so its first import becomes its current release.
    expect(job?.output).toMatchObject({ status: 'imported', workspaceId: world.workspace, madeCurrent: true });
    const releaseId = (job?.output as { releaseId: number }).releaseId;

    const received = await submitUpload(
      world.operator.claims,
      { workspaceId: world.workspace, fileName: 'brakes.csv', body: createReadStream('tests/fixtures/ingest/en-brakes-clean.csv') },
      world.runtime,
    );
    if (!received.ok) throw new Error(received.message);
    const converting = await submitConversion(world.operator.claims, { workspaceId: world.workspace, uploadId: received.upload.id, brand: 'BKMN' }, world.runtime);
    if (!converting.ok) throw new Error(converting.message);
    expect(converting.conversion.reference.releaseId).toBe(releaseId);
    const done = await waitForConversion(world, converting.conversion.id);
    expect(done.status).toBe('succeeded');
    expect(done.report?.reference).toMatchObject({
      source: `reference release ${releaseId} (AutoCare-demo-2026.zip)`,
      releaseId,
      sha256: done.reference.sha256,
    });
    expect(done.counts).toMatchObject({ rows: 20, converted: 17 });

    // The same zip published as a shared release by an administrator is a release of its own, and
    // does not change what the workspace converts against.
    const admin = await makeUser(world.db, { username: 'refadmin', admin: true });
    const published = await submitReferenceImport(admin.claims, { fileName: 'shared.zip', body: zip }, world.runtime);
    if (!published.ok) throw new Error(published.message);
    const sharedJob = await waitFor(
      () => world.boss.getJobById(QUEUES.referenceImport, published.jobId),
      (j) => j?.state === 'completed' || j?.state === 'failed',
      90_000,
    );
    expect(sharedJob?.output).toMatchObject({ status: 'imported', workspaceId: null, madeCurrent: false });
    expect((sharedJob?.output as { releaseId: number }).releaseId).not.toBe(releaseId);
  }, 180_000);
});
