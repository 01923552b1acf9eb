import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAnon, asService, withUser } from '@/lib/db/scopes';
import type { Queryable } from '@/lib/db/types';
import { createApiKey, listApiKeys, revokeApiKey, updateWorkspaceSettings } from '@/lib/data/workspaces';
import { createBatch, requestExport } from '@/lib/data/exports';
import { decideRows, saveMapping, startConversion } from '@/lib/data/catalogs';
import { buildCatalogWorld, SHA_B, type CatalogWorld } from './catalogs-world';
import { closeTemplate, freshDb, sqlstateOf, type TestDb, type TestUser } from './harness';

/**
 * Row level security on the catalog tables, role by role: every member reads; owners and operators
 * upload (through server code), convert, export, batch and map; owners and reviewers decide; the
 * owner manages settings and keys; viewers only read; another workspace and anon see nothing.
 */
let db: TestDb;
let w: CatalogWorld;

const as = <T>(user: TestUser, fn: (tx: Queryable) => Promise<T>) => withUser(user.claims, fn, db);
const count = async (user: TestUser, table: string) =>
  (await as(user, (tx) => tx.query<{ n: number }>(`select count(*)::int as n from public.${table}`)))[0]!.n;

const TABLES = [
  'workspace_settings',
  'uploads',
  'saved_mappings',
  'batches',
  'batch_items',
  'conversions',
  'conversion_rows',
  'export_requests',
  'exports',
  'notifications',
  'api_keys',
] as const;
const MEMBER_TABLES = TABLES.filter((t) => t !== 'api_keys');
const MAPPING = { version: 1 as const, columns: [{ column: 'Make', field: 'make' as const }] };

