/**
 * `npm run db:migrate` (tsx lib/db/migrate-cli.ts): applies the bootstrap (except on Supabase) and
 * pending migrations to the database the environment names — DATABASE_URL, or the embedded one
 * (through its socket when the app is running, so it can run beside `npm run dev`).
 */
import { openDatabase } from './connection';
import { migrate, type MigrationReport } from './migrations';
import { resolveDbTarget } from './target';

async function main(): Promise<number> {
  const resolved = resolveDbTarget();
  if (!resolved.ok) {
    console.error(`${resolved.variable}: ${resolved.message}`);
    return 2;
  }
  // Opening the embedded database migrates it already; report that run rather than a no-op one.
  let report: MigrationReport | null = null;
  const db = await openDatabase(resolved.target, { onMigrated: (done) => (report = done) });
  try {
    console.log(`Database: ${db.description}`);
    report ??= await migrate(db);
    console.log(report.bootstrapped ? 'Bootstrap applied (auth schema, roles).' : 'Supabase detected: bootstrap skipped.');
    for (const version of report.applied) console.log(`Applied ${version}`);
    console.log(`${report.applied.length} applied, ${report.alreadyApplied} already applied.`);
    for (const version of report.changedSinceApplied) {
      console.warn(`Warning: migration ${version} changed after it was applied; add a new migration instead.`);
    }
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
