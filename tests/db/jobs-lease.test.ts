import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUEUES, startBoss } from '@/lib/jobs';
import { closeTemplate, freshDb, type TestDb } from './harness';
import { waitFor } from './jobs-world';

/**
 * PARTSMITH_JOB_LEASE_SECONDS reaches an installation whose queues already exist (issue 11, point
 * 13): pg-boss's createQueue keeps an existing queue's options, so a shorter lease never applied
 * and a dead worker's export stayed "running" for the old hour.
 */
let db: TestDb;
const started: PgBoss[] = [];

async function start(env: Record<string, string>, supervise = false): Promise<PgBoss> {
  vi.unstubAllEnvs();
  vi.stubEnv('PARTSMITH_JOB_LEASE_SECONDS', env.lease ?? '');
  vi.stubEnv('PARTSMITH_JOB_MAINTENANCE_SECONDS', env.maintenance ?? '');
  const boss = await startBoss(db, { supervise, schedule: false });
  started.push(boss);
  return boss;
}

async function stop(boss: PgBoss): Promise<void> {
  await boss.stop({ graceful: false, wait: true });
  started.splice(started.indexOf(boss), 1);
}

/** A convert job a worker took and then died with. */
async function jobOfDeadWorker(boss: PgBoss): Promise<string> {
  const id = await boss.send(QUEUES.convert, { conversionId: randomUUID() });
  const [job] = await boss.fetch(QUEUES.convert);
  expect(job?.id).toBe(id);
  return id!;
}

const expiresIn = async (id: string) =>
  (await db.query<{ seconds: number }>(`select extract(epoch from expire_in)::int as seconds from pgboss.job where id = $1`, [id]))[0]!.seconds;

beforeEach(async () => {
  db = await freshDb();
});

afterEach(async () => {
  for (const boss of [...started]) await stop(boss);
  vi.unstubAllEnvs();
  await db.close();
});

afterAll(async () => {
  await closeTemplate();
});

describe('a changed job lease', () => {
  it('reaches queues made with the old one when the next process starts', async () => {
    const before = await start({});
    expect((await before.getQueue(QUEUES.convert))?.expireInSeconds).toBe(3600);
    await stop(before);

    const after = await start({ lease: '30' });
    for (const name of [QUEUES.convert, QUEUES.export, QUEUES.retention]) expect((await after.getQueue(name))?.expireInSeconds, name).toBe(30);
    expect((await after.getQueue(QUEUES.referenceImport))?.expireInSeconds).toBe(60);
    // The rest of each queue's settings stay as configured.
    expect(await after.getQueue(QUEUES.convert)).toMatchObject({ retryLimit: 2, retryDelay: 10, retryBackoff: true, deadLetter: QUEUES.convertFailed });
  });

  it('reaches the job of a worker that died under the old lease, and maintenance retries it', async () => {
    const before = await start({});
    const id = await jobOfDeadWorker(before);
    expect(await expiresIn(id)).toBe(3600);
    await stop(before);

    // The installation restarts with a 30-second lease and maintenance every second.
    const after = await start({ lease: '30', maintenance: '1' }, true);
    expect(await expiresIn(id)).toBe(30);
    await db.query(`update pgboss.job set started_on = now() - interval '31 seconds' where id = $1`, [id]);
    const job = await waitFor(() => after.getJobById(QUEUES.convert, id), (j) => j?.state !== 'active', 15_000);
    expect(job?.state).toBe('retry');
    expect(JSON.stringify(job?.output)).toMatch(/timeout/);
  });

  it('may be as long as pg-boss allows: a day-long setting starts, each queue just under 24 hours', async () => {
    const boss = await start({ lease: '86400' });
    for (const name of [QUEUES.convert, QUEUES.referenceImport]) expect((await boss.getQueue(name))?.expireInSeconds, name).toBe(86_399);
  });
});
