export type Row = Record<string, unknown>;

/**
 * What a query function needs: both backends (PGlite in process, postgres.js over TCP or the
 * embedded socket) implement it, and so does a transaction.
 *
 * Parameters are plain values: strings, numbers, booleans, null, arrays of those. Pass JSON as a
 * string with a `::jsonb` cast and timestamps as ISO strings; results come back with timestamptz as
 * `Date`, date as a 'YYYY-MM-DD' string, int8 as `number`, json/jsonb parsed.
 */
export interface Queryable {
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements, no parameters, no results (migrations, bootstrap). */
  exec(sql: string): Promise<void>;
}

/**
 * - `pglite-memory`: in-memory PGlite, this process only (tests).
 * - `pglite-owner`: this process opened the on-disk PGlite and serves it on the socket.
 * - `pglite-socket`: another process holds the PGlite; we talk to it over its socket.
 * - `postgres`: `DATABASE_URL`.
 */
export type DbBackend = 'pglite-memory' | 'pglite-owner' | 'pglite-socket' | 'postgres';

export interface Db extends Queryable {
  readonly backend: DbBackend;
  /** For logs and the CLI: where this database is, in a sentence. */
  readonly description: string;
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Releases the connection (and, for the owner, stops the socket and closes PGlite). */
  close(): Promise<void>;
}

/** The JWT claims a user's queries run with (the shape Supabase puts in `request.jwt.claims`). */
export interface UserClaims {
  sub: string;
  email?: string;
  role?: 'authenticated';
  [claim: string]: unknown;
}
