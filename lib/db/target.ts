import path from 'node:path';
import { SERVER_ENV, serverConfig, type ServerConfig } from '@/lib/config';

/**
 * Where the database lives, decided from the environment alone:
 * - `DATABASE_URL` set → that Postgres (Supabase's session pooler in production);
 * - `PARTSMITH_DB=memory://` → a throwaway in-memory PGlite (tests, one-off scripts);
 * - otherwise → embedded PGlite in `<data folder>/pglite` (lib/config/server.ts), shared between
 *   processes over a Unix socket in the data folder.
 */
export type DbTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'memory' }
  | { kind: 'embedded'; dataDir: string };

export type DbTargetResult = { ok: true; target: DbTarget } | { ok: false; variable: string; message: string };

const DB_ENV = { url: SERVER_ENV.databaseUrl, mode: SERVER_ENV.databaseMode } as const;

const MEMORY = 'memory://';

export function resolveDbTarget(config: ServerConfig = serverConfig()): DbTargetResult {
  const { url, mode } = config.database;
  if (url) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return { ok: false, variable: DB_ENV.url, message: `${DB_ENV.url} is not a valid URL` };
    }
    if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
      return {
        ok: false,
        variable: DB_ENV.url,
        message: `${DB_ENV.url} must start with postgres:// or postgresql://`,
      };
    }
    // Both set is a contradiction, not a preference: refuse rather than silently pick one.
    if (mode) {
      return { ok: false, variable: DB_ENV.mode, message: `${DB_ENV.mode} cannot be combined with ${DB_ENV.url}` };
    }
    return { ok: true, target: { kind: 'postgres', url } };
  }
  if (mode) {
    if (mode === MEMORY) return { ok: true, target: { kind: 'memory' } };
    return { ok: false, variable: DB_ENV.mode, message: `${DB_ENV.mode} must be ${MEMORY} or unset` };
  }
  return { ok: true, target: { kind: 'embedded', dataDir: config.dataDir } };
}

/** Files the embedded mode keeps in the data directory. */
export function embeddedPaths(dataDir: string) {
  return {
    pgdata: path.join(dataDir, 'pglite'),
    // libpq's naming, so `psql -h .data` and postgres.js `{ host: '.data' }` find it too.
    socket: path.join(dataDir, '.s.PGSQL.5432'),
    lock: path.join(dataDir, 'pglite.lock'),
  };
}
