import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/lib/db/schema';
import { closeTemplate, freshDb, type TestDb } from './harness';

let db: TestDb;
beforeAll(async () => {
  db = await freshDb();
});
afterAll(async () => {
  await db.close();
  await closeTemplate();
});

/** Drizzle's spelling of a type → Postgres's format_type() spelling. */
function sqlType(drizzleType: string): string {
  return drizzleType
    .replace(/^bigserial$/, 'bigint')
    .replace(/^varchar\((\d+)\)$/, 'character varying($1)')
    .replace(/^timestamp$/, 'timestamp without time zone');
}

type DbColumn = { table: string; column: string; type: string; not_null: boolean };

describe('lib/db/schema.ts mirrors the migrations', () => {
  const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
    is(value, PgTable),
  );

  it('covers every table in public', async () => {
    const inDb = await db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    const mirrored = tables.map(getTableConfig).filter((t) => (t.schema ?? 'public') === 'public').map((t) => t.name).sort();
    expect(mirrored).toEqual(inDb.map((t) => t.name));
  });

  it('declares each column with the type and nullability the database has', async () => {
    const columns = await db.query<DbColumn>(
      `select n.nspname || '.' || c.relname as table, a.attname as column,
              format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'auth') and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`,
    );
    const byKey = new Map(columns.map((c) => [`${c.table}.${c.column}`, c]));
    for (const table of tables) {
      const config = getTableConfig(table);
      const qualified = `${config.schema ?? 'public'}.${config.name}`;
      for (const column of config.columns) {
        const actual = byKey.get(`${qualified}.${column.name}`);
        expect(actual, `${qualified}.${column.name} exists`).toBeDefined();
        expect(
          { type: sqlType(column.getSQLType()), notNull: column.notNull || column.primary },
          `${qualified}.${column.name}`,
        ).toEqual({ type: actual!.type, notNull: actual!.not_null });
      }
      if (qualified.startsWith('public.')) {
        // Public tables are mirrored whole; auth tables only in the columns we use.
        const dbColumns = columns.filter((c) => c.table === qualified).map((c) => c.column).sort();
        expect(config.columns.map((c) => c.name).sort(), qualified).toEqual(dbColumns);
      }
    }
  });
});
