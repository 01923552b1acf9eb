import { getMyWorkspaceRole } from './membership';
import type { Queryable, Refusal } from '@/lib/db';
import { WORKSPACE_PERMISSIONS, type WorkspaceAction, type WorkspaceRole } from './permissions';
import { recordAccessDenial } from './denials';

const WHO: Record<WorkspaceAction, string> = {
  read: 'members',
  upload: 'owners and operators',
  convert: 'owners and operators',
  export: 'owners and operators',
  review: 'owners and reviewers',
  manage: 'owners',
};

const WHAT: Record<WorkspaceAction, string> = {
  read: 'see this workspace',
  upload: 'upload catalogs',
  convert: 'start conversions',
  export: 'make exports',
  review: 'decide review rows',
  manage: 'change settings and API keys',
};

export function roleAllows(role: WorkspaceRole | null, action: WorkspaceAction): boolean {
  return role !== null && (WORKSPACE_PERMISSIONS[action] as readonly WorkspaceRole[]).includes(role);
}

/**
 * The caller's role when it allows `action` (`withUser`). Not a member → not_found (another
 * workspace's existence is not confirmed); a member whose role does not allow it → not_allowed,
 * and an `access.denied` entry (action, role) in the workspace's audit chain, written in the
 * caller's transaction — so call this when the user is attempting the action; to ask whether
 * they may (to show or hide a button), use `roleAllows` / `can` instead.
 */
export async function requireRole(
  tx: Queryable,
  workspaceId: string,
  action: WorkspaceAction,
): Promise<{ ok: true; role: WorkspaceRole } | Refusal> {
  const role = await getMyWorkspaceRole(tx, workspaceId);
  if (role === null) return { ok: false, code: 'not_found', message: 'No such workspace, or you are not a member of it.' };
  if (!roleAllows(role, action)) {
    await recordAccessDenial(tx, workspaceId, action);
    return { ok: false, code: 'not_allowed', message: `Only ${WHO[action]} can ${WHAT[action]}; your role here is ${role}.` };
  }
  return { ok: true, role };
}

/** A refusal for a row the caller cannot see (or that does not exist). */
export function notFound(what: string): Refusal {
  return { ok: false, code: 'not_found', message: `No such ${what}, or it is not in a workspace you belong to.` };
}

export function invalid(message: string): Refusal {
  return { ok: false, code: 'invalid', message };
}
