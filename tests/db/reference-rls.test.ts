/**
 * Reference data is licensed: active users and server code read it, nobody else; only server code
 * writes it. Run as the real roles, on PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoReferenceDir } from '@/lib/catalog/reference';
import { importReferenceRelease, listReferenceReleases, loadReferenceSetFromDb } from '@/lib/data/reference';
import { asAnon, asService, withUser } from '@/lib/db/scopes';
import type { Queryable } from '@/lib/db/types';
import { closeTemplate, freshDb, makeUser, sqlstateOf, type TestDb, type TestUser } from './harness';

let db: TestDb;
let active: TestUser, pending: TestUser, suspended: TestUser;
let releaseId: number;

const as = <T>(user: TestUser, fn: (tx: Queryable) => Promise<T>) => withUser(user.claims, fn, db);
const makes = (tx: Queryable) => tx.query('select make_id from reference.make');

beforeAll(async () => {
  db = await freshDb();
  const imported = await importReferenceRelease(db, demoReferenceDir());
  if (!imported.ok) throw new Error(imported.message);
  releaseId = imported.release.id;
  active = await makeUser(db);
  pending = await makeUser(db, { status: 'pending_review' });
  suspended = await makeUser(db, { status: 'suspended' });
});
afterAll(async () => {
  await db.close();
  await closeTemplate();
});

describe('who reads reference data', () => {
  it('lets an active user read releases and rows, and load a release as a ReferenceSet', async () => {
    expect(await as(active, makes)).toHaveLength(28);
    expect((await as(active, listReferenceReleases)).map((r) => r.id)).toEqual([releaseId]);
    const loaded = await as(active, (tx) => loadReferenceSetFromDb(tx));
    expect(loaded.ok && loaded.reference.baseVehicles.size).toBe(2768);
  });

  it('shows a pending or suspended user nothing', async () => {
    for (const user of [pending, suspended]) {
      expect(await as(user, makes)).toEqual([]);
      expect(await as(user, (tx) => tx.query('select id from reference.releases'))).toEqual([]);
      expect(await as(user, (tx) => tx.query('select count(*)::int as n from reference.vehicle'))).toEqual([{ n: 0 }]);
      expect(await as(user, (tx) => loadReferenceSetFromDb(tx))).toMatchObject({ ok: false, code: 'not_found' });
    }
  });

  it('gives a visitor no access to the schema at all', async () => {
    expect(await sqlstateOf(asAnon(makes, db))).toBe('42501');
    expect(await sqlstateOf(asAnon((tx) => tx.query('select id from reference.releases'), db))).toBe('42501');
  });

  it('lets server code read everything', async () => {
    expect(await asService(makes, db)).toHaveLength(28);
  });
});

describe('who writes reference data', () => {
  it('refuses inserts, updates and deletes by an active user', async () => {
    expect(await sqlstateOf(as(active, (tx) => tx.query(`insert into reference.make values ($1, 1, 'Forged')`, [releaseId])))).toBe('42501');
    expect(
      await sqlstateOf(as(active, (tx) => tx.query(`insert into reference.releases (source, sha256) values ('x', repeat('c', 64))`))),
    ).toBe('42501');
    expect(await sqlstateOf(as(active, (tx) => tx.query(`update reference.make set make_name = 'X'`)))).toBe('42501');
    expect(await sqlstateOf(as(active, (tx) => tx.query(`delete from reference.vehicle`)))).toBe('42501');
    expect(await sqlstateOf(as(active, (tx) => tx.query('select reference.refresh_statistics()')))).toBe('42501');
    expect(await asService(makes, db)).toHaveLength(28);
  });

  it('lets server code write', async () => {
    const rows = await asService(
      (tx) => tx.query<{ make_id: number }>(`insert into reference.make values ($1, 1, 'Forged') returning make_id`, [releaseId]),
      db,
    );
    expect(rows).toEqual([{ make_id: 1 }]);
    await asService((tx) => tx.query('delete from reference.make where release_id = $1 and make_id = 1', [releaseId]), db);
  });

  it('forces row level security on every table of the schema', async () => {
    const tables = await db.query<{ name: string; enabled: boolean; forced: boolean; policies: number }>(
      `select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
              (select count(*)::int from pg_policies p where p.schemaname = 'reference' and p.tablename = c.relname) as policies
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'reference' and c.relkind = 'r' order by 1`,
    );
    expect(tables.length).toBe(21);
    for (const table of tables) expect(table, table.name).toMatchObject({ enabled: true, forced: true, policies: 1 });
  });
});
