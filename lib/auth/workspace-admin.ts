import { asService, withUser, type Db, type Refusal } from '@/lib/db';
import {
  addMemberByEmail,
  changeMemberRole,
  createWorkspace,
  getMyWorkspaceRole,
  getWorkspaceBySlug,
  LAST_OWNER_CONSTRAINT,
  listMemberProfiles,
  listMyWorkspaces,
  type WorkspaceMembership,
  type WorkspaceRole,
} from '@/lib/data/workspaces';
import { findAccountByEmail, type Account } from '@/lib/data/accounts';
import { say } from '@/lib/catalog/messages';
import { refused, refusedAsWorded } from './admin-refusal';
import type { AdminOutcome } from './user-admin';

/**
 * Workspace administration for the command line (`partsmith workspaces …`). Each step runs as the
 * owner it is done for (`withUser`), so RLS, the role rules and the audit triggers apply exactly as
 * they do for the owner in the browser; only looking accounts up by e-mail is service code.
 */

async function activeAccount(db: Db, email: string): Promise<AdminOutcome<Account>> {
  const account = await asService((tx) => findAccountByEmail(tx, email), db);
  if (!account) return refused(say('accounts.admin.noAccount', { email }));
  if (account.accountStatus !== 'active') {
    return refused(say('accounts.admin.notActive', { email, status: account.accountStatus }));
  }
  return { ok: true, value: account };
}

export async function createTeamWorkspace(
  db: Db,
  input: { slug: string; name: string; ownerEmail: string },
): Promise<AdminOutcome<{ workspaceId: string }>> {
  const owner = await activeAccount(db, input.ownerEmail);
  if (!owner.ok) return owner;
  const created = await withUser({ sub: owner.value.id }, (tx) => createWorkspace(tx, { name: input.name, slug: input.slug }), db);
  if (!created.ok) return created.code === 'conflict' ? refused(say('accounts.admin.slugTaken', { slug: input.slug })) : refusedAsWorded(created);
  return { ok: true, value: { workspaceId: created.workspaceId } };
}

/*
 * The command's refusals, worded as the database worded them when the command wrote the member row
 * itself (scripts match on them): a creator who no longer owns the workspace, and the last active
 * owner's demotion. The Settings calls word the second for a reader in the browser.
 */
const NOT_OWNER: Refusal = { ok: false, code: 'not_allowed', message: 'not allowed to change this workspace' };
const LAST_OWNER = 'a workspace needs at least one active owner';

/**
 * Adds a member (or changes their role) on behalf of the workspace's creator, who must still own it:
 * the same calls as Settings → Members (`addMemberByEmail`, `changeMemberRole`). The ownership is
 * checked first, so a creator who lost it is refused as before, without an access denial on record.
 */
export async function addWorkspaceMember(
  db: Db,
  input: { slug: string; email: string; role: WorkspaceRole },
): Promise<AdminOutcome<{ workspaceId: string }>> {
  const workspace = await asService((tx) => getWorkspaceBySlug(tx, input.slug), db);
  if (!workspace) return refused(say('accounts.admin.noWorkspace', { slug: input.slug }));
  if (!workspace.createdBy) return refused(say('accounts.admin.noCreator', { slug: input.slug }));
  const member = await activeAccount(db, input.email);
  if (!member.ok) return member;
  const workspaceId = workspace.id;
  const set = await withUser(
    { sub: workspace.createdBy },
    async (tx) => {
      if ((await getMyWorkspaceRole(tx, workspaceId)) !== 'owner') return NOT_OWNER;
      const members = await listMemberProfiles(tx, workspaceId);
      return members.some((m) => m.userId === member.value.id)
        ? changeMemberRole(tx, { workspaceId, userId: member.value.id, role: input.role })
        : addMemberByEmail(tx, { workspaceId, email: member.value.email ?? input.email, role: input.role });
    },
    db,
  );
  if (!set.ok) return refusedAsWorded(set.constraint === LAST_OWNER_CONSTRAINT ? { code: set.code, message: LAST_OWNER } : set);
  return { ok: true, value: { workspaceId } };
}

export async function listAccountWorkspaces(db: Db, email: string): Promise<AdminOutcome<WorkspaceMembership[]>> {
  const account = await activeAccount(db, email);
  if (!account.ok) return account;
  return { ok: true, value: await withUser({ sub: account.value.id }, (tx) => listMyWorkspaces(tx), db) };
}
