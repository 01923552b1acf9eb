import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDb } from '@/lib/db/pglite-db';
import { SessionGate } from '@/lib/db/session-gate';
import { createApiKey, DEFAULT_WORKSPACE_SETTINGS, getWorkspaceSettings, listAuditEntries, revokeApiKey, updateWorkspaceSettings, verifyApiKey, verifyAuditChain } from '@/lib/data/workspaces';
import { asService, withUser } from '@/lib/db/scopes';
import type { Queryable } from '@/lib/db/types';
import { setAccountStatus } from '@/lib/data/accounts';
import { countOpenReview, createUpload, decideMatchingRows, decideRows, headerFingerprint, listReviewRows, listSavedMappings, retryConversion, reviewQueueCounts, reviewSummary, saveMapping, startConversion } from '@/lib/data/catalogs';
import { exportDownloadName, safeDownloadName } from '@/lib/data/exports';
import { buildCatalogWorld, SHA_A, type CatalogWorld } from './catalogs-world';
import { closeTemplate, freshDb, sqlstateOf, type TestDb, type TestUser } from './harness';

/** The world is built once; each describe block gets a clone of it, so blocks cannot disturb each other. */
let world: TestDb;
let db: TestDb;
let w: CatalogWorld;
const as = <T>(user: TestUser, fn: (tx: Queryable) => Promise<T>) => withUser(user.claims, fn, db);

beforeAll(async () => {
  world = await freshDb();
  w = await buildCatalogWorld(world);
}, 120_000);

/** Call inside a describe: its tests share one fresh clone of the world. */
function cloneWorldForBlock(): void {
  beforeAll(async () => {
    await db?.close();
    const pglite = (await world.pglite.clone()) as PGlite;
    db = Object.assign(pgliteDb(pglite, { backend: 'pglite-memory', description: 'test clone', gate: new SessionGate() }), { pglite });
  });
}

afterAll(async () => {
  await db?.close();
  await world?.close();
  await closeTemplate();
});

describe('uploads', () => {
  cloneWorldForBlock();

  it('keep one row per file: the same bytes again return the upload and its latest conversion', async () => {
    const again = await asService(
      (tx) =>
        createUpload(tx, {
          workspaceId: w.workspace,
          sha256: SHA_A,
          bytes: 120,
          fileName: 'brakes (copy).csv',
          format: 'csv',
          encoding: 'utf-8',
          delimiter: ',',
          storageKey: SHA_A,
          uploadedBy: w.owner.id,
        }),
      db,
    );
    expect(again.created).toBe(false);
    expect(again.upload.id).toBe(w.uploadId);
    expect(again.upload.fileName).toBe('brakes.csv');
    expect(again.latestConversion?.id).toBe(w.conversionId);
  });

  it('are the same file in two workspaces as two uploads', async () => {
    const elsewhere = await asService(
      (tx) =>
        createUpload(tx, {
          workspaceId: w.outsiderWorkspace,
          sha256: SHA_A,
          bytes: 120,
          fileName: 'brakes.csv',
          format: 'csv',
          encoding: null,
          delimiter: null,
          storageKey: SHA_A,
          uploadedBy: w.outsider.id,
        }),
      db,
    );
    expect(elsewhere.created).toBe(true);
    expect(elsewhere.upload.id).not.toBe(w.uploadId);
  });
});

