import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addWorkspaceMember, createTeamWorkspace } from '@/lib/auth/workspace-admin';
import { listMemberProfiles } from '@/lib/data/workspaces';
import { withUser } from '@/lib/db/scopes';
import { closeTemplate, freshDb, makeUser, type TestDb, type TestUser } from './harness';

/**
 * `partsmith workspaces add`: adds a member or changes their role on behalf of the workspace's
 * creator, with the refusals the command has always printed (the English `message`).
 */
let db: TestDb;
let olivia: TestUser, vera: TestUser;

const rolesIn = async (workspaceId: string) =>
  Object.fromEntries((await withUser(olivia.claims, (tx) => listMemberProfiles(tx, workspaceId), db)).map((m) => [m.email, m.role]));

beforeEach(async () => {
  db = await freshDb();
  olivia = await makeUser(db, { username: 'olivia', email: 'olivia@example.test' });
  vera = await makeUser(db, { username: 'vera', email: 'vera@example.test' });
  const created = await createTeamWorkspace(db, { slug: 'pads', name: 'Pads', ownerEmail: olivia.email });
  if (!created.ok) throw new Error(created.message);
});

afterEach(async () => {
  await db?.close();
});

afterAll(async () => {
  await closeTemplate();
});

describe('workspaces add', () => {
  it('adds a member, then changes their role', async () => {
    const added = await addWorkspaceMember(db, { slug: 'pads', email: vera.email, role: 'viewer' });
    expect(added.ok).toBe(true);
    const workspaceId = added.ok ? added.value.workspaceId : '';
    expect(await rolesIn(workspaceId)).toEqual({ 'olivia@example.test': 'owner', 'vera@example.test': 'viewer' });
    expect(await addWorkspaceMember(db, { slug: 'pads', email: vera.email, role: 'operator' })).toMatchObject({ ok: true });
    expect(await rolesIn(workspaceId)).toEqual({ 'olivia@example.test': 'owner', 'vera@example.test': 'operator' });
  });

  it('refuses demoting the last active owner, in the database’s words', async () => {
    expect(await addWorkspaceMember(db, { slug: 'pads', email: olivia.email, role: 'viewer' })).toMatchObject({
      ok: false,
      message: 'a workspace needs at least one active owner',
    });
  });

  it('refuses when the creator no longer owns the workspace', async () => {
    expect(await addWorkspaceMember(db, { slug: 'pads', email: vera.email, role: 'owner' })).toMatchObject({ ok: true });
    expect(await addWorkspaceMember(db, { slug: 'pads', email: olivia.email, role: 'viewer' })).toMatchObject({ ok: true });
    expect(await addWorkspaceMember(db, { slug: 'pads', email: vera.email, role: 'operator' })).toMatchObject({
      ok: false,
      message: 'not allowed to change this workspace',
    });
  });
});
