import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTemplate, freshDb, type TestDb } from './harness';

/**
 * The catalog migrations create the tables lib/data's catalogs, exports, reference and workspaces
 * queries read and write (their columns are checked by those queries' own db tests).
 */
let db: TestDb;
beforeAll(async () => {
  db = await freshDb();
});
afterAll(async () => {
  await db.close();
  await closeTemplate();
});

describe('the catalog tables', () => {
  it('are every table the catalog migrations create', async () => {
    const rows = await db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and c.relname = any($1::text[]) order by c.relname`,
      [CATALOG_TABLES],
    );
    expect(rows.map((r) => r.name)).toEqual([...CATALOG_TABLES].sort());
  });
});

const CATALOG_TABLES = [
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
];
