import { cookies } from 'next/headers';
import { cache } from 'react';
import type { SessionUser } from './account-status';
import { activeUserOrNull, requireActiveUser } from './current-user';
import { asService, withUser, type UserClaims } from '@/lib/db';
import { createPersonalWorkspace } from '@/lib/data/accounts';
import { listMyWorkspaces, roleAllows, type Workspace, type WorkspaceAction, type WorkspaceMembership, type WorkspaceRole } from '@/lib/data/workspaces';
import { readAccountAndWorkspaces } from './account-read';
import { WORKSPACE_COOKIE } from './workspace-cookie';

/**
 * Who is asking and in which workspace: the signed-in user, their claims for `withUser`, every
 * workspace they belong to, and the one they are working in now (chosen with the switcher and kept
 * in a cookie; the first — personal — workspace when none is chosen or the choice is stale).
 *
 * The cookie only picks among the user's own memberships, read fresh from the database under RLS:
 * a forged value falls back to the first workspace and grants nothing.
 */
export interface WorkspaceContext {
  user: SessionUser;
  claims: UserClaims;
  workspace: Workspace;
  role: WorkspaceRole;
  workspaces: WorkspaceMembership[];
}

async function contextFor(user: SessionUser): Promise<WorkspaceContext> {
  const claims: UserClaims = { sub: user.id, email: user.email };
  // Read with the account status in the request's one transaction (account-read.ts).
  let { workspaces } = await readAccountAndWorkspaces(user.id, user.email);
  if (workspaces.length === 0) {
    // Approval creates the personal workspace; an account approved before that existed, or one
    // that left every workspace, gets it here rather than a page with nothing to work in.
    await asService((tx) => createPersonalWorkspace(tx, user.id));
    workspaces = await withUser(claims, (tx) => listMyWorkspaces(tx));
  }
  const chosen = (await cookies()).get(WORKSPACE_COOKIE)?.value;
  const current = workspaces.find((m) => m.workspace.id === chosen) ?? workspaces[0];
  if (!current) throw new Error(`user ${user.id} has no workspace even after creating a personal one`);
  return { user, claims, workspace: current.workspace, role: current.role, workspaces };
}

/** For pages and server actions: redirects to /login or /auth/pending-review like `requireActiveUser`. */
export const getWorkspaceContext = cache(async (): Promise<WorkspaceContext> => contextFor(await requireActiveUser()));

/** For route handlers: null when nobody active is signed in (answer 401 yourself). */
export const workspaceContextOrNull = cache(async (): Promise<WorkspaceContext | null> => {
  const user = await activeUserOrNull();
  return user ? contextFor(user) : null;
});

/** The user's role in any of their workspaces (a record's own workspace may not be the current one). */
export function roleIn(context: WorkspaceContext, workspaceId: string): WorkspaceRole | null {
  return context.workspaces.find((m) => m.workspace.id === workspaceId)?.role ?? null;
}

/** Whether the user may do `action` in `workspaceId` (default: the current workspace). */
export function can(context: WorkspaceContext, action: WorkspaceAction, workspaceId = context.workspace.id): boolean {
  return roleAllows(roleIn(context, workspaceId), action);
}
