import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEntries, verifyAuditChain } from '@/lib/data/workspaces';
import { withUser } from '@/lib/db/scopes';
import type { Queryable } from '@/lib/db/types';
import { countReviewRows, decideMatchingRows, decideRows, listReviewDecisions, listReviewRows } from '@/lib/data/catalogs';
import { buildCatalogWorld, type CatalogWorld } from './catalogs-world';
import { closeTemplate, freshDb, type TestDb, type TestUser } from './harness';

/**
 * The review queue page's reads and writes: counts for "decide all N matching rows", decisions
 * with who and when, and the audit trail the triggers write for every decision (issue 6, point 4).
 * The world's conversion holds row 2 (flagged, MAKE_TYPO), 3 (rejected, MAKE_UNKNOWN), 4 (flagged, MODEL_TYPO).
 */
let db: TestDb;
let w: CatalogWorld;
const as = <T>(user: TestUser, fn: (tx: Queryable) => Promise<T>) => withUser(user.claims, fn, db);

beforeAll(async () => {
  db = await freshDb();
  w = await buildCatalogWorld(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
  await closeTemplate();
});

const reviewEntries = async () =>
  (await as(w.owner, (tx) => listAuditEntries(tx, { workspaceId: w.workspace })))
    .filter((e) => e.action.startsWith('review.'))
    .sort((a, b) => a.seq - b.seq);

describe('the review queue', () => {
  it('counts the rows a filter matches and those a bulk decision would touch', async () => {
    expect(await as(w.viewer, (tx) => countReviewRows(tx, w.conversionId))).toEqual({ rows: 3, pending: 3, pendingFlagged: 2 });
    expect(await as(w.viewer, (tx) => countReviewRows(tx, w.conversionId, { outcome: 'rejected' }))).toEqual({ rows: 1, pending: 1, pendingFlagged: 0 });
    expect(await as(w.viewer, (tx) => countReviewRows(tx, w.conversionId, { code: 'MAKE_TYPO' }))).toEqual({ rows: 1, pending: 1, pendingFlagged: 1 });
    expect(await as(w.viewer, (tx) => countReviewRows(tx, w.conversionId, { code: 'MAKE_TYPO', outcome: 'rejected' }))).toEqual({
      rows: 0,
      pending: 0,
      pendingFlagged: 0,
    });
  });

  it('counts nothing for a member of another workspace (RLS)', async () => {
    expect(await as(w.outsider, (tx) => countReviewRows(tx, w.conversionId))).toEqual({ rows: 0, pending: 0, pendingFlagged: 0 });
  });

  it('refuses decisions from viewers and operators, and writes the refusal to the audit log', async () => {
    for (const user of [w.viewer, w.operator]) {
      expect(await as(user, (tx) => decideRows(tx, w.conversionId, [{ row: 2, decision: 'approved' }]))).toMatchObject({ ok: false, code: 'not_allowed' });
      expect(await as(user, (tx) => decideMatchingRows(tx, w.conversionId, {}, { decision: 'rejected' }))).toMatchObject({ ok: false, code: 'not_allowed' });
    }
    expect(await as(w.outsider, (tx) => decideRows(tx, w.conversionId, [{ row: 2, decision: 'approved' }]))).toMatchObject({ ok: false, code: 'not_found' });
    const denials = (await as(w.owner, (tx) => listAuditEntries(tx, { workspaceId: w.workspace }))).filter((e) => e.action === 'access.denied');
    expect(denials.map((e) => e.actorId).sort()).toEqual([w.operator.id, w.operator.id, w.viewer.id, w.viewer.id].sort());
    expect((await as(w.viewer, (tx) => listReviewRows(tx, w.conversionId, { state: 'decided' }))).rows).toEqual([]);
  });

  it('audits approve, override, reject and clear with who, which row and the decision before', async () => {
    await as(w.reviewer, (tx) => decideRows(tx, w.conversionId, [{ row: 2, decision: 'approved' }]));
    await as(w.owner, (tx) => decideRows(tx, w.conversionId, [{ row: 3, decision: 'overridden', override: { make: 'Toyota', baseVehicleId: '' } }]));
    await as(w.reviewer, (tx) => decideRows(tx, w.conversionId, [{ row: 2, decision: 'rejected' }]));
    await as(w.reviewer, (tx) => decideRows(tx, w.conversionId, [{ row: 2, decision: null }]));

    const entries = await reviewEntries();
    expect(entries.map((e) => [e.action, e.actorId, e.details.row])).toEqual([
      ['review.approved', w.reviewer.id, 2],
      ['review.overridden', w.owner.id, 3],
      ['review.rejected', w.reviewer.id, 2],
      ['review.cleared', w.reviewer.id, 2],
    ]);
    expect(entries[1]!.details).toMatchObject({ override: { make: 'Toyota', baseVehicleId: '' } });
    expect(entries[3]!.details).toMatchObject({ previous: 'rejected' });
    expect(await as(w.owner, (tx) => verifyAuditChain(tx, w.workspace))).toEqual({ ok: true, check: { intact: true } });
  });

  it('shows each decision with who and when, and a cleared row as pending again', async () => {
    const { rows } = await as(w.viewer, (tx) => listReviewRows(tx, w.conversionId));
    const byRow = new Map(rows.map((r) => [r.row, r]));
    expect(byRow.get(2)).toMatchObject({ decision: null, override: null });
    expect(byRow.get(3)).toMatchObject({ decision: 'overridden', decidedBy: w.owner.id });
    expect(byRow.get(3)!.decidedAt).toBeInstanceOf(Date);
    expect(await as(w.viewer, (tx) => listReviewDecisions(tx, w.conversionId))).toEqual([
      expect.objectContaining({ row: 3, decision: 'overridden', decidedBy: w.owner.id, override: { make: 'Toyota', baseVehicleId: '' } }),
    ]);
  });

  it('decides every pending row matching a filter in one go, each row audited on its own', async () => {
    const before = await as(w.viewer, (tx) => countReviewRows(tx, w.conversionId));
    expect(before).toEqual({ rows: 3, pending: 2, pendingFlagged: 2 });
    const decided = await as(w.reviewer, (tx) => decideMatchingRows(tx, w.conversionId, { outcome: 'flagged' }, { decision: 'rejected' }));
    expect(decided).toEqual({ ok: true, decided: before.pendingFlagged });
    expect(await as(w.viewer, (tx) => countReviewRows(tx, w.conversionId))).toEqual({ rows: 3, pending: 0, pendingFlagged: 0 });
    const bulk = (await reviewEntries()).slice(-2);
    expect(bulk.map((e) => [e.action, e.actorId, e.details.row]).sort()).toEqual([
      ['review.rejected', w.reviewer.id, 2],
      ['review.rejected', w.reviewer.id, 4],
    ]);
  });
});
