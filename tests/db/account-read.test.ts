import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAccountAndWorkspaces } from '@/lib/auth/account-read';
import { asService, withUser } from '@/lib/db/scopes';
import { getAccount, getAccountAndMemberships, setAccountStatus } from '@/lib/data/accounts';
import { createWorkspace, listMyWorkspaces } from '@/lib/data/workspaces';
import { requestNotesStorage, type RequestNotes } from '@/lib/monitoring/request-notes';
import { closeTemplate, freshDb, makeUser, type TestDb, type TestUser } from './harness';

let db: TestDb;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  db = await freshDb();
  owner = await makeUser(db, { username: 'reader' });
  stranger = await makeUser(db);
  await withUser(owner.claims, (tx) => createWorkspace(tx, { name: 'Brakes', slug: `brakes-${owner.id.slice(0, 8)}` }), db);
  await withUser(stranger.claims, (tx) => createWorkspace(tx, { name: 'Elsewhere', slug: `elsewhere-${stranger.id.slice(0, 8)}` }), db);
});
afterAll(async () => {
  await db.close();
  await closeTemplate();
});

describe('the signed-in read (issue 15.7)', () => {
  it("reads the account and only the caller's own memberships, in one transaction of four statements", async () => {
    const notes: RequestNotes = { userId: null, error: null, metadata: { kind: 'page' } };
    const read = await requestNotesStorage().run(notes, () => readAccountAndWorkspaces(owner.id, owner.email, db));
    expect(read.account).toMatchObject({ id: owner.id, username: 'reader', accountStatus: 'active' });
    // The personal workspace first (approval made it), then the team one; not the stranger's.
    expect(read.workspaces.map((m) => [m.workspace.personal, m.workspace.name, m.role])).toEqual([
      [true, expect.any(String), 'owner'],
      [false, 'Brakes', 'owner'],
    ]);
    // BEGIN, the scope's claims, the account with the memberships, COMMIT.
    expect(notes.metadata.dbStatements).toBe(4);
  });

  it('reads the status fresh: a suspension shows on the next read', async () => {
    expect((await readAccountAndWorkspaces(stranger.id, stranger.email, db)).workspaces.map((m) => m.workspace.name)).toContain('Elsewhere');
    const suspended = await asService((tx) => setAccountStatus(tx, { userId: stranger.id, status: 'suspended' }), db);
    expect(suspended.ok).toBe(true);
    const read = await readAccountAndWorkspaces(stranger.id, stranger.email, db);
    expect(read.account?.accountStatus).toBe('suspended');
  });

  it('reads in its one statement what the account read and the membership list read apart', async () => {
    for (const user of [owner, stranger]) {
      const apart = await withUser(user.claims, async (tx) => ({ account: await getAccount(tx, user.id), workspaces: await listMyWorkspaces(tx) }), db);
      expect(await withUser(user.claims, (tx) => getAccountAndMemberships(tx, user.id), db)).toEqual(apart);
    }
  });

  it('an account with no membership left reads with none; no account row reads as null beside the memberships', async () => {
    const loner = await makeUser(db);
    await asService((tx) => tx.query('delete from public.workspaces where id in (select workspace_id from public.workspace_members where user_id = $1)', [loner.id]), db);
    const read = await withUser(loner.claims, (tx) => getAccountAndMemberships(tx, loner.id), db);
    expect(read.account?.id).toBe(loner.id);
    expect(read.workspaces).toEqual([]);
    // No row for the id asked: the account is null, the caller's memberships still come.
    const none = await withUser(owner.claims, (tx) => getAccountAndMemberships(tx, crypto.randomUUID()), db);
    expect(none.account).toBeNull();
    expect(none.workspaces.map((m) => m.workspace.name)).toContain('Brakes');
  });
});
