import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAccountAndWorkspaces } from '@/lib/auth/account-read';
import { asService, withUser } from '@/lib/db/scopes';
import { setAccountStatus } from '@/lib/data/accounts';
import { createWorkspace } from '@/lib/data/workspaces';
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
  it("reads the account and only the caller's own memberships, in one transaction of five statements", async () => {
    const notes: RequestNotes = { userId: null, error: null, metadata: { kind: 'page' } };
    const read = await requestNotesStorage().run(notes, () => readAccountAndWorkspaces(owner.id, owner.email, db));
    expect(read.account).toMatchObject({ id: owner.id, username: 'reader', accountStatus: 'active' });
    // The personal workspace first (approval made it), then the team one; not the stranger's.
    expect(read.workspaces.map((m) => [m.workspace.personal, m.workspace.name, m.role])).toEqual([
      [true, expect.any(String), 'owner'],
      [false, 'Brakes', 'owner'],
    ]);
    // BEGIN, the scope's claims, the account, the memberships, COMMIT.
    expect(notes.metadata.dbStatements).toBe(5);
  });

  it('reads the status fresh: a suspension shows on the next read', async () => {
    expect((await readAccountAndWorkspaces(stranger.id, stranger.email, db)).workspaces.map((m) => m.workspace.name)).toContain('Elsewhere');
    const suspended = await asService((tx) => setAccountStatus(tx, { userId: stranger.id, status: 'suspended' }), db);
    expect(suspended.ok).toBe(true);
    const read = await readAccountAndWorkspaces(stranger.id, stranger.email, db);
    expect(read.account?.accountStatus).toBe('suspended');
  });
});
