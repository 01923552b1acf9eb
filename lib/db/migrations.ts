import fs from 'node:fs';
import path from 'node:path';
import { serverConfig } from '@/lib/config';
import type { Queryable } from './types';

/**
 * Applies `supabase/migrations/*.sql` in name order, each in its own transaction, and records them
 * in `supabase_migrations.schema_migrations` — the table the Supabase CLI keeps — so
 * `supabase db push` and `npm run db:migrate` agree on what has run. Before the migrations, on any
 * database that is not Supabase, `lib/db/bootstrap.sql` creates what Supabase would provide.
 */

/** Supabase CLI naming: `<14-digit timestamp>_<name>.sql`. */
const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  sql: string;
}

export interface MigrationReport {
  /** Whether the bootstrap ran (false on Supabase). */
  bootstrapped: boolean;
  /** Versions applied by this run, in order. */
  applied: string[];
  /** Migrations already recorded before this run. */
  alreadyApplied: number;
  /** Recorded migrations whose file has changed since (they are not re-run). */
  changedSinceApplied: string[];
}

export interface MigrateOptions {
  /** Defaults to `<project root>/supabase/migrations`. */
  migrationsDir?: string;
  /** Defaults to `<project root>/lib/db/bootstrap.sql`. */
  bootstrapFile?: string;
}

/** Next, the CLI and tests all run from the project root; PARTSMITH_ROOT overrides that. */
export function projectRoot(): string {
  return serverConfig().root;
}

export function readMigrations(dir = path.join(projectRoot(), 'supabase', 'migrations')): MigrationFile[] {
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => {
    const match = MIGRATION_FILE.exec(file);
    if (!match) {
      throw new Error(`${path.join(dir, file)}: migration files are named <YYYYMMDDHHMMSS>_<name>.sql`);
    }
    return { version: match[1]!, name: match[2]!, sql: fs.readFileSync(path.join(dir, file), 'utf8') };
  });
}

export function readBootstrapSql(file = path.join(projectRoot(), 'lib', 'db', 'bootstrap.sql')): string {
  return fs.readFileSync(file, 'utf8');
}

/** Supabase provides auth, the API roles and the claim functions itself: never bootstrap there. */
export async function isSupabaseDatabase(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ supabase: boolean }>(
    `select exists (select 1 from pg_catalog.pg_roles where rolname = 'supabase_auth_admin') as supabase`,
  );
  return row?.supabase === true;
}

/**
 * SECURITY DEFINER helpers read tables under FORCE ROW LEVEL SECURITY as their owner — the role
 * running the migrations. Unless that role bypasses RLS, the policies on `users` would call
 * `is_platform_admin()`, which reads `users`, which applies the policies… So refuse early.
 */
async function assertOwnerBypassesRls(db: Queryable): Promise<void> {
  const [row] = await db.query<{ name: string; bypasses: boolean }>(
    `select rolname as name, (rolsuper or rolbypassrls) as bypasses from pg_catalog.pg_roles where rolname = current_user`,
  );
  if (!row?.bypasses) {
    throw new Error(
      `Migrations must run as a role that bypasses row level security (a superuser, or one with BYPASSRLS); ` +
        `"${row?.name ?? 'current user'}" does not. On Supabase use the postgres role; elsewhere ` +
        `ALTER ROLE ${row?.name ?? '<role>'} BYPASSRLS as a superuser.`,
    );
  }
}

const MIGRATION_TABLE = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (
    version text primary key,
    statements text[],
    name text
  );
`;

// Any constant works, as long as every runner uses the same one.
const MIGRATION_LOCK_KEY = 7_305_110_211;

type RecordedMigration = { version: string; statements: string[] | null };

export async function migrate(
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  options: MigrateOptions = {},
): Promise<MigrationReport> {
  const migrations = readMigrations(options.migrationsDir);
  await assertOwnerBypassesRls(db);
  const supabase = await isSupabaseDatabase(db);
  const bootstrap = supabase ? '' : readBootstrapSql(options.bootstrapFile);
  await db.transaction(async (tx) => {
    // CREATE ROLE and CREATE SCHEMA race when two processes start together: take turns.
    await tx.query(`select pg_advisory_xact_lock($1)`, [MIGRATION_LOCK_KEY]);
    if (bootstrap) await tx.exec(bootstrap);
    await tx.exec(MIGRATION_TABLE);
  });

  const recorded = new Map(
    (await db.query<RecordedMigration>(`select version, statements from supabase_migrations.schema_migrations`)).map(
      (row) => [row.version, row],
    ),
  );
  const report: MigrationReport = { bootstrapped: !supabase, applied: [], alreadyApplied: 0, changedSinceApplied: [] };

  for (const migration of migrations) {
    const before = recorded.get(migration.version);
    if (before) {
      report.alreadyApplied++;
      // The CLI records statements one by one; we record the whole file. Compare only our own.
      if (before.statements?.length === 1 && before.statements[0] !== migration.sql) {
        report.changedSinceApplied.push(migration.version);
      }
      continue;
    }
    const applied = await db.transaction(async (tx) => {
      // Two processes migrating at once: the second waits here, then finds the work done.
      await tx.query(`select pg_advisory_xact_lock($1)`, [MIGRATION_LOCK_KEY]);
      const done = await tx.query(`select 1 from supabase_migrations.schema_migrations where version = $1`, [
        migration.version,
      ]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query(
        `insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)`,
        [migration.version, migration.name, [migration.sql]],
      );
      return true;
    });
    if (applied) report.applied.push(migration.version);
    else report.alreadyApplied++;
  }
  return report;
}