describe('conversions', () => {
  cloneWorldForBlock();

  const mappingA = { version: 1 as const, columns: [{ column: 'Make', field: 'make' as const }, { column: 'Model', field: 'model' as const }] };

  it('are idempotent: the same file, mapping, brand and threshold is one conversion', async () => {
    const first = await as(w.operator, (tx) => startConversion(tx, { workspaceId: w.workspace, uploadId: w.uploadId, brand: 'BCDF', mapping: mappingA }));
    const second = await as(w.owner, (tx) => startConversion(tx, { workspaceId: w.workspace, uploadId: w.uploadId, brand: 'BCDF', mapping: mappingA }));
    if (!first.ok || !second.ok) throw new Error('refused');
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.conversion.id).toBe(first.conversion.id);
    expect(first.conversion.mappingVersion).toMatch(/^[0-9a-f]{64}$/);
  });

  it('are a new conversion when the mapping, the brand or the threshold changes', async () => {
    const base = await as(w.operator, (tx) => startConversion(tx, { workspaceId: w.workspace, uploadId: w.uploadId, brand: 'BCDF' }));
    const mapped = await as(w.operator, (tx) => startConversion(tx, { workspaceId: w.workspace, uploadId: w.uploadId, brand: 'BCDF', mapping: mappingA }));
    const strict = await as(w.operator, (tx) => startConversion(tx, { workspaceId: w.workspace, uploadId: w.uploadId, brand: 'BCDF', acceptThreshold: 0.95 }));
    const ids = [base, mapped, strict].map((r) => (r.ok ? r.conversion.id : r.message));
    expect(new Set(ids).size).toBe(3);
    expect(base.ok && base.conversion.mappingVersion).toBe('auto');
  });

  it('take the mapping version from the database, the same for equal mappings however they are written', async () => {
    const [row] = await db.query<{ a: string; b: string }>(
      `select encode(sha256(convert_to('{"version":1,"columns":[]}'::jsonb::text, 'UTF8')), 'hex') as a,
              encode(sha256(convert_to('{"columns":[], "version":1}'::jsonb::text, 'UTF8')), 'hex') as b`,
    );
    expect(row!.a).toBe(row!.b);
    const spoof = as(w.owner, (tx) =>
      tx.query(`insert into public.conversions (workspace_id, upload_id, brand, mapping_version) values ($1, $2, 'BCDF', 'auto')`, [w.workspace, w.uploadId]),
    );
    expect(await sqlstateOf(spoof)).toBe('42501');
  });

  it('refuse a brand code that is not an Auto Care code, saying why', async () => {
    const refused = await as(w.operator, (tx) => startConversion(tx, { workspaceId: w.workspace, uploadId: w.uploadId, brand: 'ABCD' }));
    expect(refused).toMatchObject({ ok: false, code: 'invalid' });
    expect(refused.ok ? '' : refused.message).toMatch(/brand code/);
  });

  it('are retried only when they failed', async () => {
    expect(await as(w.operator, (tx) => retryConversion(tx, w.conversionId))).toMatchObject({ ok: true, retried: false });
    await asService((tx) => tx.query(`update public.conversions set status = 'failed', error = '{"code":"X","message":"x"}' where id = $1`, [w.conversionId]), db);
    expect(await as(w.viewer, (tx) => retryConversion(tx, w.conversionId))).toMatchObject({ ok: false, code: 'not_allowed' });
    expect(await as(w.operator, (tx) => retryConversion(tx, w.conversionId))).toMatchObject({ ok: true, retried: true });
    const [row] = await asService((tx) => tx.query<{ status: string; error: unknown }>(`select status, error from public.conversions where id = $1`, [w.conversionId]), db);
    expect(row).toEqual({ status: 'queued', error: null });
  });
});

