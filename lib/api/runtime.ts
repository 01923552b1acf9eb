import type PgBoss from 'pg-boss';
import { getRuntimeConfig } from '@/lib/config';
import { getDb, type Db } from '@/lib/db';
import type { JobRuntime } from '@/lib/jobs';
import { getBlobStore, type BlobStore } from '@/lib/storage';
import { say } from '@/lib/catalog/messages';
import { problem, type ApiProblem } from './errors';
import { apiRateLimiter, type ApiRateLimiter } from '@/lib/http/rate-limit';

/** What answering a request needs; tests pass their own database, store, queue and limiter. */
export interface ApiRuntime {
  db: Db;
  store: BlobStore;
  /** pg-boss to queue jobs on; absent → the process's own (lib/jobs), started on first use. */
  boss?: PgBoss;
  limiter: ApiRateLimiter;
}

/** The parts lib/jobs' submit… calls take. */
export function jobParts(runtime: ApiRuntime): Partial<JobRuntime> {
  return { db: runtime.db, store: runtime.store, ...(runtime.boss ? { boss: runtime.boss } : {}) };
}

/** The server's runtime; a broken configuration answers 503 (the proxy's error screen does not cover /api). */
export async function serverApiRuntime(): Promise<{ ok: true; runtime: ApiRuntime } | ApiProblem> {
  const config = getRuntimeConfig();
  if (!config.ok) return problem('unavailable', say('api.misconfigured'));
  return { ok: true, runtime: { db: await getDb(), store: getBlobStore(), limiter: apiRateLimiter(config.config.rateLimits) } };
}
