import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthUser, getAccountStatus } from '@/lib/data/accounts';
import { openDatabase } from '@/lib/db/connection';
import { sqlstateError } from '@/lib/db/refusals';
import { asService, withUser } from '@/lib/db/scopes';
import { embeddedPaths } from '@/lib/db/target';
import type { Db } from '@/lib/db/types';
import { requestNotesStorage, type RequestNotes } from '@/lib/monitoring/request-notes';

/**
 * The app server's embedded database on a thread of its own (lib/db/pglite-thread.ts): the same `Db`
 * as PGlite on the app's thread — scopes under RLS, transactions that commit or roll back whole,
 * errors with their SQLSTATE — while it still serves other processes on the socket.
 */
let dataDir: string;
let owner: Db;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psthread-'));
  owner = await openDatabase({ kind: 'embedded', dataDir }, { thread: true });
}, 120_000);

afterAll(async () => {
  await owner?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded PGlite on a thread of its own', () => {
  it('owns the folder, migrated, and answers with the same value types', async () => {
    expect(owner.backend).toBe('pglite-owner');
    expect(owner.description).toMatch(/thread of its own/);
    const [row] = await owner.query<{ d: string; t: Date; j: { a: number }; n: number }>(
      `select date '2026-03-01' as d, timestamptz '2026-03-01T10:00:00Z' as t, $1::jsonb as j, 7::int8 as n`,
      [JSON.stringify({ a: 1 })],
    );
    expect(row).toEqual({ d: '2026-03-01', t: new Date('2026-03-01T10:00:00Z'), j: { a: 1 }, n: 7 });
    const [migrated] = await owner.query<{ n: number }>(`select count(*)::int as n from public.workspaces`);
    expect(migrated?.n).toBe(0);
  });

  it('runs scopes under RLS, and concurrent ones never see each other’s claims', async () => {
    const users = await Promise.all(
      ['a', 'b', 'c', 'd'].map(async (name) => {
        const created = await createAuthUser(owner, { email: `${name}@thread.test`, encryptedPassword: 'x' });
        if (!created.ok) throw new Error(created.message);
        return { sub: created.user.id, email: `${name}@thread.test` };
      }),
    );
    const seen = await Promise.all(
      users.flatMap((user) =>
        [1, 2, 3].map(() =>
          withUser(user, async (tx) => {
            const [claims] = await tx.query<{ sub: string }>(`select auth.uid()::text as sub`);
            return { sub: claims?.sub, status: await getAccountStatus(tx, user.sub) };
          }, owner),
        ),
      ),
    );
    expect(seen.map((s) => s.sub)).toEqual(users.flatMap((u) => [u.sub, u.sub, u.sub]));
    expect(new Set(seen.map((s) => s.status))).toEqual(new Set(['pending_review']));
    // RLS: a user reads their own account row only.
    const [first, second] = users;
    const other = await withUser(first!, (tx) => getAccountStatus(tx, second!.sub), owner);
    expect(other).toBeNull();
  });

  it('rolls a transaction back whole when its work throws, and carries SQLSTATE and constraint across', async () => {
    await owner.exec(`create table public.thread_probe (id int primary key)`);
    await expect(
      owner.transaction(async (tx) => {
        await tx.query(`insert into public.thread_probe values (1)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await owner.query(`select id from public.thread_probe`)).toEqual([]);

    await owner.query(`insert into public.thread_probe values (2)`);
    const failed = await owner.transaction((tx) => tx.query(`insert into public.thread_probe values (2)`)).catch((e: unknown) => e);
    expect(sqlstateError(failed)).toEqual(expect.objectContaining({ code: '23505', constraint: 'thread_probe_pkey' }));
    expect(await owner.query(`select id from public.thread_probe`)).toEqual([{ id: 2 }]);
  });

  it('notes each request’s statements and time on the database, as on the app’s thread', async () => {
    const notes: RequestNotes = { userId: null, error: null, metadata: {} };
    await requestNotesStorage().run(notes, () => asService((tx) => tx.query('select 1'), owner));
    expect(notes.metadata.dbStatements).toBe(4); // BEGIN, the scope's claims, the query, COMMIT
    expect(notes.metadata.dbBusyMs).toEqual(expect.any(Number));
  });

  it('serves the folder to other processes on the socket, through the same gate', async () => {
    expect(fs.existsSync(embeddedPaths(dataDir).socket)).toBe(true);
    const client = await openDatabase({ kind: 'embedded', dataDir });
    try {
      expect(client.backend).toBe('pglite-socket');
      await client.query(`insert into public.thread_probe values (3)`);
      const both = await Promise.all([
        owner.query<{ id: number }>(`select id from public.thread_probe order by id`),
        client.transaction((tx) => tx.query<{ id: number }>(`select id from public.thread_probe order by id`)),
      ]);
      expect(both).toEqual([[{ id: 2 }, { id: 3 }], [{ id: 2 }, { id: 3 }]]);
    } finally {
      await client.close();
    }
  });
});
