import type { z } from 'zod';
import { getWorkspaceContext, requireActiveUser, requireAdmin, roleIn, type SessionUser, type WorkspaceContext } from '@/lib/auth';
import type { UserClaims } from '@/lib/db';
import { roleAllows, type WorkspaceAction, type WorkspaceRole } from '@/lib/data/workspaces';
import { callAction, formAction, type Resolve, type Work } from './core';
import { actionError, type MessageKey } from './result';

/**
 * The wrappers every server action is made with, one per kind of asker. They share the core
 * (input, refusals as values) and differ only in who they let through:
 *
 * - `publicAction`: anyone (sign-in, sign-up, password reset, the public site's forms);
 * - `userAction`: an active signed-in account, outside any workspace (profile, a new workspace);
 * - `adminAction`: platform staff (account approval, inquiries);
 * - `workspaceAction`: a member of the workspace the input is about, with their role there.
 *
 * Someone signed out or not yet approved is sent to the sign-in or pending-review page, as every
 * page of the product does; the rest is refused with a message key.
 */

type Nothing = Record<never, never>;
const nobody: Resolve<unknown, Nothing> = async () => ({ ok: true, scope: {} });

export function publicAction<S extends z.ZodType, T>(schema: S, work: Work<z.infer<S>, Nothing, T>) {
  return formAction(schema, nobody, work);
}

export interface UserScope {
  user: SessionUser;
  claims: UserClaims;
}

const claimsOf = (user: SessionUser): UserClaims => ({ sub: user.id, email: user.email });

const signedIn: Resolve<unknown, UserScope> = async () => {
  const user = await requireActiveUser();
  return { ok: true, scope: { user, claims: claimsOf(user) } };
};

const staff: Resolve<unknown, UserScope> = async () => {
  const user = await requireAdmin();
  return { ok: true, scope: { user, claims: claimsOf(user) } };
};

export function userAction<S extends z.ZodType, T>(schema: S, work: Work<z.infer<S>, UserScope, T>) {
  return formAction(schema, signedIn, work);
}

export function adminAction<S extends z.ZodType, T>(schema: S, work: Work<z.infer<S>, UserScope, T>) {
  return formAction(schema, staff, work);
}

export interface WorkspaceScope extends UserScope {
  context: WorkspaceContext;
  /** The workspace the action is about, and the asker's role in it. */
  workspaceId: string;
  role: WorkspaceRole;
}

export interface WorkspaceOptions<I> {
  /**
   * Which workspace the input is about. Default: its `workspaceId` field, else the current
   * workspace. A record's own workspace (read under the user's RLS) may not be the current one;
   * null: no such record for this user.
   */
  workspace?: (
    input: I,
    context: WorkspaceContext,
  ) => Promise<string | null | undefined> | string | null | undefined;
  /** What the role must allow (default: membership is enough; the data layer checks again). */
  may?: WorkspaceAction;
  /** The action's own words for "no such workspace/record" and "your role does not allow this". */
  refusals?: { notFound?: MessageKey; notAllowed?: MessageKey };
}

function inWorkspace<I>(options: WorkspaceOptions<I>): Resolve<I, WorkspaceScope> {
  return async (input) => {
    const context = await getWorkspaceContext();
    const posted = (input as { workspaceId?: unknown }).workspaceId;
    const workspaceId = options.workspace
      ? await options.workspace(input, context)
      : typeof posted === 'string'
        ? posted
        : context.workspace.id;
    const role = workspaceId ? roleIn(context, workspaceId) : null;
    if (!workspaceId || !role)
      return actionError(options.refusals?.notFound ?? 'workspace.notMember', { code: 'not_found' });
    if (options.may && !roleAllows(role, options.may))
      return actionError(options.refusals?.notAllowed ?? 'workspace.forbidden', { code: 'not_allowed' });
    return { ok: true, scope: { context, user: context.user, claims: context.claims, workspaceId, role } };
  };
}

export function workspaceAction<S extends z.ZodType, T>(
  schema: S,
  work: Work<z.infer<S>, WorkspaceScope, T>,
  options: WorkspaceOptions<z.infer<S>> = {},
) {
  return formAction(schema, inWorkspace(options), work);
}

/** `workspaceAction` for a client component that calls with an object instead of posting a form. */
export function workspaceCall<S extends z.ZodType, T>(
  schema: S,
  work: Work<z.infer<S>, WorkspaceScope, T>,
  options: WorkspaceOptions<z.infer<S>> = {},
) {
  return callAction(schema, inWorkspace(options), work);
}
