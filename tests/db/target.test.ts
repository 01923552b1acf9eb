import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverConfig } from '@/lib/config';
import { embeddedPaths, resolveDbTarget } from '@/lib/db/target';

/** The database an environment (in the working directory `cwd`) names. */
const targetOf = (env: Record<string, string>, cwd?: string) => resolveDbTarget(serverConfig(env, cwd));

describe('choosing the database from the environment', () => {
  it('uses embedded PGlite in .data when nothing is set', () => {
    expect(targetOf({}, '/srv/app')).toEqual({ ok: true, target: { kind: 'embedded', dataDir: '/srv/app/.data' } });
  });

  it('puts the embedded database under PARTSMITH_DATA_DIR', () => {
    expect(targetOf({ PARTSMITH_DATA_DIR: 'var/data' }, '/srv/app')).toEqual({
      ok: true,
      target: { kind: 'embedded', dataDir: '/srv/app/var/data' },
    });
  });

  it('uses Postgres when DATABASE_URL is set', () => {
    const url = 'postgresql://postgres.ref:pw@aws-0-eu-central-1.pooler.supabase.com:5432/postgres';
    expect(targetOf({ DATABASE_URL: url })).toEqual({ ok: true, target: { kind: 'postgres', url } });
  });

  it('uses an in-memory PGlite for PARTSMITH_DB=memory://', () => {
    expect(targetOf({ PARTSMITH_DB: 'memory://' })).toEqual({ ok: true, target: { kind: 'memory' } });
  });

  it('treats empty variables as unset', () => {
    expect(targetOf({ DATABASE_URL: '  ', PARTSMITH_DB: '' }, '/x')).toEqual({
      ok: true,
      target: { kind: 'embedded', dataDir: '/x/.data' },
    });
  });

  it('refuses a half-made or contradictory configuration instead of falling back', () => {
    expect(targetOf({ DATABASE_URL: 'mysql://db/x' })).toMatchObject({ ok: false, variable: 'DATABASE_URL' });
    expect(targetOf({ DATABASE_URL: 'not a url' })).toMatchObject({ ok: false, variable: 'DATABASE_URL' });
    expect(targetOf({ DATABASE_URL: 'postgres://h/db', PARTSMITH_DB: 'memory://' })).toMatchObject({
      ok: false,
      variable: 'PARTSMITH_DB',
    });
    expect(targetOf({ PARTSMITH_DB: 'sqlite://' })).toMatchObject({ ok: false, variable: 'PARTSMITH_DB' });
  });

  it('keeps the socket where libpq looks for it, so `psql -h .data` connects too', () => {
    expect(embeddedPaths('/d')).toEqual({
      pgdata: path.join('/d', 'pglite'),
      socket: path.join('/d', '.s.PGSQL.5432'),
      lock: path.join('/d', 'pglite.lock'),
    });
  });
});
