/**
 * A real job setup on an in-memory PGlite: pg-boss on the test database, blobs in a temporary
 * folder, a signing key of its own, notices collected in memory. Workers poll fast and retry soon,
 * so tests see a retry within seconds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type PgBoss from 'pg-boss';
import { loadOrCreateSigningKey, type SigningKey } from '@/lib/catalog';
import { serverConfig } from '@/lib/config';
import { asService, withUser } from '@/lib/db/scopes';
import { addMemberByEmail, createWorkspace } from '@/lib/data/workspaces';
import { jobContextFromEnv, QUEUES, startBoss, startWorkers, submitExport, type JobContext, type MailMessage } from '@/lib/jobs';
import { LocalBlobStore } from '@/lib/storage';
import { getConversion, type Conversion } from '@/lib/data/catalogs';
import { getExport, getExportRequest, type Export, type ExportRequest } from '@/lib/data/exports';
import { freshDb, makeUser, type TestDb, type TestUser } from './harness';

export interface JobWorld {
  db: TestDb;
  boss: PgBoss;
  store: LocalBlobStore;
  ctx: JobContext;
  signer: SigningKey;
  mail: MailMessage[];
  root: string;
  owner: TestUser;
  operator: TestUser;
  reviewer: TestUser;
  workspace: string;
  runtime: { db: TestDb; boss: PgBoss; store: LocalBlobStore };
  workersStarted: boolean;
  startWorkers(): Promise<void>;
  close(): Promise<void>;
}

/** `standardsDir`: the XSD folder for the jobs (default none: XSD validation reported as not run). */
export async function buildJobWorld(options: { standardsDir?: string | null } = {}): Promise<JobWorld> {
  const db = await freshDb();
  const root = await mkdtemp(path.join(os.tmpdir(), 'partsmith-jobs-test-'));
  const store = new LocalBlobStore(path.join(root, 'blobs'));
  const key = await loadOrCreateSigningKey(path.join(root, 'keys'));
  if (!key.ok) throw new Error(key.message);
  const signer = key.value;
  const mail: MailMessage[] = [];
  const ctx = await jobContextFromEnv(
    {
      db,
      store,
      mailer: {
        send: async (m) => {
          mail.push(m);
          return { ok: true };
        },
      },
    },
    { signer: async () => signer, workDir: path.join(root, 'work'), progressIntervalMs: 0, standardsDir: options.standardsDir ?? null },
    serverConfig({}),
  );
  const boss = await startBoss(db, { supervise: false, schedule: false });
  // Retries a second apart (production waits 10 s and more), so a test sees the retry.
  for (const name of [QUEUES.convert, QUEUES.export]) await boss.updateQueue(name, { name, retryDelay: 1, retryBackoff: false });

  const owner = await makeUser(db, { username: 'olga' });
  const operator = await makeUser(db, { username: 'otto' });
  const reviewer = await makeUser(db, { username: 'ruth' });
  const created = await withUser(owner.claims, (tx) => createWorkspace(tx, { name: 'Jobs', slug: `jobs-${owner.id.slice(0, 8)}` }), db);
  if (!created.ok) throw new Error(created.message);
  for (const [user, role] of [
    [operator, 'operator'],
    [reviewer, 'reviewer'],
  ] as const) {
    const added = await withUser(owner.claims, (tx) => addMemberByEmail(tx, { workspaceId: created.workspaceId, email: user.email, role }), db);
    if (!added.ok) throw new Error(added.message);
  }
  await asService(
    (tx) => tx.query(`insert into public.workspace_settings (workspace_id, notification_email) values ($1, 'team@example.test')`, [created.workspaceId]),
    db,
  );

  const world: JobWorld = {
    db,
    boss,
    store,
    ctx,
    signer,
    mail,
    root,
    owner,
    operator,
    reviewer,
    workspace: created.workspaceId,
    runtime: { db, boss, store },
    workersStarted: false,
    async startWorkers() {
      if (world.workersStarted) return;
      world.workersStarted = true;
      await startWorkers(boss, ctx, { pollingIntervalSeconds: 0.5, retention: false });
    },
    async close() {
      // Graceful: a handler still finishing (its notice, pg-boss's completion) must not meet a closed database.
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 }).catch(() => undefined);
      await db.close();
      await rm(root, { recursive: true, force: true });
    },
  };
  return world;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `done` says so (or throws after `timeoutMs`), returning the last value. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting; last value: ${JSON.stringify(value)?.slice(0, 500)}`);
    await sleep(200);
  }
}

export function waitForConversion(world: JobWorld, id: string, statuses: Conversion['status'][] = ['succeeded', 'failed']): Promise<Conversion> {
  return waitFor(
    async () => (await asService((tx) => getConversion(tx, id), world.db))!,
    (c) => statuses.includes(c.status),
  );
}

export function waitForExportRequest(world: JobWorld, id: string, statuses: ExportRequest['status'][] = ['succeeded', 'failed']): Promise<ExportRequest> {
  return waitFor(
    async () => (await asService((tx) => getExportRequest(tx, id), world.db))!,
    (r) => statuses.includes(r.status),
  );
}

/**
 * Exports a conversion as the operator with confirmation given up front (what an export holds is
 * the caller's subject; the guard is tests/db/jobs-export-guard.test.ts's) and waits for it to be
 * published: the export, or a throw saying how the request ended instead.
 */
export async function exportAndWait(world: JobWorld, conversionId: string, user: TestUser = world.operator): Promise<Export> {
  const submitted = await submitExport(user.claims, { workspaceId: world.workspace, conversionId, confirm: true }, world.runtime);
  if (!submitted.ok) throw new Error(submitted.message);
  const done = await waitForExportRequest(world, submitted.request.id);
  if (done.status !== 'succeeded' || !done.exportId) throw new Error(`the export ended ${done.status}: ${JSON.stringify(done.error)}`);
  const published = await withUser(user.claims, (tx) => getExport(tx, done.exportId!), world.db);
  if (!published) throw new Error(`export ${done.exportId} is not readable by ${user.id}`);
  return published;
}
