import { drizzle } from 'drizzle-orm/pg-proxy';
import * as schema from './schema';
import type { Orm } from './types';

/** The two shapes Drizzle asks a connection for: rows as objects, or as value arrays. */
export interface RowSource {
  objects(text: string, params: readonly unknown[]): Promise<Record<string, unknown>[]>;
  arrays(text: string, params: readonly unknown[]): Promise<unknown[][]>;
}

/**
 * Drizzle's proxy driver over our own connection, rather than its PGlite and postgres.js drivers:
 * one ORM for both backends, living inside our transactions (where the role and JWT claims are
 * set), and no reconfiguration of the shared postgres.js client's type parsers.
 */
export function ormOver(source: RowSource): Orm {
  return drizzle(
    async (text, params, method) => ({
      rows: method === 'all' ? await source.arrays(text, params) : await source.objects(text, params),
    }),
    { schema },
  );
}
