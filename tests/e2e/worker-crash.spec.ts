import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_WORKERS_DATA_DIR, E2E_WORKERS_URL } from '../../playwright.config';
import { GOOD_PASSWORD, uniqueEmail } from './cli';

/**
 * A worker process killed in the middle of a conversion (SIGKILL: no chance to clean up). The server
 * here runs no workers of its own and has a 15-second job lease: the dead worker's job is noticed when
 * the lease runs out, retried by the next worker from scratch, and ends with every row accounted for —
 * and nothing is exported half-way.
 */
test.describe.configure({ timeout: 180_000 });

const root = path.resolve(import.meta.dirname, '../..');
const ROWS = 300_000;
const env = {
  ...process.env,
  PARTSMITH_DATA_DIR: E2E_WORKERS_DATA_DIR,
  PARTSMITH_IN_APP_WORKER: '0',
  PARTSMITH_JOB_LEASE_SECONDS: '15',
  PARTSMITH_JOB_MAINTENANCE_SECONDS: '1',
};

/** `partsmith …` against this server's database (through its socket). */
function partsmith(args: string[], input?: string): string {
  return execFileSync(process.execPath, [path.join(root, 'bin/partsmith.mjs'), ...args], { cwd: root, env, input, encoding: 'utf8', timeout: 60_000 });
}

/** `npm run worker` without npm in between, so the signal reaches the worker itself. */
function startWorker(): ChildProcess {
  const worker = spawn(process.execPath, ['--import', './scripts/server-only-hook.mjs', '--import', 'tsx', 'lib/jobs/worker-cli.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  worker.stdout?.resume();
  worker.stderr?.resume();
  return worker;
}

async function job(request: APIRequestContext, key: string, id: string) {
  const response = await request.get(`${E2E_WORKERS_URL}/api/v1/jobs/${id}`, { headers: { Authorization: `Bearer ${key}` } });
  expect(response.status()).toBe(200);
  return (await response.json()).job as { status: string; stage: string | null; rowsDone: number; attempt: number; counts: { rows: number; converted: number } | null };
}

test('a worker killed mid-job: the job is retried from scratch by another worker and completes', async ({ request }) => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'partsmith-crash-'));
  const workers: ChildProcess[] = [];
  try {
    const catalog = path.join(work, 'big-catalog.csv');
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/generate-catalog.ts', 'id', String(ROWS), catalog], { cwd: root, timeout: 60_000 });

    const email = uniqueEmail('crash');
    partsmith(['users', 'create', email, '--password-stdin', '--status', 'active'], `${GOOD_PASSWORD}\n`);
    const slug = partsmith(['workspaces', 'list', email]).trim().split(/\s+/)[0]!;
    const key = partsmith(['api-keys', 'create', slug, '--name', 'crash test', '--scopes', 'uploads:write,jobs:read,jobs:write,exports:read', '--owner', email]).trim();
    const auth = { Authorization: `Bearer ${key}` };

    const uploaded = await request.post(`${E2E_WORKERS_URL}/api/v1/uploads`, {
      headers: { ...auth, 'X-File-Name': 'big-catalog.csv', 'Content-Type': 'text/csv' },
      data: readFileSync(catalog),
    });
    expect(uploaded.status()).toBe(201);
    const started = await request.post(`${E2E_WORKERS_URL}/api/v1/jobs`, { headers: auth, data: { uploadId: (await uploaded.json()).upload.id, brand: 'BKMN' } });
    expect(started.status()).toBe(201);
    const id: string = (await started.json()).job.id;

    // Nobody runs jobs yet: it waits.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await job(request, key, id)).status).toBe('queued');

    // The first worker takes it and is killed once rows are being converted.
    const doomed = startWorker();
    workers.push(doomed);
    await expect.poll(async () => (await job(request, key, id)).rowsDone, { timeout: 60_000, intervals: [100] }).toBeGreaterThan(0);
    doomed.kill('SIGKILL');
    const orphaned = await job(request, key, id);
    expect(orphaned.status).toBe('running');
    expect(orphaned.attempt).toBe(1);

    // A second worker: the job comes back to it once the dead one's lease runs out, and starts over.
    workers.push(startWorker());
    await expect.poll(async () => (await job(request, key, id)).status, { timeout: 120_000, intervals: [500] }).toBe('succeeded');
    const done = await job(request, key, id);
    expect(done.attempt).toBe(2);
    expect(done.counts?.rows).toBe(ROWS);
    expect(done.counts?.converted).toBeGreaterThan(0);

    // Nothing was published by the dead worker.
    const exports = await request.get(`${E2E_WORKERS_URL}/api/v1/exports`, { headers: auth });
    expect((await exports.json()).exports).toEqual([]);
  } finally {
    for (const worker of workers) worker.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  }
});