describe('review decisions', () => {
  cloneWorldForBlock();

  it('are recorded with who and when, each as an audit entry of the workspace chain', async () => {
    const decided = await as(w.reviewer, (tx) =>
      decideRows(tx, w.conversionId, [
        { row: 2, decision: 'approved' },
        { row: 3, decision: 'overridden', override: { make: 'Toyota' } },
        { row: 99, decision: 'rejected' },
      ]),
    );
    expect(decided).toEqual({ ok: true, decided: 2, missing: [99] });
    const { rows } = await as(w.viewer, (tx) => listReviewRows(tx, w.conversionId, { state: 'decided' }));
    expect(rows.map((r) => [r.row, r.decision, r.override, r.decidedBy])).toEqual([
      [2, 'approved', null, w.reviewer.id],
      [3, 'overridden', { make: 'Toyota' }, w.reviewer.id],
    ]);
    expect(rows.every((r) => r.decidedAt instanceof Date)).toBe(true);

    const entries = await as(w.owner, (tx) => listAuditEntries(tx, { workspaceId: w.workspace }));
    const reviews = entries.filter((e) => e.action.startsWith('review.'));
    expect(reviews.map((e) => [e.action, e.actorId, e.details.row]).sort()).toEqual([
      ['review.approved', w.reviewer.id, 2],
      ['review.overridden', w.reviewer.id, 3],
    ]);
    expect(await as(w.owner, (tx) => verifyAuditChain(tx, w.workspace))).toEqual({ ok: true, check: { intact: true } });
  });

  it('are counted for the conversion page in one pass, as the review summary and the export guard count them', async () => {
    // Row 4 is the one flagged row still pending after the decisions above; row 3 (rejected) was overridden.
    const counts = await as(w.viewer, (tx) => reviewQueueCounts(tx, w.conversionId));
    expect(counts).toEqual({ total: 3, pending: 1, openFlagged: 1 });
    const summary = await as(w.viewer, (tx) => reviewSummary(tx, w.conversionId));
    expect([summary.total, summary.pending]).toEqual([counts.total, counts.pending]);
    expect(await as(w.viewer, (tx) => countOpenReview(tx, [w.conversionId]))).toBe(counts.openFlagged);
    // Another workspace's rows stay invisible (RLS): nothing to count.
    expect(await as(w.outsider, (tx) => reviewQueueCounts(tx, w.conversionId))).toEqual({ total: 0, pending: 0, openFlagged: 0 });
  });

  it('refuse approving a rejected row (nothing to export: override it instead)', async () => {
    const refused = await as(w.reviewer, (tx) => decideRows(tx, w.conversionId, [{ row: 3, decision: 'approved' }]));
    expect(refused).toMatchObject({ ok: false, code: 'invalid' });
  });

  it('can be given in bulk to every pending row with a finding code', async () => {
    const decided = await as(w.owner, (tx) => decideMatchingRows(tx, w.conversionId, { code: 'MODEL_TYPO' }, { decision: 'approved' }));
    expect(decided).toEqual({ ok: true, decided: 1 });
    const summary = await as(w.viewer, (tx) => reviewSummary(tx, w.conversionId));
    // Rows 2 and 3 were decided above; the bulk approval took row 4.
    expect(summary).toMatchObject({ total: 3, pending: 0, flagged: 2, rejected: 1, decisions: { approved: 2, overridden: 1, rejected: 0 } });
    expect(summary.codes.find((c) => c.code === 'MODEL_TYPO')).toEqual({ code: 'MODEL_TYPO', rows: 1, pending: 0 });
  });

  it('filter the queue by finding code and page through it', async () => {
    const typo = await as(w.viewer, (tx) => listReviewRows(tx, w.conversionId, { code: 'MAKE_TYPO' }));
    expect(typo.rows.map((r) => r.row)).toEqual([2]);
    const first = await as(w.viewer, (tx) => listReviewRows(tx, w.conversionId, { limit: 2 }));
    expect(first.rows.map((r) => r.row)).toEqual([2, 3]);
    expect(first.nextAfterRow).toBe(3);
    const second = await as(w.viewer, (tx) => listReviewRows(tx, w.conversionId, { limit: 2, afterRow: first.nextAfterRow! }));
    expect(second).toMatchObject({ nextAfterRow: null });
    expect(second.rows.map((r) => r.row)).toEqual([4]);
  });

  it('wait for the conversion to finish', async () => {
    await asService((tx) => tx.query(`update public.conversions set status = 'running' where id = $1`, [w.conversionId]), db);
    const refused = await as(w.reviewer, (tx) => decideRows(tx, w.conversionId, [{ row: 2, decision: 'approved' }]));
    expect(refused).toMatchObject({ ok: false, code: 'invalid' });
    const raw = as(w.reviewer, (tx) =>
      tx.query(`update public.conversion_rows set decision = 'approved' where conversion_id = $1 and source_row = 2`, [w.conversionId]),
    );
    expect(await sqlstateOf(raw)).toBe('23514');
  });
});

