import { refusing, type Outcome, type Queryable } from '@/lib/db';
import type { WorkspaceRole } from './permissions';

/** One sign-in attempt by a member of the workspace (from `sign_in_attempts`, matched by e-mail). */
export interface MemberSignIn {
  userId: string;
  email: string;
  username: string | null;
  role: WorkspaceRole;
  attemptedAt: Date;
  succeeded: boolean;
}

/** A person named in the workspace's audit log: a member, or someone who once acted there. */
export interface AuditActor {
  userId: string;
  email: string | null;
  username: string | null;
}

/**
 * Sign-ins and failed sign-ins of the workspace's current members over the last `days` days,
 * newest first (owners, `withUser`; or server code). Refusals: not_allowed for other members.
 * Attempts are kept 30 days (the throttle prunes older ones).
 */
export async function listMemberSignIns(
  tx: Queryable,
  workspaceId: string,
  options: { days?: number; limit?: number } = {},
): Promise<Outcome<{ signIns: MemberSignIn[] }>> {
  return refusing(tx, async (q) => {
    const rows = await q.query<{ user_id: string; email: string; username: string | null; role: WorkspaceRole; attempted_at: Date; succeeded: boolean }>(
      `select user_id, email, username, role, attempted_at, succeeded from public.workspace_member_sign_ins($1::uuid, $2::int, $3::int)`,
      [workspaceId, options.days ?? 30, options.limit ?? 200],
    );
    return {
      signIns: rows.map((r) => ({
        userId: r.user_id,
        email: r.email,
        username: r.username,
        role: r.role,
        attemptedAt: r.attempted_at,
        succeeded: r.succeeded,
      })),
    };
  });
}

/** Names for the audit log's actor ids (owners, `withUser`; or server code). Refusals: not_allowed. */
export async function listAuditActors(tx: Queryable, workspaceId: string): Promise<Outcome<{ actors: AuditActor[] }>> {
  return refusing(tx, async (q) => {
    const rows = await q.query<{ user_id: string; email: string | null; username: string | null }>(
      `select user_id, email, username from public.workspace_audit_actors($1::uuid)`,
      [workspaceId],
    );
    return { actors: rows.map((r) => ({ userId: r.user_id, email: r.email, username: r.username })) };
  });
}
