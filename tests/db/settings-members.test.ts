import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMemberByEmail, changeMemberRole, createWorkspace, LAST_OWNER_CONSTRAINT, listAuditEntries, listMemberProfiles, removeMember, renameWorkspace, suggestWorkspaceSlug } from '@/lib/data/workspaces';
import { asService, withUser } from '@/lib/db/scopes';
import type { Queryable } from '@/lib/db/types';
import { setAccountStatus } from '@/lib/data/accounts';
import { closeTemplate, freshDb, makeUser, sqlstateOf, type TestDb, type TestUser } from './harness';

/**
 * Team "Pads": olivia owns it, vera is a viewer. carol is active but in no team, dave still waits
 * for approval, sam is suspended, xavier is an outsider with only his personal workspace.
 */
let db: TestDb;
let olivia: TestUser, vera: TestUser, carol: TestUser, dave: TestUser, sam: TestUser, xavier: TestUser;
let team: string;

const as = <T>(user: TestUser, fn: (tx: Queryable) => Promise<T>) => withUser(user.claims, fn, db);

beforeEach(async () => {
  db = await freshDb();
  olivia = await makeUser(db, { username: 'olivia', email: 'olivia@example.test' });
  vera = await makeUser(db, { username: 'vera', email: 'vera@example.test' });
  carol = await makeUser(db, { username: 'carol', email: 'carol@example.test' });
  dave = await makeUser(db, { username: 'dave', email: 'dave@example.test', status: 'pending_review' });
  sam = await makeUser(db, { username: 'sam', email: 'sam@example.test', status: 'suspended' });
  xavier = await makeUser(db, { username: 'xavier', email: 'xavier@example.test' });
  const created = await as(olivia, (tx) => createWorkspace(tx, { name: 'Pads', slug: 'pads' }));
  if (!created.ok) throw new Error(created.message);
  team = created.workspaceId;
  const added = await as(olivia, (tx) => addMemberByEmail(tx, { workspaceId: team, email: vera.email, role: 'viewer' }));
  if (!added.ok) throw new Error(added.message);
});

afterEach(async () => {
  await db?.close();
});

afterAll(async () => {
  await closeTemplate();
});

async function auditActions(workspaceId: string): Promise<{ action: string; actorId: string | null; target: string | null }[]> {
  const entries = await asService((tx) => listAuditEntries(tx, { workspaceId }), db);
  return entries.map((e) => ({ action: e.action, actorId: e.actorId, target: e.target }));
}

describe('the members list', () => {
  it("shows every member's e-mail, username and role to any member, a viewer included", async () => {
    const seen = await as(vera, (tx) => listMemberProfiles(tx, team));
    expect(seen.map((m) => [m.email, m.username, m.role, m.accountStatus])).toEqual([
      ['olivia@example.test', 'olivia', 'owner', 'active'],
      ['vera@example.test', 'vera', 'viewer', 'active'],
    ]);
  });

  it('shows nothing to someone outside the workspace, nor to a pending or suspended account', async () => {
    expect(await as(xavier, (tx) => listMemberProfiles(tx, team))).toEqual([]);
    expect(await as(dave, (tx) => listMemberProfiles(tx, team))).toEqual([]);
    await asService((tx) => setAccountStatus(tx, { userId: vera.id, status: 'suspended', reason: 'test' }), db);
    expect(await as(vera, (tx) => listMemberProfiles(tx, team))).toEqual([]);
  });

  it("does not open other users' account rows to members", async () => {
    const rows = await as(vera, (tx) => tx.query<{ id: string }>('select id from public.users'));
    expect(rows.map((r) => r.id)).toEqual([vera.id]);
  });
});

