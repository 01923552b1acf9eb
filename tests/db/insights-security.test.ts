import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAccessDenials, listAuditActors, listAuditEntries, listMemberSignIns, recordAccessDenial, removeMember, requireRole, verifyAuditChain } from '@/lib/data/workspaces';
import { asService, withUser } from '@/lib/db/scopes';
import { recordSignInAttempt } from '@/lib/data/accounts';
import type { Queryable } from '@/lib/db/types';
import { loadSecurity, summarizeSignIns } from '@/lib/data/insights';
import { submitUpload } from '@/lib/jobs';
import { LocalBlobStore } from '@/lib/storage';
import { decideRows, saveMapping } from '@/lib/data/catalogs';
import { buildCatalogWorld, type CatalogWorld } from './catalogs-world';
import { closeTemplate, freshDb, makeUser, type TestDb, type TestUser } from './harness';

let db: TestDb;
let w: CatalogWorld;
const as = <T>(user: TestUser, fn: (tx: Queryable) => Promise<T>) => withUser(user.claims, fn, db);
const denials = () => asService((tx) => listAuditEntries(tx, { workspaceId: w.workspace, limit: 1000 }), db).then((all) => all.filter((e) => e.action === 'access.denied'));
const chain = () => asService((tx) => verifyAuditChain(tx, w.workspace), db);

beforeAll(async () => {
  db = await freshDb();
  w = await buildCatalogWorld(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
  await closeTemplate();
});

describe('access denials', () => {
  it('refuses a viewer who tries to upload, writes access.denied to the chain, and the chain stays intact', async () => {
    const before = await denials();
    // The refusal comes before any byte is read or any job is queued: no store or queue is touched.
    const runtime = { db, store: new LocalBlobStore('/nonexistent/partsmith-insights-test'), boss: {} as PgBoss };
    const refused = await submitUpload(w.viewer.claims, { workspaceId: w.workspace, fileName: 'brakes.csv', body: Buffer.from('Part,Make\n1,Toyota\n') }, runtime);
    expect(refused).toMatchObject({ ok: false, code: 'not_allowed' });

    const after = await denials();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ actorId: w.viewer.id, target: 'upload', details: { action: 'upload', role: 'viewer' } });
    expect(await chain()).toEqual({ ok: true, check: { intact: true } });
  });

  it('records a reviewer refused a mapping save and a viewer refused a review decision', async () => {
    const mapping = { version: 1 as const, columns: [{ column: 'Make', field: 'make' as const }] };
    const saved = await as(w.reviewer, (tx) => saveMapping(tx, { workspaceId: w.workspace, name: 'Mine', header: ['Make'], mapping }));
    expect(saved).toMatchObject({ ok: false, code: 'not_allowed' });
    const decided = await as(w.viewer, (tx) => decideRows(tx, w.conversionId, [{ row: 2, decision: 'approved' }]));
    expect(decided).toMatchObject({ ok: false, code: 'not_allowed' });

    const listed = await as(w.owner, (tx) => listAccessDenials(tx, w.workspace));
    expect(listed.slice(0, 2).map((d) => [d.actorId, d.action, d.role])).toEqual([
      [w.viewer.id, 'review', 'viewer'],
      [w.reviewer.id, 'convert', 'reviewer'],
    ]);
    expect(await chain()).toEqual({ ok: true, check: { intact: true } });
  });

  it('writes nothing for an allowed action or for someone outside the workspace', async () => {
    const before = (await denials()).length;
    expect(await as(w.operator, (tx) => requireRole(tx, w.workspace, 'upload'))).toEqual({ ok: true, role: 'operator' });
    expect(await as(w.outsider, (tx) => requireRole(tx, w.workspace, 'upload'))).toMatchObject({ ok: false, code: 'not_found' });
    expect(await denials()).toHaveLength(before);
  });

  it('lets nobody write a denial that did not happen', async () => {
    // An owner may upload; a viewer may read; "fly" is no action; an outsider names no chain of theirs.
    expect(await as(w.owner, (tx) => recordAccessDenial(tx, w.workspace, 'upload'))).toMatchObject({ ok: false, code: 'invalid' });
    expect(await as(w.viewer, (tx) => recordAccessDenial(tx, w.workspace, 'read'))).toMatchObject({ ok: false, code: 'invalid' });
    expect(await as(w.viewer, (tx) => recordAccessDenial(tx, w.workspace, 'fly' as 'read'))).toMatchObject({ ok: false, code: 'invalid' });
    expect(await as(w.outsider, (tx) => recordAccessDenial(tx, w.workspace, 'upload'))).toMatchObject({ ok: false, code: 'not_allowed' });
    // Server code is not a person who was refused.
    expect(await asService((tx) => recordAccessDenial(tx, w.workspace, 'upload'), db)).toMatchObject({ ok: false, code: 'not_allowed' });
  });

  it('keeps the refused transaction usable after a failed write', async () => {
    const outcome = await as(w.owner, async (tx) => {
      const failed = await recordAccessDenial(tx, w.workspace, 'upload');
      const [row] = await tx.query<{ one: number }>('select 1 as one');
      return { failed, one: row!.one };
    });
    expect(outcome).toMatchObject({ failed: { ok: false }, one: 1 });
  });

  it('stops writing past 30 denials a minute from one member, and the chain stays intact', async () => {
    const flooder = await makeUser(db, { username: 'flood' });
    await asService((tx) => tx.query(`insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'viewer')`, [w.workspace, flooder.id]), db);
    const ids: (number | null)[] = [];
    for (let i = 0; i < 32; i++) {
      const r = await as(flooder, (tx) => recordAccessDenial(tx, w.workspace, 'export'));
      if (!r.ok) throw new Error(r.message);
      ids.push(r.id);
    }
    expect(ids.filter((id) => id !== null)).toHaveLength(30);
    expect(ids.slice(30)).toEqual([null, null]);
    expect(await chain()).toEqual({ ok: true, check: { intact: true } });
  });
});

