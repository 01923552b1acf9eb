import { refusing, type Outcome } from './refusals';
import type { WorkspaceRole } from './schema';
import type { Queryable } from './types';

export interface Workspace {
  id: string;
  name: string;
  slug: string;
  personal: boolean;
  createdBy: string | null;
  createdAt: Date;
}

export interface WorkspaceMembership {
  workspace: Workspace;
  role: WorkspaceRole;
}

export interface WorkspaceMember {
  userId: string;
  role: WorkspaceRole;
  joinedAt: Date;
}

/** Same rule as the migration's check constraint. */
export const WORKSPACE_SLUG_PATTERN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

type WorkspaceRow = {
  id: string;
  name: string;
  slug: string;
  personal: boolean;
  created_by: string | null;
  created_at: Date;
};

function toWorkspace(row: WorkspaceRow): Workspace {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    personal: row.personal,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

/** The caller's workspaces with their role in each (`withUser`). Personal workspace first. */
export async function listMyWorkspaces(tx: Queryable): Promise<WorkspaceMembership[]> {
  const rows = await tx.query<WorkspaceRow & { role: WorkspaceRole }>(
    `select w.id, w.name, w.slug, w.personal, w.created_by, w.created_at, m.role
     from public.workspaces w
     join public.workspace_members m on m.workspace_id = w.id and m.user_id = auth.uid()
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

export async function getWorkspaceBySlug(tx: Queryable, slug: string): Promise<Workspace | null> {
  const [row] = await tx.query<WorkspaceRow>(
    `select id, name, slug, personal, created_by, created_at from public.workspaces where slug = $1`,
    [slug],
  );
  return row ? toWorkspace(row) : null;
}

/**
 * Creates a workspace owned by the caller (`withUser`; active accounts only). Refusals: not_allowed,
 * invalid (name or slug malformed), conflict (slug taken).
 */
export async function createWorkspace(
  tx: Queryable,
  input: { name: string; slug: string },
): Promise<Outcome<{ workspaceId: string }>> {
  return refusing(tx, async (q) => {
    const [row] = await q.query<{ id: string }>(`select public.create_workspace($1, $2) as id`, [input.name, input.slug]);
    if (!row) throw new Error('create_workspace returned no row');
    return { workspaceId: row.id };
  });
}

export async function listWorkspaceMembers(tx: Queryable, workspaceId: string): Promise<WorkspaceMember[]> {
  const rows = await tx.query<{ user_id: string; role: WorkspaceRole; created_at: Date }>(
    `select user_id, role, created_at from public.workspace_members where workspace_id = $1 order by created_at`,
    [workspaceId],
  );
  return rows.map((row) => ({ userId: row.user_id, role: row.role, joinedAt: row.created_at }));
}

/**
 * Adds or changes a member's role (owners only, by RLS; audited by a trigger). Refusals:
 * not_allowed, invalid.
 */
export async function setWorkspaceMember(
  tx: Queryable,
  input: { workspaceId: string; userId: string; role: WorkspaceRole },
): Promise<Outcome<{ member: WorkspaceMember }>> {
  return refusing(tx, async (q) => {
    const existing = await q.query(`select 1 from public.workspace_members where workspace_id = $1 and user_id = $2`, [
      input.workspaceId,
      input.userId,
    ]);
    const rows =
      existing.length > 0
        ? await q.query<{ user_id: string; role: WorkspaceRole; created_at: Date }>(
            `update public.workspace_members set role = $3 where workspace_id = $1 and user_id = $2
             returning user_id, role, created_at`,
            [input.workspaceId, input.userId, input.role],
          )
        : await q.query<{ user_id: string; role: WorkspaceRole; created_at: Date }>(
            `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, $3)
             returning user_id, role, created_at`,
            [input.workspaceId, input.userId, input.role],
          );
    const [row] = rows;
    // An UPDATE that RLS filters out touches no row rather than failing.
    if (!row) throw Object.assign(new Error('not allowed to change this workspace'), { code: '42501' });
    return { member: { userId: row.user_id, role: row.role, joinedAt: row.created_at } };
  });
}

/** Removes a member (owners), or the caller leaves (audited by a trigger). False when nothing was removed. */
export async function removeWorkspaceMember(tx: Queryable, input: { workspaceId: string; userId: string }): Promise<boolean> {
  const rows = await tx.query(
    `delete from public.workspace_members where workspace_id = $1 and user_id = $2 returning user_id`,
    [input.workspaceId, input.userId],
  );
  return rows.length > 0;
}