describe('exports', () => {
  cloneWorldForBlock();

  it('cannot be changed or deleted by anyone, the table owner included', async () => {
    expect(await sqlstateOf(db.query(`update public.exports set brand = 'XXXX' where id = $1`, [w.exportId]))).toBe('42501');
    expect(await sqlstateOf(db.query(`delete from public.exports where id = $1`, [w.exportId]))).toBe('42501');
    expect(await sqlstateOf(asService((tx) => tx.query(`update public.exports set brand = 'XXXX'`), db))).toBe('42501');
  });

  it('are one per request: a second publication conflicts', async () => {
    const again = asService(
      (tx) =>
        tx.query(
          `insert into public.exports (workspace_id, request_id, conversion_id, brand, aces_version, pies_version, files, bundle_key, bundle_sha256, bundle_bytes)
           values ($1, $2, $3, 'BKMN', '4.2', '7.2', '[]', $4, $4, 1)`,
          [w.workspace, w.requestId, w.conversionId, SHA_A],
        ),
      db,
    );
    expect(await sqlstateOf(again)).toBe('23505');
  });

  it('go with their workspace when it is deleted', async () => {
    await as(w.owner, (tx) => tx.query(`delete from public.workspaces where id = $1`, [w.workspace]));
    const [left] = await db.query<{ n: number }>(`select count(*)::int as n from public.exports where id = $1`, [w.exportId]);
    expect(left).toEqual({ n: 0 });
  });
});

describe('settings', () => {
  cloneWorldForBlock();

  it('default to 90 days and 200 MB until an owner saves them', async () => {
    const defaults = await as(w.outsider, (tx) => getWorkspaceSettings(tx, w.outsiderWorkspace));
    expect(defaults).toMatchObject({
      retentionDays: 90,
      uploadLimitBytes: 200 * 1024 * 1024,
      workspaceQuotaBytes: null,
      notificationEmail: null,
      updatedAt: null,
    });
    expect(DEFAULT_WORKSPACE_SETTINGS.uploadLimitBytes).toBe(209715200);
  });

  it('are validated, saved and audited', async () => {
    const bad = await as(w.owner, (tx) => updateWorkspaceSettings(tx, w.workspace, { retentionDays: 0 }));
    expect(bad).toMatchObject({ ok: false, code: 'invalid' });
    const saved = await as(w.owner, (tx) =>
      updateWorkspaceSettings(tx, w.workspace, { notificationEmail: 'catalog@example.test', uploadLimitBytes: 1024 * 1024 }),
    );
    expect(saved).toMatchObject({
      ok: true,
      settings: { retentionDays: 30, notificationEmail: 'catalog@example.test', uploadLimitBytes: 1048576, updatedBy: w.owner.id },
    });
    const entries = await as(w.owner, (tx) => listAuditEntries(tx, { workspaceId: w.workspace }));
    expect(entries.some((e) => e.action === 'workspace.settings_changed' && e.actorId === w.owner.id)).toBe(true);
  });
});

describe('saved mappings', () => {
  cloneWorldForBlock();

  const header = ['Part Number', 'Make', 'Model'];
  const mapping = { version: 1 as const, columns: [{ column: 'Make', field: 'make' as const }] };

  it('add a version when saved again under the same name; lists show the latest', async () => {
    await as(w.operator, (tx) => saveMapping(tx, { workspaceId: w.workspace, name: 'Supplier B', header, mapping }));
    const second = await as(w.operator, (tx) => saveMapping(tx, { workspaceId: w.workspace, name: 'Supplier B', header, mapping }));
    expect(second).toMatchObject({ ok: true, mapping: { version: 2 } });
    const list = await as(w.viewer, (tx) => listSavedMappings(tx, w.workspace));
    expect(list.filter((m) => m.name === 'Supplier B').map((m) => m.version)).toEqual([2]);
  });

  it('recognise a layout by its header, whatever the case and spacing', () => {
    expect(headerFingerprint(['Part Number', 'MAKE'])).toBe(headerFingerprint(['part  number', 'make']));
    expect(headerFingerprint(['Part Number', 'Make'])).not.toBe(headerFingerprint(['Make', 'Part Number']));
  });
});

