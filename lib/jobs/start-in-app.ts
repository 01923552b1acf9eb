import { serverConfig, type ServerConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { getBlobStore } from '@/lib/storage';
import { getBoss } from './boss';
import { jobContextFromEnv } from './context';
import { mailerFromEnv } from './mailer';
import { startWorkers } from './workers';

const STARTED_KEY = Symbol.for('partsmith.in-app-workers');
type StartedHolder = { [STARTED_KEY]?: Promise<boolean> };

/**
 * Whether the app server runs workers itself: yes on the embedded database (one process owns it;
 * nobody else would run the jobs), no on Postgres (run `npm run worker` processes), unless
 * PARTSMITH_IN_APP_WORKER says otherwise (1/true or 0/false).
 */
export function inAppWorkerWanted(backend: string, config: ServerConfig = serverConfig()): boolean {
  return config.jobs.inAppWorker ?? backend !== 'postgres';
}

/**
 * Starts the job workers inside the Next server (call from `instrumentation.ts` `register()` in the
 * Node.js runtime). Once per process; failures are logged, never thrown — the site must come up
 * even when jobs cannot. Resolves to whether workers run.
 */
export function startJobsInApp(): Promise<boolean> {
  const holder = globalThis as StartedHolder;
  holder[STARTED_KEY] ??= (async () => {
    try {
      const db = await getDb();
      if (!inAppWorkerWanted(db.backend)) return false;
      const boss = await getBoss();
      const ctx = await jobContextFromEnv({ db, store: getBlobStore(), mailer: mailerFromEnv() });
      await startWorkers(boss, ctx);
      return true;
    } catch (error) {
      console.error('partsmith jobs: the in-app worker did not start:', error);
      delete holder[STARTED_KEY];
      return false;
    }
  })();
  return holder[STARTED_KEY];
}
