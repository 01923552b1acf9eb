import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthUser, getAccountStatus } from '@/lib/data/accounts';
import { openDatabase } from '@/lib/db/connection';
import { asService, withUser } from '@/lib/db/scopes';
import { embeddedPaths } from '@/lib/db/target';
import type { Db } from '@/lib/db/types';

const run = promisify(execFile);
let dataDir: string;
const opened: Db[] = [];

async function open(): Promise<Db> {
  const db = await openDatabase({ kind: 'embedded', dataDir });
  opened.push(db);
  return db;
}

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psdb-'));
});

afterEach(async () => {
  // Clients first, then the owner: closing the owner stops the socket under them.
  for (const db of opened.splice(0).reverse()) await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded database shared over a Unix socket', () => {
  it('lets another process write through the socket, and approve an account the owner then sees', async () => {
    const owner = await open();
    expect(owner.backend).toBe('pglite-owner');
    const paths = embeddedPaths(dataDir);
    expect(fs.existsSync(paths.socket)).toBe(true);
    expect(fs.readFileSync(paths.lock, 'utf8').trim()).toBe(String(process.pid));

    const created = await createAuthUser(owner, { email: 'waiting@example.test', encryptedPassword: 'x' });
    if (!created.ok) throw new Error(created.message);
    const user = { sub: created.user.id, email: 'waiting@example.test' };
    expect(await withUser(user, (tx) => getAccountStatus(tx, user.sub), owner)).toBe('pending_review');

    const child = await run(
      process.execPath,
      ['--import', './scripts/server-only-hook.mjs', '--import', 'tsx', path.join('tests', 'db', 'socket-client-child.ts'), 'waiting@example.test', 'from the child'],
      { cwd: process.cwd(), env: { ...process.env, PARTSMITH_DATA_DIR: dataDir, DATABASE_URL: '', PARTSMITH_DB: '' }, timeout: 60_000 },
    );
    const report = JSON.parse(child.stdout.trim().split('\n').pop()!);
    expect(report).toEqual({ backend: 'pglite-socket', approved: true });

    const rows = await asService((tx) => tx.query('select message from public.contact_submissions'), owner);
    expect(rows).toEqual([{ message: 'from the child' }]);
    expect(await withUser(user, (tx) => getAccountStatus(tx, user.sub), owner)).toBe('active');
  }, 90_000);

  it('makes a second opener in the same folder a socket client, never a second PGlite', async () => {
    const owner = await open();
    const client = await open();
    expect(client.backend).toBe('pglite-socket');
    await client.query(`insert into auth.users (email) values ('via-socket@example.test')`);
    const [row] = await owner.query<{ n: number }>(`select count(*)::int as n from public.users where email = 'via-socket@example.test'`);
    expect(row).toEqual({ n: 1 });
  }, 60_000);

  it('keeps concurrent work from the socket and from the owner apart (no interleaved statements, no leaked roles)', async () => {
    const owner = await open();
    const clients = [await open(), await open()];
    const problems: string[] = [];
    const jobs: Promise<void>[] = [];
    for (let i = 0; i < 300; i++) {
      const db = i % 5 === 0 ? owner : clients[i % 2]!;
      if (i % 4 === 0) {
        jobs.push(
          db.transaction(async (tx) => {
            await tx.exec('set local role authenticated');
            const [row] = await tx.query<{ who: string; v: number }>('select current_user as who, $1::int as v', [i]);
            if (row?.who !== 'authenticated' || row.v !== i) problems.push(`tx ${i}: ${JSON.stringify(row)}`);
          }),
        );
      } else {
        jobs.push(
          db.query<{ who: string; v: number }>('select current_user as who, $1::int as v, pg_sleep(0)', [i]).then(([row]) => {
            if (row?.who !== 'postgres' || row.v !== i) problems.push(`query ${i}: ${JSON.stringify(row)}`);
          }),
        );
      }
    }
    const failures = (await Promise.allSettled(jobs)).filter((r) => r.status === 'rejected');
    expect(failures.map((f) => String((f as PromiseRejectedResult).reason))).toEqual([]);
    expect(problems).toEqual([]);
  }, 60_000);

  it('takes over a lock and socket file left behind by a crashed process', async () => {
    const paths = embeddedPaths(dataDir);
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(paths.lock, `${gone}\n`);
    fs.writeFileSync(paths.socket, ''); // a socket file nobody listens on
    const db = await open();
    expect(db.backend).toBe('pglite-owner');
    expect(fs.readFileSync(paths.lock, 'utf8').trim()).toBe(String(process.pid));
  }, 60_000);

  it('keeps the data on disk and removes its lock and socket on close', async () => {
    const first = await open();
    await first.query(`insert into auth.users (email) values ('kept@example.test')`);
    await first.close();
    opened.splice(opened.indexOf(first), 1);
    const paths = embeddedPaths(dataDir);
    expect(fs.existsSync(paths.lock)).toBe(false);
    expect(fs.existsSync(paths.socket)).toBe(false);

    const second = await open();
    expect(second.backend).toBe('pglite-owner');
    const [row] = await second.query<{ n: number }>(`select count(*)::int as n from public.users where email = 'kept@example.test'`);
    expect(row).toEqual({ n: 1 });
  }, 60_000);
});
