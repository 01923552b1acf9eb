import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoReferenceDir } from '@/lib/catalog';
import { findingMessage } from '@/lib/catalog/messages';
import { QUEUES, referenceImportStatus, submitConversion, submitReferenceImport, submitUpload } from '@/lib/jobs';
import { createWorkspace } from '@/lib/data/workspaces';
import { withUser } from '@/lib/db';
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
    // What the Settings page polls: the owner follows the job to its outcome; a member who cannot
    // import, and a workspace the job is not for, learn nothing about it.
    const followed = await waitFor(
      () => referenceImportStatus(world.owner.claims, { workspaceId: world.workspace, jobId: submitted.jobId }, world.runtime),
      (s) => s.ok && s.status.state === 'done',
      90_000,
    );
    expect(followed).toMatchObject({ ok: true, status: { state: 'done', fileName: 'AutoCare-demo-2026.zip', status: 'imported', madeCurrent: true } });
    expect(await referenceImportStatus(world.operator.claims, { workspaceId: world.workspace, jobId: submitted.jobId }, world.runtime)).toMatchObject({
      ok: false,
      code: 'not_allowed',
    });
    const job = await world.boss.getJobById(QUEUES.referenceImport, submitted.jobId);
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

  it('follows a broken delivery to its refusal, and shows an import only to the workspace it was made for', async () => {
    const broken = Buffer.from(zipSync({ 'README.txt': new TextEncoder().encode('not a reference delivery') }));
    const submitted = await submitReferenceImport(
      world.owner.claims,
      { fileName: 'wrong.zip', body: broken, workspaceId: world.workspace, source: 'VCdb 2026-03' },
      world.runtime,
    );
    if (!submitted.ok) throw new Error(submitted.message);
    const followed = await waitFor(
      () => referenceImportStatus(world.owner.claims, { workspaceId: world.workspace, jobId: submitted.jobId }, world.runtime),
      (s) => s.ok && s.status.state === 'done',
      90_000,
    );
    expect(followed).toMatchObject({ ok: true, status: { state: 'done', fileName: 'wrong.zip', status: 'failed' } });
    if (followed.ok && followed.status.state === 'done' && followed.status.status === 'failed') {
      expect(followed.status.message).toMatch(/\S/);
      // The reason keeps its text's parameters, so the Settings page says it in the reader's language.
      expect(followed.status).toMatchObject({ code: 'REFERENCE_TABLES_NONE', params: { path: expect.stringContaining('wrong.zip') } });
      expect(findingMessage(followed.status, 'de')).toContain('enthält keine Auto-Care-Tabelle, die Partsmith verwendet');
    }

    // The owner of another workspace asks about this job under their own workspace: not found, as for a job that does not exist.
    const stranger = await makeUser(world.db, { username: 'stranger-ref' });
    const theirs = await withUser(stranger.claims, (tx) => createWorkspace(tx, { name: 'Theirs', slug: `theirs-${stranger.id.slice(0, 8)}` }), world.db);
    if (!theirs.ok) throw new Error(theirs.message);
    expect(await referenceImportStatus(stranger.claims, { workspaceId: theirs.workspaceId, jobId: submitted.jobId }, world.runtime)).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    expect(await referenceImportStatus(stranger.claims, { workspaceId: world.workspace, jobId: submitted.jobId }, world.runtime)).toMatchObject({
      ok: false,
      code: 'not_found',
    });
  }, 120_000);
});
