import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendAudit, listAuditEntries, verifyAuditChain } from '@/lib/data/workspaces';
import { asService, withUser } from '@/lib/db/scopes';
import { closeTemplate, freshDb, makeUser, sqlstateOf, type TestDb, type TestUser } from './harness';

let db: TestDb;
let owner: TestUser;
let stranger: TestUser;
let workspace: string;

afterAll(closeTemplate);

beforeEach(async () => {
  db = await freshDb();
  owner = await makeUser(db, { username: 'owner' });
  stranger = await makeUser(db, { username: 'stranger' });
  const [row] = await db.query<{ id: string }>('select id from public.workspaces where created_by = $1', [owner.id]);
  workspace = row!.id;
  for (const step of ['mapping.saved', 'review.approved', 'review.overridden', 'export.created']) {
    const appended = await withUser(owner.claims, (tx) => appendAudit(tx, { workspaceId: workspace, action: step, details: { step } }), db);
    if (!appended.ok) throw new Error(appended.message);
  }
});

afterEach(async () => db.close());

/** Runs SQL as the superuser with every trigger off: what only someone with full access could do. */
async function tamper(sql: string, params: unknown[] = []) {
  await db.transaction(async (tx) => {
    await tx.exec('set local session_replication_role = replica');
    await tx.query(sql, params);
  });
}

async function entries() {
  return asService((tx) => listAuditEntries(tx, { workspaceId: workspace }), db);
}

const verify = () => asService((tx) => verifyAuditChain(tx, workspace), db);

describe('audit chain', () => {
  it('links every entry to the one before it, starting from no previous hash', async () => {
    const chain = (await entries()).reverse();
    expect(chain.map((e) => e.seq)).toEqual(chain.map((_, i) => i + 1));
    expect(chain[0]!.prevHash).toBeNull();
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.prevHash).toBe(chain[i - 1]!.hash);
    for (const entry of chain) expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps one chain per workspace', async () => {
    const [other] = await db.query<{ id: string }>('select id from public.workspaces where created_by = $1', [stranger.id]);
    const appended = await withUser(stranger.claims, (tx) => appendAudit(tx, { workspaceId: other!.id, action: 'export.created' }), db);
    if (!appended.ok) throw new Error(appended.message);
    const theirs = await asService((tx) => listAuditEntries(tx, { workspaceId: other!.id }), db);
    // seq 1 and 2: the personal workspace's creation (owner added, workspace created).
    expect(theirs[0]).toMatchObject({ seq: 3, action: 'export.created' });
    expect((await entries())[0]!.seq).toBe(6);
  });

  it('sets seq, hashes and time itself, whatever the inserter sends', async () => {
    await asService(
      (tx) =>
        tx.query(`insert into public.audit_log (workspace_id, action, details) values ($1, 'note.added', '{"x":1}')`, [workspace]),
      db,
    );
    const [latest] = await entries();
    expect(latest).toMatchObject({ seq: 7, action: 'note.added', details: { x: 1 } });
    expect(await verify()).toEqual({ ok: true, check: { intact: true } });
    // Server code has no column privilege to write the chain fields.
    expect(
      await sqlstateOf(asService((tx) => tx.query(`insert into public.audit_log (workspace_id, action, hash) values ($1, 'x.y', 'f')`, [workspace]), db)),
    ).toBe('42501');
  });

  it('finds an intact chain intact', async () => {
    expect(await verify()).toEqual({ ok: true, check: { intact: true } });
    expect(await withUser(owner.claims, (tx) => verifyAuditChain(tx, workspace), db)).toEqual({ ok: true, check: { intact: true } });
  });

  it("refuses verifying a workspace's chain to someone outside it", async () => {
    expect(await withUser(stranger.claims, (tx) => verifyAuditChain(tx, workspace), db)).toMatchObject({ ok: false, code: 'not_allowed' });
  });
});

describe('audit log is append-only', () => {
  it('refuses UPDATE, even from the superuser that owns the table', async () => {
    expect(await sqlstateOf(db.query(`update public.audit_log set details = '{"forged":true}'`))).toBe('42501');
    expect(await sqlstateOf(asService((tx) => tx.query(`update public.audit_log set target = 'x'`), db))).toBe('42501');
  });

  it('refuses DELETE and TRUNCATE, even from the owner', async () => {
    expect(await sqlstateOf(db.query('delete from public.audit_log'))).toBe('42501');
    expect(await sqlstateOf(db.query('truncate public.audit_log'))).toBe('42501');
    expect(await sqlstateOf(db.query('delete from public.audit_chain_heads'))).toBe('42501');
    expect((await entries()).length).toBe(6);
  });

  it('says how to correct a mistake instead', async () => {
    await expect(db.query(`delete from public.audit_log`)).rejects.toThrow(/append-only/);
  });
});

describe('verify_audit_chain finds tampering', () => {
  it('finds an entry whose content was changed', async () => {
    const target = (await entries()).find((e) => e.seq === 3)!;
    await tamper(`update public.audit_log set details = '{"step":"review.rejected"}' where id = $1`, [target.id]);
    expect(await verify()).toEqual({ ok: true, check: { intact: false, entryId: target.id, entrySeq: 3, problem: 'hash_mismatch' } });
  });

  it('finds an entry rewritten with a recomputed hash, at the entry after it', async () => {
    const target = (await entries()).find((e) => e.seq === 2)!;
    await tamper(
      `update public.audit_log set details = '{"step":"forged"}',
         hash = public.audit_entry_hash(prev_hash, id, workspace_id, seq, actor_id, action, target, '{"step":"forged"}'::jsonb, created_at)
       where id = $1`,
      [target.id],
    );
    const next = (await entries()).find((e) => e.seq === 3)!;
    expect(await verify()).toEqual({ ok: true, check: { intact: false, entryId: next.id, entrySeq: 3, problem: 'prev_hash_mismatch' } });
  });

  it('finds a removed entry', async () => {
    const removed = (await entries()).find((e) => e.seq === 2)!;
    await tamper('delete from public.audit_log where id = $1', [removed.id]);
    const after = (await entries()).find((e) => e.seq === 3)!;
    expect(await verify()).toEqual({ ok: true, check: { intact: false, entryId: after.id, entrySeq: 3, problem: 'seq_gap' } });
  });

  it('finds entries removed from the end', async () => {
    const last = (await entries())[0]!;
    await tamper('delete from public.audit_log where id = $1', [last.id]);
    expect(await verify()).toEqual({ ok: true, check: { intact: false, entryId: null, entrySeq: last.seq, problem: 'tail_missing' } });
  });

  it('finds a forged entry slipped in with the triggers off', async () => {
    const [last] = await entries();
    await tamper(
      `insert into public.audit_log (workspace_id, seq, action, details, prev_hash, hash)
       values ($1, $2, 'review.approved', '{}', $3, repeat('0', 64))`,
      [workspace, last!.seq + 1, last!.hash],
    );
    const [forged] = await entries();
    expect(await verify()).toEqual({ ok: true, check: { intact: false, entryId: forged!.id, entrySeq: last!.seq + 1, problem: 'hash_mismatch' } });
  });
});
