/**
 * The database infrastructure: one `Db` interface over embedded PGlite and Postgres, scopes that run
 * queries under RLS as a user, a visitor or server code, the migration runner, and refusals as values.
 * The product's queries live by area in `lib/data/<area>`. See docs/database.md.
 */
export { getDb, closeDb, openDatabase, DbConfigError, type OpenOptions } from './connection';
export { resolveDbTarget, embeddedPaths, type DbTarget, type DbTargetResult } from './target';
export { withUser, asAnon, asService } from './scopes';
export { migrate, readMigrations, isSupabaseDatabase, type MigrationReport, type MigrateOptions } from './migrations';
export { refusalSaid, refusing, refusalFrom, sqlstateError, type Refusal, type RefusalCode, type Outcome } from './refusals';
export type { Db, DbBackend, Queryable, Row, UserClaims } from './types';
