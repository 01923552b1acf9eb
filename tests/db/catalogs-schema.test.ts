import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as catalogSchema from '@/lib/workspace-data/schema';
import { closeTemplate, freshDb, type TestDb } from './harness';

/**
 * lib/workspace-data/schema.ts mirrors the catalog migrations column for column, the way
 * tests/db/schema-mirror.test.ts checks lib/db/schema.ts (which re-exports this mirror).
 */
let db: TestDb;
beforeAll(async () => {
  db = await freshDb();
});
afterAll(async () => {
  await db.close();
  await closeTemplate();
});

const tables = Object.values(catalogSchema as Record<string, unknown>).filter((v): v is PgTable => is(v, PgTable));

describe('the catalog tables mirror', () => {
  it('covers every table the catalog migrations create', async () => {
    const names = tables.map((t) => getTableConfig(t).name).sort();
    expect(names).toEqual([
      'api_keys',
      'batch_items',
      'batches',
      'conversion_rows',
      'conversions',
      'export_requests',
      'exports',
      'learned_terms',
      'notifications',
      'saved_mappings',
      'sender_identities',
      'upload_reservations',
      'uploads',
      'workspace_settings',
    ]);
  });

  it('declares each column with the type and nullability the database has', async () => {
    const columns = await db.query<{ table: string; column: string; type: string; not_null: boolean }>(
      `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`,
    );
    for (const table of tables) {
      const config = getTableConfig(table);
      const inDb = columns.filter((c) => c.table === config.name);
      expect(config.columns.map((c) => c.name).sort(), config.name).toEqual(inDb.map((c) => c.column).sort());
      for (const column of config.columns) {
        const actual = inDb.find((c) => c.column === column.name)!;
        expect({ type: column.getSQLType(), notNull: column.notNull || column.primary }, `${config.name}.${column.name}`).toEqual({
          type: actual.type,
          notNull: actual.not_null,
        });
      }
    }
  });
});
