/**
 * What each page asked of the embedded database during the run, from the server's own request log
 * (decision 0019): the request capture notes per request the statements it ran and the time it waited
 * for PGlite's one connection and held it (lib/db/pglite-db.ts). Read over the running server's socket
 * once its telemetry has written the run's records.
 */
import { openDatabase, type Db } from '@/lib/db';
import { TELEMETRY_FLUSH_MS } from '@/lib/monitoring/telemetry-buffer';

export interface PageDbWork {
  endpoint: string;
  requests: number;
  /** Means per request. */
  statements: number;
  waitMs: number;
  busyMs: number;
}

/** Per endpoint, the page requests (GET, 2xx) logged since `since`; empty when monitoring is off. */
export async function dbWorkPerPage(dataDir: string, since: Date): Promise<PageDbWork[]> {
  // The telemetry buffers write every TELEMETRY_FLUSH_MS: wait for the last of the run's records.
  await new Promise((r) => setTimeout(r, TELEMETRY_FLUSH_MS * 2));
  const db: Db = await openDatabase({ kind: 'embedded', dataDir });
  try {
    const rows = await db.query<{ endpoint: string; requests: number; statements: number; wait_ms: number; busy_ms: number }>(
      `select endpoint, count(*)::int as requests,
              avg((metadata->>'dbStatements')::numeric)::float8 as statements,
              avg((metadata->>'dbWaitMs')::numeric)::float8 as wait_ms,
              avg((metadata->>'dbBusyMs')::numeric)::float8 as busy_ms
       from public.request_logs
       where "timestamp" >= $1 and method = 'GET' and status between 200 and 299
         and metadata->>'kind' = 'page' and metadata ? 'dbStatements'
       group by endpoint order by endpoint`,
      [since.toISOString()],
    );
    return rows.map((r) => ({ endpoint: r.endpoint, requests: r.requests, statements: r.statements, waitMs: r.wait_ms, busyMs: r.busy_ms }));
  } finally {
    await db.close();
  }
}
