import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoReferenceDir } from '@/lib/catalog';
import { QUEUES, submitConversion, submitReferenceImport, submitUpload } from '@/lib/jobs';
import { closeTemplate, makeUser } from './harness';
import { buildJobWorld, waitFor, waitForConversion, type JobWorld } from './jobs-world';

/** A reference delivery imported by a job is what the next conversion normalizes against. */
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
  it('imports a stored delivery zip, and later conversions use that release', async () => {
    const dir = demoReferenceDir();
    const entries: Record<string, Uint8Array> = {};
    for (const name of (await readdir(dir)).filter((n) => n.endsWith('.txt'))) entries[name] = await readFile(path.join(dir, name));
    const zip = Buffer.from(zipSync(entries));

    // Reference data is shared by every workspace: a workspace owner may not replace it.
    const byOwner = await submitReferenceImport(world.owner.claims, { fileName: 'x.zip', body: zip }, world.runtime);
    expect(byOwner).toMatchObject({ ok: false, code: 'not_allowed' });

    const admin = await makeUser(world.db, { username: 'refadmin', admin: true });
    const submitted = await submitReferenceImport(admin.claims, { fileName: 'AutoCare-demo-2026.zip', body: zip }, world.runtime);
    if (!submitted.ok) throw new Error(submitted.message);
    const job = await waitFor(
      () => world.boss.getJobById(QUEUES.referenceImport, submitted.jobId),
      (j) => j?.state === 'completed' || j?.state === 'failed',
      90_000,
    );
    expect(job?.state).toBe('completed');
    expect(job?.output).toMatchObject({ status: 'imported' });
    const releaseId = (job?.output as { releaseId: number }).releaseId;

    const received = await submitUpload(
      world.operator.claims,
      { workspaceId: world.workspace, fileName: 'brakes.csv', body: createReadStream('tests/fixtures/ingest/en-brakes-clean.csv') },
      world.runtime,
    );
    if (!received.ok) throw new Error(received.message);
    const converting = await submitConversion(world.operator.claims, { workspaceId: world.workspace, uploadId: received.upload.id, brand: 'BKMN' }, world.runtime);
    if (!converting.ok) throw new Error(converting.message);
    const done = await waitForConversion(world, converting.conversion.id);
    expect(done.status).toBe('succeeded');
    expect(done.report?.reference.source).toBe(`reference release ${releaseId} (AutoCare-demo-2026.zip)`);
    expect(done.counts).toMatchObject({ rows: 20, converted: 17 });
  }, 120_000);
});