describe('adding a member by e-mail', () => {
  it('finds the active account whatever the case and spacing, and audits it with the owner as actor', async () => {
    const added = await as(olivia, (tx) => addMemberByEmail(tx, { workspaceId: team, email: '  Carol@Example.TEST ', role: 'reviewer' }));
    expect(added).toMatchObject({ ok: true, member: { userId: carol.id, email: 'carol@example.test', role: 'reviewer' } });
    expect(await auditActions(team)).toContainEqual({ action: 'workspace.member_added', actorId: olivia.id, target: carol.id });
    const seenByCarol = await as(carol, (tx) => listMemberProfiles(tx, team));
    expect(seenByCarol.map((m) => m.username)).toEqual(['olivia', 'vera', 'carol']);
  });

  it('refuses accounts that are pending, suspended or unknown with one answer', async () => {
    for (const email of [dave.email, sam.email, 'nobody@example.test']) {
      const outcome = await as(olivia, (tx) => addMemberByEmail(tx, { workspaceId: team, email, role: 'viewer' }));
      expect(outcome).toMatchObject({ ok: false, code: 'not_found', message: `No active Partsmith account uses ${email}.` });
    }
    expect((await as(olivia, (tx) => listMemberProfiles(tx, team))).length).toBe(2);
  });

  it('says so when the account is already a member', async () => {
    const again = await as(olivia, (tx) => addMemberByEmail(tx, { workspaceId: team, email: vera.email, role: 'owner' }));
    expect(again).toMatchObject({ ok: false, code: 'conflict' });
    expect((await as(olivia, (tx) => listMemberProfiles(tx, team))).find((m) => m.userId === vera.id)?.role).toBe('viewer');
  });

  it('is for owners only, and does not confirm another workspace exists', async () => {
    expect(await as(vera, (tx) => addMemberByEmail(tx, { workspaceId: team, email: carol.email, role: 'viewer' }))).toMatchObject({
      ok: false,
      code: 'not_allowed',
    });
    expect(await as(xavier, (tx) => addMemberByEmail(tx, { workspaceId: team, email: carol.email, role: 'viewer' }))).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    // The SQL function says no by itself, too.
    const direct = as(vera, (tx) => tx.query(`select public.add_workspace_member_by_email($1, $2, 'owner')`, [team, carol.email]));
    expect(await sqlstateOf(direct)).toBe('42501');
  });

  it('rejects a role that does not exist', async () => {
    const outcome = await as(olivia, (tx) =>
      addMemberByEmail(tx, { workspaceId: team, email: carol.email, role: 'admin' as unknown as 'viewer' }),
    );
    expect(outcome).toMatchObject({ ok: false, code: 'invalid' });
  });
});

describe('changing roles and removing members', () => {
  it('changes a role and audits the change', async () => {
    const changed = await as(olivia, (tx) => changeMemberRole(tx, { workspaceId: team, userId: vera.id, role: 'operator' }));
    expect(changed).toMatchObject({ ok: true, member: { userId: vera.id, role: 'operator' } });
    expect(await auditActions(team)).toContainEqual({ action: 'workspace.member_role_changed', actorId: olivia.id, target: vera.id });
  });

  it('removes a member and audits it', async () => {
    const removed = await as(olivia, (tx) => removeMember(tx, { workspaceId: team, userId: vera.id }));
    expect(removed).toMatchObject({ ok: true, removed: { userId: vera.id, email: vera.email } });
    expect(await as(vera, (tx) => listMemberProfiles(tx, team))).toEqual([]);
    expect(await auditActions(team)).toContainEqual({ action: 'workspace.member_removed', actorId: olivia.id, target: vera.id });
  });

  it('answers not_found for someone who is not a member, and not_allowed for a viewer', async () => {
    expect(await as(olivia, (tx) => changeMemberRole(tx, { workspaceId: team, userId: carol.id, role: 'viewer' }))).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    expect(await as(olivia, (tx) => removeMember(tx, { workspaceId: team, userId: carol.id }))).toMatchObject({ ok: false, code: 'not_found' });
    expect(await as(vera, (tx) => removeMember(tx, { workspaceId: team, userId: olivia.id }))).toMatchObject({ ok: false, code: 'not_allowed' });
  });
});

