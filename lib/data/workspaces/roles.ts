import { findingSaid, render, say, type Said } from '@/lib/catalog/messages';
import type { Finding } from '@/lib/catalog';
import { getMyWorkspaceRole } from './membership';
import type { Queryable, Refusal } from '@/lib/db';
import { WORKSPACE_PERMISSIONS, type WorkspaceAction, type WorkspaceRole } from './permissions';
import { recordAccessDenial } from './denials';

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
  if (role === null) return refused('not_found', say('refusal.notAMember'));
  if (!roleAllows(role, action)) {
    await recordAccessDenial(tx, workspaceId, action);
    return refused('not_allowed', say('refusal.roleForbids', { action, role }));
  }
  return { ok: true, role };
}

/** A refusal said as a text of the catalogue (texts/refusals.ts); `message` is its English, as logs and English readers have it. */
export function refused(code: Refusal['code'], said: Said): Refusal {
  return { ok: false, code, message: render(said, 'en'), said };
}

/** The kinds of row a refusal can fail to find (`refusal.notFound` names each). */
export type RefusedRecord = 'mapping' | 'conversion' | 'apiKey' | 'member' | 'workspace' | 'batch' | 'exportRequest' | 'export' | 'learnedTerm';

/** A refusal for a row the caller cannot see (or that does not exist). */
export function notFound(what: RefusedRecord): Refusal {
  return refused('not_found', say('refusal.notFound', { what }));
}

export function invalid(said: Said): Refusal {
  return refused('invalid', said);
}

/** An engine finding as the reason (convert settings): its text when it has one. */
export function invalidFinding(finding: Finding): Refusal {
  const said = findingSaid(finding);
  return typeof said === 'string' ? { ok: false, code: 'invalid', message: said } : invalid(said);
}

/** zod's first issue, for `refusal.notValid` (its words are the library's, announced as such). */
export function notValid(what: string, error: { issues: readonly { message: string }[] }): Refusal {
  return invalid(say('refusal.notValid', { what, issue: error.issues[0]?.message ?? 'invalid' }));
}