describe('sign-ins of members', () => {
  it('shows owners the attempts of their members only', async () => {
    await asService(async (tx) => {
      await recordSignInAttempt(tx, { email: w.viewer.email, succeeded: false });
      await recordSignInAttempt(tx, { email: ` ${w.viewer.email.toUpperCase()} `, succeeded: true });
      await recordSignInAttempt(tx, { email: w.outsider.email, succeeded: false });
    }, db);
    const listed = await as(w.owner, (tx) => listMemberSignIns(tx, w.workspace));
    if (!listed.ok) throw new Error(listed.message);
    expect(listed.signIns.every((s) => s.userId !== w.outsider.id)).toBe(true);
    const viewer = listed.signIns.filter((s) => s.userId === w.viewer.id);
    expect(viewer.map((s) => s.succeeded).sort()).toEqual([false, true]);
    expect(viewer[0]).toMatchObject({ email: w.viewer.email, role: 'viewer' });

    const [summary] = summarizeSignIns(viewer);
    expect(summary).toMatchObject({ userId: w.viewer.id, succeeded: 1, failed: 1 });
    expect(summary!.lastSucceededAt).toBeInstanceOf(Date);
  });

  it('refuses other roles', async () => {
    for (const user of [w.operator, w.reviewer, w.viewer, w.outsider]) {
      expect(await as(user, (tx) => listMemberSignIns(tx, w.workspace))).toMatchObject({ ok: false, code: 'not_allowed' });
      expect(await as(user, (tx) => listAuditActors(tx, w.workspace))).toMatchObject({ ok: false, code: 'not_allowed' });
    }
  });
});

describe('the audit log for owners', () => {
  it('names actors, including someone who has left the workspace', async () => {
    const leaver = await makeUser(db, { username: 'leaver' });
    await asService((tx) => tx.query(`insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'viewer')`, [w.workspace, leaver.id]), db);
    await as(leaver, (tx) => requireRole(tx, w.workspace, 'manage'));
    expect(await as(w.owner, (tx) => removeMember(tx, { workspaceId: w.workspace, userId: leaver.id }))).toMatchObject({ ok: true });

    const actors = await as(w.owner, (tx) => listAuditActors(tx, w.workspace));
    if (!actors.ok) throw new Error(actors.message);
    expect(actors.actors.find((a) => a.userId === leaver.id)).toMatchObject({ username: 'leaver', email: leaver.email });
    expect(actors.actors.find((a) => a.userId === w.outsider.id)).toBeUndefined();
  });

  it('loads the security page: intact chain, one page of entries and the way to older ones', async () => {
    const first = await loadSecurity(w.owner.claims, w.workspace, { db });
    expect(first.chain).toEqual({ intact: true });
    expect(first.entries).toHaveLength(25);
    expect(first.latestSeq).toBe(first.entries[0]!.seq);
    expect(first.nextBeforeSeq).toBe(first.entries.at(-1)!.seq);
    expect(first.denials[0]).toMatchObject({ action: 'manage', role: 'viewer' });
    expect(first.actors[w.viewer.id]).toBe('victor');
    expect(first.failedSignIns.some((f) => f.userId === w.viewer.id)).toBe(true);

    const second = await loadSecurity(w.owner.claims, w.workspace, { db, beforeSeq: first.nextBeforeSeq! });
    expect(second.entries[0]!.seq).toBe(first.nextBeforeSeq! - 1);
    expect(second.latestSeq).toBe(first.latestSeq);
  });

  it('shows where the chain breaks when an entry was changed', async () => {
    const victim = (await denials()).at(-1)!;
    await db.transaction(async (tx) => {
      await tx.exec('set local session_replication_role = replica');
      await tx.query(`update public.audit_log set details = '{"action":"upload","role":"owner"}' where id = $1`, [victim.id]);
    });
    const data = await loadSecurity(w.owner.claims, w.workspace, { db });
    expect(data.chain).toEqual({ intact: false, entryId: victim.id, entrySeq: victim.seq, problem: 'hash_mismatch' });
  });
});
