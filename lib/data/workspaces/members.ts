import { z } from 'zod';
import { refusing, type Outcome, type Queryable } from '@/lib/db';
import { WORKSPACE_ROLES, type WorkspaceRole } from './permissions';
import { listMemberProfiles, type MemberProfile } from './membership';
import { invalid, notFound, refused, requireRole } from './roles';
import { say } from '@/lib/catalog/messages';

/** The database's name for "this would leave the workspace without an active owner". */
export const LAST_OWNER_CONSTRAINT = 'workspace_members_last_owner';

export const memberRoleSchema = z.enum(WORKSPACE_ROLES);

async function memberOf(tx: Queryable, workspaceId: string, userId: string): Promise<MemberProfile | null> {
  const members = await listMemberProfiles(tx, workspaceId);
  return members.find((m) => m.userId === userId) ?? null;
}

/** Says in words what the last-owner rule means; other refusals pass through. */
function explainLastOwner<T extends object>(outcome: Outcome<T>): Outcome<T> {
  if (outcome.ok || outcome.constraint !== LAST_OWNER_CONSTRAINT) return outcome;
  return { ...refused('conflict', say('refusal.lastOwner')), constraint: LAST_OWNER_CONSTRAINT };
}

/**
 * Adds an active account to the workspace by its e-mail (owners; audited). Refusals: not_found (the
 * workspace, or no active account with that e-mail — one answer for both kinds of account), not_allowed,
 * conflict (already a member), invalid.
 */
export async function addMemberByEmail(
  tx: Queryable,
  input: { workspaceId: string; email: string; role: WorkspaceRole },
): Promise<Outcome<{ member: MemberProfile }>> {
  const role = memberRoleSchema.safeParse(input.role);
  if (!role.success) return invalid(say('refusal.noSuchRole', { role: String(input.role) }));
  const allowed = await requireRole(tx, input.workspaceId, 'manage');
  if (!allowed.ok) return allowed;
  const added = await refusing(tx, async (q) => {
    const [row] = await q.query<{ user_id: string }>(`select public.add_workspace_member_by_email($1, $2, $3) as user_id`, [
      input.workspaceId,
      input.email,
      role.data,
    ]);
    if (!row) throw new Error('add_workspace_member_by_email returned no row');
    return { userId: row.user_id };
  });
  if (!added.ok) {
    if (added.code === 'not_found') return { ...added, ...refused('not_found', say('refusal.noAccount', { email: input.email.trim() })) };
    if (added.code === 'conflict') return { ...added, ...refused('conflict', say('refusal.alreadyMember', { email: input.email.trim() })) };
    return added;
  }
  const member = await memberOf(tx, input.workspaceId, added.userId);
  if (!member) throw new Error('the added member is not listed');
  return { ok: true, member };
}

/**
 * Gives a member another role (owners; audited). Demoting the last active owner is refused by the
 * database (`conflict`, constraint LAST_OWNER_CONSTRAINT). Refusals: not_found, not_allowed, conflict, invalid.
 */
export async function changeMemberRole(
  tx: Queryable,
  input: { workspaceId: string; userId: string; role: WorkspaceRole },
): Promise<Outcome<{ member: MemberProfile }>> {
  const role = memberRoleSchema.safeParse(input.role);
  if (!role.success) return invalid(say('refusal.noSuchRole', { role: String(input.role) }));
  const allowed = await requireRole(tx, input.workspaceId, 'manage');
  if (!allowed.ok) return allowed;
  const changed = await refusing(tx, async (q) => {
    const rows = await q.query(
      `update public.workspace_members set role = $3 where workspace_id = $1 and user_id = $2 returning user_id`,
      [input.workspaceId, input.userId, role.data],
    );
    if (rows.length === 0) throw Object.assign(new Error('no such member'), { code: 'P0002' });
    return {};
  });
  if (!changed.ok) return changed.code === 'not_found' ? notFound('member') : explainLastOwner(changed);
  const member = await memberOf(tx, input.workspaceId, input.userId);
  if (!member) return notFound('member');
  return { ok: true, member };
}

/**
 * Removes a member (owners; audited). Removing the last active owner — oneself included — is
 * refused (`conflict`). Refusals: not_found, not_allowed, conflict.
 */
export async function removeMember(
  tx: Queryable,
  input: { workspaceId: string; userId: string },
): Promise<Outcome<{ removed: MemberProfile }>> {
  const allowed = await requireRole(tx, input.workspaceId, 'manage');
  if (!allowed.ok) return allowed;
  const member = await memberOf(tx, input.workspaceId, input.userId);
  if (!member) return notFound('member');
  const removed = await refusing(tx, async (q) => {
    const rows = await q.query(`delete from public.workspace_members where workspace_id = $1 and user_id = $2 returning user_id`, [
      input.workspaceId,
      input.userId,
    ]);
    if (rows.length === 0) throw Object.assign(new Error('no such member'), { code: 'P0002' });
    return {};
  });
  if (!removed.ok) return removed.code === 'not_found' ? notFound('member') : explainLastOwner(removed);
  return { ok: true, removed: member };
}
