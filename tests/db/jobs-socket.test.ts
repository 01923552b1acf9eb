import { createReadStream } from 'node:fs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateSigningKey } from '@/lib/catalog';
import { serverConfig } from '@/lib/config';
import { openDatabase } from '@/lib/db/connection';
import { asService, withUser } from '@/lib/db/scopes';
import type { Db } from '@/lib/db/types';
import { createAuthUser, setAccountStatus, setPlatformAdmin } from '@/lib/data/accounts';
import { jobContextFromEnv, startBoss, startWorkers, submitConversion, submitUpload } from '@/lib/jobs';
import { LocalBlobStore } from '@/lib/storage';
import { getConversion } from '@/lib/data/catalogs';
import { waitFor } from './jobs-world';

/**
 * `npm run worker` in embedded mode: the app owns the PGlite and serves it on the socket; a worker
 * reaches it through the socket with postgres.js. pg-boss installs its schema (scripts of several
 * statements), takes a job the app queued and records the result — all through the socket.
 */
let dataDir: string;
let owner: Db;
let worker: Db;
let workerBoss: PgBoss;
let appBoss: PgBoss;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psjobs-'));
  owner = await openDatabase({ kind: 'embedded', dataDir });
  worker = await openDatabase({ kind: 'embedded', dataDir });
}, 120_000);

afterAll(async () => {
  await workerBoss?.stop({ graceful: true, wait: true, timeout: 15_000 }).catch(() => undefined);
  await appBoss?.stop({ graceful: true, wait: true, timeout: 15_000 }).catch(() => undefined);
  // Clients first, then the owner: closing the owner stops the socket under them.
  await worker?.close();
  await owner?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a worker process on the embedded database', () => {
  it('runs a conversion the app queued, through the socket', async () => {
    expect(owner.backend).toBe('pglite-owner');
    expect(worker.backend).toBe('pglite-socket');

    const created = await createAuthUser(owner, { email: 'op@example.test', encryptedPassword: 'x', username: 'opsocket' });
    if (!created.ok) throw new Error(created.message);
    const userId = created.user.id;
    await asService((tx) => setAccountStatus(tx, { userId, status: 'active' }), owner);
    await asService((tx) => setPlatformAdmin(tx, { userId, isAdmin: false }), owner);
    const claims = { sub: userId, email: 'op@example.test' };
    const [ws] = await asService((tx) => tx.query<{ id: string }>(`select id from public.workspaces where created_by = $1`, [userId]), owner);

    const store = new LocalBlobStore(path.join(dataDir, 'blobs'));
    // The worker installs pg-boss through the socket; the app then uses the same schema.
    workerBoss = await startBoss(worker, { supervise: false, schedule: false });
    appBoss = await startBoss(owner, { supervise: false, schedule: false });
    const key = await loadOrCreateSigningKey(path.join(dataDir, 'keys'));
    if (!key.ok) throw new Error(key.message);
    const signer = key.value;
    const ctx = await jobContextFromEnv({ db: worker, store, mailer: null }, { signer: async () => signer, workDir: path.join(dataDir, 'work') }, serverConfig({}));
    await startWorkers(workerBoss, ctx, { pollingIntervalSeconds: 0.5, retention: false });

    const runtime = { db: owner, boss: appBoss, store };
    const received = await submitUpload(claims, { workspaceId: ws!.id, fileName: 'brakes.csv', body: createReadStream('tests/fixtures/ingest/en-brakes-clean.csv') }, runtime);
    if (!received.ok) throw new Error(received.message);
    const submitted = await submitConversion(claims, { workspaceId: ws!.id, uploadId: received.upload.id, brand: 'BKMN' }, runtime);
    if (!submitted.ok) throw new Error(submitted.message);

    const done = await waitFor(
      async () => (await withUser(claims, (tx) => getConversion(tx, submitted.conversion.id), owner))!,
      (c) => c.status === 'succeeded' || c.status === 'failed',
    ).catch(async (e) => {
      console.log(JSON.stringify(await owner.query(`select state, retry_count, output from pgboss.job`), null, 1));
      throw e;
    });
    expect(done).toMatchObject({ status: 'succeeded', counts: { rows: 20 } });
    // pg-boss marks the job completed after the handler has recorded the conversion: on a busy machine
    // the row can still say active for a moment (the suite failed on reading it at once).
    const [job] = await waitFor(
      () => owner.query<{ state: string }>(`select state::text from pgboss.job where id = $1`, [done.jobId]),
      (rows) => rows[0]?.state !== 'active',
    );
    expect(job).toEqual({ state: 'completed' });
    sharedClaims = claims;
    sharedWorkspace = ws!.id;
    sharedUpload = received.upload.id;
  }, 120_000);

  it('queues a job through the socket too (the CLI, a script, a second app process)', async () => {
    // pg-boss passes unset options as undefined, which postgres.js refuses unless bossDb maps them.
    const runtime = { db: worker, boss: workerBoss, store: new LocalBlobStore(path.join(dataDir, 'blobs')) };
    const submitted = await submitConversion(sharedClaims, { workspaceId: sharedWorkspace, uploadId: sharedUpload, brand: 'BKMN', acceptThreshold: 0.95 }, runtime);
    if (!submitted.ok) throw new Error(submitted.message);
    const done = await waitFor(
      async () => (await withUser(sharedClaims, (tx) => getConversion(tx, submitted.conversion.id), owner))!,
      (c) => c.status === 'succeeded' || c.status === 'failed',
    );
    expect(done).toMatchObject({ status: 'succeeded', counts: { rows: 20 } });
  }, 120_000);
});

let sharedClaims: { sub: string; email: string };
let sharedWorkspace: string;
let sharedUpload: string;