beforeAll(async () => {
  db = await freshDb();
  w = await buildCatalogWorld(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
  await closeTemplate();
});

describe('every catalog table', () => {
  it('has row level security enabled and forced', async () => {
    const rows = await db.query<{ name: string; enabled: boolean; forced: boolean }>(
      `select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relname = any ($1)`,
      [TABLES],
    );
    expect(rows.map((r) => r.name).sort()).toEqual([...TABLES].sort());
    for (const row of rows) expect(row, row.name).toMatchObject({ enabled: true, forced: true });
  });

  it('gives anonymous visitors no access at all', async () => {
    for (const table of TABLES) {
      expect(await sqlstateOf(asAnon((tx) => tx.query(`select * from public.${table}`), db)), table).toBe('42501');
    }
  });

  it('shows every member of the workspace its rows, whatever their role', async () => {
    for (const user of [w.owner, w.operator, w.reviewer, w.viewer]) {
      for (const table of MEMBER_TABLES) expect(await count(user, table), `${table} for ${user.email}`).toBeGreaterThan(0);
    }
  });

  it('shows another workspace none of them', async () => {
    for (const table of TABLES) expect(await count(w.outsider, table), table).toBe(0);
  });
});

describe('uploads', () => {
  it('are written by server code only: not even the owner inserts one directly', async () => {
    for (const user of [w.owner, w.operator]) {
      const insert = as(user, (tx) =>
        tx.query(`insert into public.uploads (workspace_id, sha256, bytes, file_name, storage_key) values ($1, $2, 1, 'x.csv', $2)`, [
          w.workspace,
          SHA_B,
        ]),
      );
      expect(await sqlstateOf(insert)).toBe('42501');
    }
  });

  it('cannot be changed or deleted by users', async () => {
    expect(await sqlstateOf(as(w.owner, (tx) => tx.query(`update public.uploads set file_name = 'y.csv'`)))).toBe('42501');
    expect(await sqlstateOf(as(w.owner, (tx) => tx.query(`delete from public.uploads`)))).toBe('42501');
  });
});

describe('conversions', () => {
  it('are started by owners and operators', async () => {
    for (const user of [w.owner, w.operator]) {
      const started = await as(user, (tx) => startConversion(tx, { workspaceId: w.workspace, uploadId: w.uploadId, brand: 'BCDF' }));
      expect(started.ok, user.email).toBe(true);
    }
  });

  it('refuse reviewers and viewers with a reason, and RLS refuses their direct inserts', async () => {
    for (const user of [w.reviewer, w.viewer]) {
      const started = await as(user, (tx) => startConversion(tx, { workspaceId: w.workspace, uploadId: w.uploadId, brand: 'WXYZ' }));
      expect(started).toMatchObject({ ok: false, code: 'not_allowed' });
      const raw = as(user, (tx) =>
        tx.query(`insert into public.conversions (workspace_id, upload_id, brand) values ($1, $2, 'WXYZ')`, [w.workspace, w.uploadId]),
      );
      expect(await sqlstateOf(raw)).toBe('42501');
    }
  });

  it('refuse another workspace as not found', async () => {
    const started = await as(w.outsider, (tx) => startConversion(tx, { workspaceId: w.workspace, uploadId: w.uploadId, brand: 'BCDF' }));
    expect(started).toMatchObject({ ok: false, code: 'not_found' });
  });

  it("cannot name another workspace's upload", async () => {
    const raw = as(w.outsider, (tx) =>
      tx.query(`insert into public.conversions (workspace_id, upload_id, brand) values ($1, $2, 'BCDF')`, [w.outsiderWorkspace, w.uploadId]),
    );
    expect(await sqlstateOf(raw)).toBe('23503');
  });

  it('leave status, results and progress to server code', async () => {
    const withStatus = as(w.owner, (tx) =>
      tx.query(`insert into public.conversions (workspace_id, upload_id, brand, status) values ($1, $2, 'DFGH', 'succeeded')`, [
        w.workspace,
        w.uploadId,
      ]),
    );
    expect(await sqlstateOf(withStatus)).toBe('42501');
    expect(await sqlstateOf(as(w.owner, (tx) => tx.query(`update public.conversions set status = 'succeeded'`)))).toBe('42501');
    expect(await sqlstateOf(as(w.owner, (tx) => tx.query(`delete from public.conversions`)))).toBe('42501');
  });
});

describe('the review queue', () => {
  it('is decided by owners and reviewers', async () => {
    const byReviewer = await as(w.reviewer, (tx) => decideRows(tx, w.conversionId, [{ row: 2, decision: 'approved' }]));
    expect(byReviewer).toMatchObject({ ok: true, decided: 1 });
    const byOwner = await as(w.owner, (tx) => decideRows(tx, w.conversionId, [{ row: 2, decision: null }]));
    expect(byOwner).toMatchObject({ ok: true, decided: 1 });
  });

  it('is read-only for operators and viewers: refused with a reason, and RLS hides the rows from updates', async () => {
    for (const user of [w.operator, w.viewer]) {
      const decided = await as(user, (tx) => decideRows(tx, w.conversionId, [{ row: 2, decision: 'approved' }]));
      expect(decided).toMatchObject({ ok: false, code: 'not_allowed' });
      const raw = await as(user, (tx) =>
        tx.query(`update public.conversion_rows set decision = 'approved' where conversion_id = $1 and source_row = 2 returning source_row`, [
          w.conversionId,
        ]),
      );
      expect(raw).toEqual([]);
    }
  });

  it("lets nobody change a row's source values or proposal", async () => {
    const raw = as(w.owner, (tx) => tx.query(`update public.conversion_rows set source = '{}'::jsonb where conversion_id = $1`, [w.conversionId]));
    expect(await sqlstateOf(raw)).toBe('42501');
  });

  it('is not decidable from another workspace', async () => {
    const decided = await as(w.outsider, (tx) => decideRows(tx, w.conversionId, [{ row: 2, decision: 'approved' }]));
    expect(decided).toMatchObject({ ok: false, code: 'not_found' });
  });
});

describe('exports and export requests', () => {
  it('are requested by owners and operators only', async () => {
    expect((await as(w.operator, (tx) => requestExport(tx, { workspaceId: w.workspace, conversionId: w.conversionId }))).ok).toBe(true);
    for (const user of [w.reviewer, w.viewer]) {
      const refused = await as(user, (tx) => requestExport(tx, { workspaceId: w.workspace, conversionId: w.conversionId }));
      expect(refused).toMatchObject({ ok: false, code: 'not_allowed' });
    }
    const outsider = await as(w.outsider, (tx) => requestExport(tx, { workspaceId: w.outsiderWorkspace, conversionId: w.conversionId }));
    expect(outsider).toMatchObject({ ok: false, code: 'invalid' });
  });

  it('are published by server code only', async () => {
    const raw = as(w.owner, (tx) =>
      tx.query(
        `insert into public.exports (workspace_id, request_id, brand, aces_version, pies_version, files, bundle_key, bundle_sha256, bundle_bytes, conversion_id)
         values ($1, $2, 'BKMN', '4.2', '7.2', '[]', $3, $3, 1, $4)`,
        [w.workspace, w.requestId, SHA_B, w.conversionId],
      ),
    );
    expect(await sqlstateOf(raw)).toBe('42501');
  });
});

describe('batches and saved mappings', () => {
  it('are made by owners and operators', async () => {
    expect((await as(w.operator, (tx) => createBatch(tx, { workspaceId: w.workspace, name: 'Summer', brand: 'BKMN' }))).ok).toBe(true);
    expect((await as(w.operator, (tx) => saveMapping(tx, { workspaceId: w.workspace, name: 'Supplier B', header: ['Make'], mapping: MAPPING }))).ok).toBe(true);
  });

  it('refuse reviewers and viewers', async () => {
    for (const user of [w.reviewer, w.viewer]) {
      expect(await as(user, (tx) => createBatch(tx, { workspaceId: w.workspace, name: 'No', brand: 'BKMN' }))).toMatchObject({ code: 'not_allowed' });
      expect(await as(user, (tx) => saveMapping(tx, { workspaceId: w.workspace, name: 'No', header: ['Make'], mapping: MAPPING }))).toMatchObject({
        code: 'not_allowed',
      });
      const raw = as(user, (tx) =>
        tx.query(`insert into public.saved_mappings (workspace_id, name, header_fingerprint, mapping) values ($1, 'Raw', $2, '{}')`, [
          w.workspace,
          SHA_B,
        ]),
      );
      expect(await sqlstateOf(raw)).toBe('42501');
    }
  });
});

describe('settings', () => {
  it('are changed by the owner only', async () => {
    expect(await as(w.owner, (tx) => updateWorkspaceSettings(tx, w.workspace, { retentionDays: 60 }))).toMatchObject({
      ok: true,
      settings: { retentionDays: 60 },
    });
    for (const user of [w.operator, w.reviewer, w.viewer]) {
      expect(await as(user, (tx) => updateWorkspaceSettings(tx, w.workspace, { retentionDays: 1 }))).toMatchObject({ ok: false, code: 'not_allowed' });
      const raw = await as(user, (tx) => tx.query(`update public.workspace_settings set retention_days = 1 returning workspace_id`));
      expect(raw).toEqual([]);
    }
  });
});

describe('API keys', () => {
  it('are seen and made by the owner only', async () => {
    expect((await as(w.owner, (tx) => listApiKeys(tx, w.workspace))).length).toBeGreaterThan(0);
    expect((await as(w.owner, (tx) => createApiKey(tx, { workspaceId: w.workspace, name: 'PIM', scopes: ['jobs:read'] }))).ok).toBe(true);
    for (const user of [w.operator, w.reviewer, w.viewer]) {
      expect(await as(user, (tx) => listApiKeys(tx, w.workspace))).toEqual([]);
      expect(await as(user, (tx) => createApiKey(tx, { workspaceId: w.workspace, name: 'X', scopes: ['jobs:read'] }))).toMatchObject({
        ok: false,
        code: 'not_allowed',
      });
    }
  });

  it('never show their hash, not even to the owner', async () => {
    expect(await sqlstateOf(as(w.owner, (tx) => tx.query(`select key_hash from public.api_keys`)))).toBe('42501');
  });

  it('are revoked by the owner only', async () => {
    const [key] = await as(w.owner, (tx) => listApiKeys(tx, w.workspace));
    expect(await as(w.operator, (tx) => revokeApiKey(tx, key!.id))).toMatchObject({ ok: false });
    expect(await sqlstateOf(as(w.operator, (tx) => tx.query(`select public.revoke_api_key($1)`, [key!.id])))).toBe('42501');
    expect(await as(w.owner, (tx) => revokeApiKey(tx, key!.id))).toMatchObject({ ok: true, revoked: true });
  });
});

describe('notifications', () => {
  it('are recorded by server code only', async () => {
    const raw = as(w.owner, (tx) =>
      tx.query(`insert into public.notifications (workspace_id, kind, recipient, subject, status) values ($1, 'export.ready', 'a@b.c', 'x', 'sent')`, [
        w.workspace,
      ]),
    );
    expect(await sqlstateOf(raw)).toBe('42501');
    expect(await asService((tx) => tx.query(`select id from public.notifications`), db)).toHaveLength(1);
  });
});
