import type { Queryable } from '@/lib/db';
import { parseAccountStatus, type AccountStatus } from '../accounts/types';
import type { WorkspaceRole } from './permissions';
import { toWorkspace, type Workspace, type WorkspaceRow } from './workspaces';

/*
 * Who belongs to which workspace, in what role: every read of `public.workspace_members` (the
 * caller's own memberships, a workspace's members, its founder) and the installation's direct
 * writes (the CLI). Settings → Members' commands, with their role checks, are in members.ts.
 */

export interface WorkspaceMembership {
  workspace: Workspace;
  role: WorkspaceRole;
}

export interface WorkspaceMember {
  userId: string;
  role: WorkspaceRole;
  joinedAt: Date;
}

/** A member as the workspace's other members see them (Settings → Members). */
export interface MemberProfile {
  userId: string;
  email: string | null;
  username: string | null;
  role: WorkspaceRole;
  /** A suspended member keeps the row but can do nothing until reinstated. */
  accountStatus: AccountStatus;
  joinedAt: Date;
}

type MemberRow = {
  user_id: string;
  email: string | null;
  username: string | null;
  role: WorkspaceRole;
  account_status: unknown;
  joined_at: Date;
};

function toMember(row: MemberRow): MemberProfile {
  return {
    userId: row.user_id,
    email: row.email,
    username: row.username,
    role: row.role,
    accountStatus: parseAccountStatus(row.account_status),
    joinedAt: row.joined_at,
  };
}

/**
 * The caller's workspaces with their role in each (`withUser`). Personal workspace first. The caller
 * as `(select auth.uid())`, worked out once: compared row by row, it came after the row policy's
 * membership check in the filter, so every page view checked every member of every workspace
 * (issue 15.7); as one value it is the index condition on `workspace_members_user_idx`.
 */
export async function listMyWorkspaces(tx: Queryable): Promise<WorkspaceMembership[]> {
  const rows = await tx.query<WorkspaceRow & { role: WorkspaceRole }>(
    `select w.id, w.name, w.slug, w.personal, w.created_by, w.created_at, m.role
     from public.workspaces w
     join public.workspace_members m on m.workspace_id = w.id and m.user_id = (select auth.uid())
     order by w.personal desc, w.name`,
  );
  return rows.map((row) => ({ workspace: toWorkspace(row), role: row.role }));
}

/** The caller's role in a workspace, or null when they are not an active member. */
export async function getMyWorkspaceRole(tx: Queryable, workspaceId: string): Promise<WorkspaceRole | null> {
  const [row] = await tx.query<{ role: WorkspaceRole }>(
    `select m.role from public.workspace_members m
     where m.workspace_id = $1 and m.user_id = auth.uid() and public.is_workspace_member($1, null)`,
    [workspaceId],
  );
  return row?.role ?? null;
}

/**
 * The workspace's members with their e-mail and username, oldest first (`withUser`). Empty for a
 * caller who is not an active member: the SQL function shows one workspace's members to its own.
 */
export async function listMemberProfiles(tx: Queryable, workspaceId: string): Promise<MemberProfile[]> {
  const rows = await tx.query<MemberRow>(
    `select user_id, email, username, role, account_status, joined_at from public.list_workspace_members($1)`,
    [workspaceId],
  );
  return rows.map(toMember);
}

export async function listWorkspaceMembers(tx: Queryable, workspaceId: string): Promise<WorkspaceMember[]> {
  const rows = await tx.query<{ user_id: string; role: WorkspaceRole; created_at: Date }>(
    `select user_id, role, created_at from public.workspace_members where workspace_id = $1 order by created_at`,
    [workspaceId],
  );
  return rows.map((row) => ({ userId: row.user_id, role: row.role, joinedAt: row.created_at }));
}

/**
 * The account a workspace speaks for: the one that created it, else its first owner; null when
 * neither is left (server code; the database itself, not a scope).
 */
export async function workspaceFounder(tx: Queryable, workspaceId: string): Promise<string | null> {
  const [row] = await tx.query<{ user_id: string | null }>(
    `select coalesce(w.created_by, (select m.user_id from public.workspace_members m
                                    where m.workspace_id = w.id and m.role = 'owner'
                                    order by m.created_at limit 1)) as user_id
     from public.workspaces w where w.id = $1`,
    [workspaceId],
  );
  return row?.user_id ?? null;
}