describe('the last owner', () => {
  it('cannot demote or remove themselves', async () => {
    const demoted = await as(olivia, (tx) => changeMemberRole(tx, { workspaceId: team, userId: olivia.id, role: 'viewer' }));
    expect(demoted).toMatchObject({ ok: false, code: 'conflict', constraint: LAST_OWNER_CONSTRAINT });
    const removed = await as(olivia, (tx) => removeMember(tx, { workspaceId: team, userId: olivia.id }));
    expect(removed).toMatchObject({ ok: false, code: 'conflict', constraint: LAST_OWNER_CONSTRAINT });
    expect((await as(olivia, (tx) => listMemberProfiles(tx, team))).find((m) => m.userId === olivia.id)?.role).toBe('owner');
  });

  it('is kept by the database whatever the caller uses', async () => {
    const viaLeave = await as(olivia, async (tx) => {
      // The owner leaving by a bare delete, past removeMember's own check.
      const code = await sqlstateOf(tx.query(`delete from public.workspace_members where workspace_id = $1 and user_id = $2`, [team, olivia.id]));
      return code;
    });
    expect(viaLeave).toBe('23514');
    const viaService = asService(
      (tx) => tx.query(`update public.workspace_members set role = 'operator' where workspace_id = $1 and user_id = $2`, [team, olivia.id]),
      db,
    );
    expect(await sqlstateOf(viaService)).toBe('23514');
  });

  it('can step down once another active owner exists', async () => {
    await as(olivia, (tx) => changeMemberRole(tx, { workspaceId: team, userId: vera.id, role: 'owner' }));
    const stepDown = await as(olivia, (tx) => changeMemberRole(tx, { workspaceId: team, userId: olivia.id, role: 'viewer' }));
    expect(stepDown).toMatchObject({ ok: true, member: { role: 'viewer' } });
    // Now vera is the last owner.
    expect(await as(vera, (tx) => removeMember(tx, { workspaceId: team, userId: vera.id }))).toMatchObject({ ok: false, code: 'conflict' });
  });

  it('does not count a suspended co-owner', async () => {
    await as(olivia, (tx) => changeMemberRole(tx, { workspaceId: team, userId: vera.id, role: 'owner' }));
    await asService((tx) => setAccountStatus(tx, { userId: vera.id, status: 'suspended', reason: 'test' }), db);
    const leave = await as(olivia, (tx) => removeMember(tx, { workspaceId: team, userId: olivia.id }));
    expect(leave).toMatchObject({ ok: false, code: 'conflict', constraint: LAST_OWNER_CONSTRAINT });
  });

  it('does not stand in the way of deleting the workspace or the account', async () => {
    const deleted = await as(olivia, (tx) => tx.query(`delete from public.workspaces where id = $1 returning id`, [team]));
    expect(deleted).toEqual([{ id: team }]);
    await db.query('delete from auth.users where id = $1', [xavier.id]);
    const [left] = await db.query<{ n: number }>('select count(*)::int as n from public.workspace_members where user_id = $1', [xavier.id]);
    expect(left).toEqual({ n: 0 });
  });
});

describe('renaming a workspace', () => {
  it('is for owners, validated and audited', async () => {
    expect(await as(vera, (tx) => renameWorkspace(tx, team, 'Mine now'))).toMatchObject({ ok: false, code: 'not_allowed' });
    expect(await as(olivia, (tx) => renameWorkspace(tx, team, '   '))).toMatchObject({ ok: false, code: 'invalid' });
    expect(await as(olivia, (tx) => renameWorkspace(tx, team, '  Brake Pads  '))).toEqual({ ok: true, name: 'Brake Pads' });
    const entries = await auditActions(team);
    expect(entries).toContainEqual({ action: 'workspace.renamed', actorId: olivia.id, target: team });
  });
});

describe('suggested slugs', () => {
  it('fold accents and punctuation into single hyphens', () => {
    expect(suggestWorkspaceSlug('Bremsen Müller & Söhne!')).toBe('bremsen-muller-sohne');
    expect(suggestWorkspaceSlug('  --Team--  ')).toBe('team');
    expect(suggestWorkspaceSlug('日本')).toBe('');
    expect(suggestWorkspaceSlug('x'.repeat(80))).toHaveLength(63);
  });
});
