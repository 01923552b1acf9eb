import type { QueryOptions } from '@electric-sql/pglite';

const DATE_OID = 1082;

/**
 * How PGlite hands back values, wherever it runs (this thread or its own, pglite-thread.ts): calendar
 * dates stay 'YYYY-MM-DD' strings (as postgres-db.ts configures postgres.js), since a Date would put
 * them at a midnight in some time zone.
 */
export const PGLITE_QUERY_OPTIONS: QueryOptions = { parsers: { [DATE_OID]: (value: string) => value } };