describe('API keys', () => {
  cloneWorldForBlock();

  it('show the secret once, store only its hash, and verify as the owner who made them', async () => {
    const made = await as(w.owner, (tx) => createApiKey(tx, { workspaceId: w.workspace, name: 'ERP sync', scopes: ['uploads:write', 'jobs:read'] }));
    if (!made.ok) throw new Error(made.message);
    expect(made.secret).toMatch(/^psk_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    const [stored] = await db.query<{ key_hash: string }>(`select key_hash from public.api_keys where id = $1`, [made.key.id]);
    expect(stored!.key_hash).not.toContain(made.secret.slice(-20));

    const verified = await asService((tx) => verifyApiKey(tx, made.secret), db);
    expect(verified).toEqual({
      ok: true,
      key: { keyId: made.key.id, workspaceId: w.workspace, userId: w.owner.id, scopes: ['uploads:write', 'jobs:read'] },
    });
    const wrong = `${made.secret.slice(0, -1)}${made.secret.endsWith('A') ? 'B' : 'A'}`;
    expect(await asService((tx) => verifyApiKey(tx, wrong), db)).toMatchObject({ ok: false, code: 'not_found' });
    expect(await asService((tx) => verifyApiKey(tx, 'Bearer nonsense'), db)).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('stop working when revoked, or when their owner is suspended', async () => {
    const made = await as(w.owner, (tx) => createApiKey(tx, { workspaceId: w.workspace, name: 'PIM', scopes: ['exports:read'] }));
    if (!made.ok) throw new Error(made.message);
    await asService((tx) => setAccountStatus(tx, { userId: w.owner.id, status: 'suspended', reason: 'test' }), db);
    expect(await asService((tx) => verifyApiKey(tx, made.secret), db)).toMatchObject({ ok: false });
    await asService((tx) => setAccountStatus(tx, { userId: w.owner.id, status: 'active' }), db);
    expect((await asService((tx) => verifyApiKey(tx, made.secret), db)).ok).toBe(true);
    expect(await as(w.owner, (tx) => revokeApiKey(tx, made.key.id))).toMatchObject({ ok: true, revoked: true });
    expect(await asService((tx) => verifyApiKey(tx, made.secret), db)).toMatchObject({ ok: false });
    expect(await as(w.owner, (tx) => revokeApiKey(tx, made.key.id))).toMatchObject({ ok: true, revoked: false });
  });

  it('refuse scopes that do not exist', async () => {
    const bad = await as(w.owner, (tx) => createApiKey(tx, { workspaceId: w.workspace, name: 'X', scopes: ['admin' as never] }));
    expect(bad).toMatchObject({ ok: false, code: 'invalid' });
  });
});

describe('download names', () => {
  it('are plain ASCII without paths, quotes or line breaks', () => {
    expect(exportDownloadName({ brand: 'BKMN', createdAt: new Date('2026-11-22T10:00:00Z') }, 'changes/aces-update.xml')).toBe(
      'partsmith-BKMN-2026-11-22-changes-aces-update.xml',
    );
    expect(safeDownloadName('../../etc/passwd')).toBe('etc_passwd');
    expect(safeDownloadName('Bremsbeläge "vorne"\r\nSet-Cookie: x.csv')).toBe('Bremsbelage_vorne_Set-Cookie_x.csv');
    expect(safeDownloadName('...')).toBe('download');
  });
});
