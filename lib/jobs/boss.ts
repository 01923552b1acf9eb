import PgBoss from 'pg-boss';
import { getDb, type Db } from '@/lib/db';
import { bossDb } from './boss-db';
import { applyLeaseToJobsInFlight, ensureQueues, jobTiming } from './queues';

export interface StartBossOptions {
  /**
   * Maintenance: expire jobs whose worker died (then retry or dead-letter them), archive old jobs.
   * On for long-running processes; tests turn it off and call `boss.maintain()` themselves.
   */
  supervise?: boolean;
  /** Cron schedules (the daily retention run). */
  schedule?: boolean;
}

/**
 * pg-boss on our database (its own `pgboss` schema, created on first start). It queries as the
 * connection's own role — never inside a user's scope — and no API role has privileges on its
 * schema, so users reach jobs only through lib/jobs.
 */
export async function startBoss(db: Db, options: StartBossOptions = {}): Promise<PgBoss> {
  const timing = jobTiming();
  const boss = new PgBoss({
    db: bossDb(db),
    supervise: options.supervise ?? true,
    schedule: options.schedule ?? true,
    maintenanceIntervalSeconds: timing.maintenanceSeconds,
  });
  boss.on('error', (error) => console.error('partsmith jobs:', error));
  await boss.start();
  await ensureQueues(boss, timing.leaseSeconds);
  const relet = await applyLeaseToJobsInFlight(db, timing.leaseSeconds);
  if (relet > 0) console.info(`partsmith jobs: ${relet} queued or running job(s) now expire after the configured lease of ${timing.leaseSeconds} s.`);
  return boss;
}

const BOSS_KEY = Symbol.for('partsmith.job-boss');
type BossHolder = { [BOSS_KEY]?: Promise<PgBoss> };

/**
 * The process's pg-boss on `getDb()`, started once (kept on globalThis: Next bundles modules more
 * than once). Used to queue jobs from pages and the API, and by the in-app worker.
 */
export function getBoss(): Promise<PgBoss> {
  const holder = globalThis as BossHolder;
  holder[BOSS_KEY] ??= (async () => startBoss(await getDb()))().catch((error: unknown) => {
    delete holder[BOSS_KEY];
    throw error;
  });
  return holder[BOSS_KEY];
}

/** Stops the process's pg-boss (workers finish their job first, up to `timeoutMs`). */
export async function stopBoss(timeoutMs = 30_000): Promise<void> {
  const holder = globalThis as BossHolder;
  const pending = holder[BOSS_KEY];
  delete holder[BOSS_KEY];
  const boss = await pending?.catch(() => null);
  await boss?.stop({ graceful: true, timeout: timeoutMs, wait: true });
}
