/**
 * `npm run worker`: a process that only runs jobs, against the same database as the app — through
 * the embedded database's socket when the app runs (or opening it when nothing else does), or
 * DATABASE_URL. Start as many as the machine has cores to spare. Stops cleanly on SIGINT/SIGTERM:
 * the job in hand finishes (up to 30 s), anything longer is retried by another worker.
 */
import { closeDb, getDb } from '@/lib/db';
import { alertRules } from '@/lib/monitoring/alert-rules';
import { installProcessErrorHandlers } from '@/lib/monitoring/process-errors';
import { flushTelemetry, startTelemetry } from '@/lib/monitoring/telemetry';
import { getBlobStore } from '@/lib/storage';
import { getBoss, stopBoss } from './boss';
import { jobContextFromEnv } from './context';
import { mailerFromEnv } from './mailer';
import { startWorkers } from './workers';

async function main(): Promise<void> {
  const db = await getDb();
  const store = getBlobStore();
  const boss = await getBoss();
  const ctx = await jobContextFromEnv({ db, store, mailer: mailerFromEnv() });
  // The jobs' metrics (decision 0019), written to the same database as the app's; a slow job's
  // duration raises its alert from here (decision 0020; the server checks the objectives).
  startTelemetry(db, { onMetricsWritten: alertRules(db).onMetricsWritten });
  // Spec §8: a crash is reported and counted (errors.count, source worker) before the process exits with 1.
  installProcessErrorHandlers('worker');
  await startWorkers(boss, ctx);
  console.log(`partsmith worker ${process.pid}: running jobs on ${db.description}; blobs: ${store.description}.`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`partsmith worker ${process.pid}: ${signal}, finishing the job in hand…`);
    await stopBoss(30_000).catch((error: unknown) => console.error(error));
    await flushTelemetry().catch((error: unknown) => console.error(error));
    await closeDb();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch(async (error: unknown) => {
  console.error('partsmith worker:', error instanceof Error ? error.message : error);
  await closeDb().catch(() => undefined);
  process.exit(1);
});
