import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/connection';
import { migrate, readMigrations } from '@/lib/db/migrations';
import { closeTemplate, emptyDb, type TestDb } from './harness';

afterAll(closeTemplate);

describe('migration runner', () => {
  let db: TestDb;
  afterEach(async () => db?.close());

  it('applies bootstrap and every migration on an empty database, then nothing on the second run', async () => {
    db = await emptyDb();
    const files = readMigrations();
    const first = await migrate(db);
    expect(first.bootstrapped).toBe(true);
    expect(first.applied).toEqual(files.map((file) => file.version));

    const second = await migrate(db);
    expect(second.applied).toEqual([]);
    expect(second.alreadyApplied).toBe(files.length);
    expect(second.changedSinceApplied).toEqual([]);

    const recorded = await db.query<{ version: string; name: string }>(
      'select version, name from supabase_migrations.schema_migrations order by version',
    );
    expect(recorded).toEqual(files.map((file) => ({ version: file.version, name: file.name })));
  });

  it('migrates an in-memory database when it is opened', async () => {
    const memory = await openDatabase({ kind: 'memory' });
    try {
      const [row] = await memory.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations');
      expect(row?.n).toBe(readMigrations().length);
    } finally {
      await memory.close();
    }
  });

  it('names migration files the way the Supabase CLI does', () => {
    for (const file of fs.readdirSync(path.join(process.cwd(), 'supabase', 'migrations'))) {
      expect(file).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
    }
  });

  it('creates what Supabase provides: auth schema, claim functions and API roles', async () => {
    db = await emptyDb();
    await migrate(db);
    const roles = await db.query<{ rolname: string; rolbypassrls: boolean }>(
      `select rolname, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
    );
    expect(roles).toEqual([
      { rolname: 'anon', rolbypassrls: false },
      { rolname: 'authenticated', rolbypassrls: false },
      { rolname: 'service_role', rolbypassrls: true },
    ]);
    const claims = await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: '7d3f1f7e-0000-4000-8000-000000000001', role: 'authenticated', email: 'a@b.test' }),
      ]);
      const [row] = await tx.query('select auth.uid()::text as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> $1 as sub', ['sub']);
      return row;
    });
    expect(claims).toEqual({
      uid: '7d3f1f7e-0000-4000-8000-000000000001',
      role: 'authenticated',
      email: 'a@b.test',
      sub: '7d3f1f7e-0000-4000-8000-000000000001',
    });
  });

  it('reads the older per-claim setting too, as Supabase does', async () => {
    db = await emptyDb();
    await migrate(db);
    const [row] = await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claim.sub', '7d3f1f7e-0000-4000-8000-000000000002', true)`);
      return tx.query<{ uid: string }>('select auth.uid()::text as uid');
    });
    expect(row?.uid).toBe('7d3f1f7e-0000-4000-8000-000000000002');
  });

  it('reports a migration whose file changed after it was applied, without re-running it', async () => {
    db = await emptyDb();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-migrations-'));
    try {
      fs.writeFileSync(path.join(dir, '20990101000000_probe.sql'), 'create table public.probe (id int);');
      expect((await migrate(db, { migrationsDir: dir })).applied).toEqual(['20990101000000']);
      fs.writeFileSync(path.join(dir, '20990101000000_probe.sql'), 'create table public.probe (id int, extra int);');
      const again = await migrate(db, { migrationsDir: dir });
      expect(again.applied).toEqual([]);
      expect(again.changedSinceApplied).toEqual(['20990101000000']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rolls back a failing migration entirely and does not record it', async () => {
    db = await emptyDb();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-migrations-'));
    try {
      fs.writeFileSync(path.join(dir, '20990101000000_broken.sql'), 'create table public.half (id int);\nselect 1/0;');
      await expect(migrate(db, { migrationsDir: dir })).rejects.toThrow(/division by zero/);
      const [row] = await db.query<{ exists: boolean }>(`select to_regclass('public.half') is not null as exists`);
      expect(row?.exists).toBe(false);
      const recorded = await db.query('select version from supabase_migrations.schema_migrations');
      expect(recorded).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to run as a role that does not bypass RLS', async () => {
    db = await emptyDb();
    await db.exec('create role weak_owner nologin; grant create on database postgres to weak_owner;');
    await expect(
      db.transaction(async (tx) => {
        await tx.exec('set local role weak_owner');
        await migrate({ ...tx, transaction: (fn) => fn(tx) });
      }),
    ).rejects.toThrow(/bypasses row level security/);
  });

  it('rejects a migration file not named <timestamp>_<name>.sql', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-migrations-'));
    try {
      fs.writeFileSync(path.join(dir, 'init.sql'), 'select 1;');
      expect(() => readMigrations(dir)).toThrow(/YYYYMMDDHHMMSS/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
