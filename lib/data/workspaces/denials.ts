import { refusalFrom, type Outcome, type Queryable } from '@/lib/db';
import type { WorkspaceAction, WorkspaceRole } from './permissions';

/** A member refused an action their role does not allow (audit entry `access.denied`). */
export interface AccessDenial {
  /** The audit entry's id and position in the workspace's chain. */
  id: number;
  seq: number;
  actorId: string | null;
  /** What they tried: upload, convert, export, review, manage. */
  action: string;
  /** Their role at the time. */
  role: WorkspaceRole | null;
  createdAt: Date;
}

const SAVEPOINT = 'partsmith_access_denial';

/**
 * Writes `access.denied` to the workspace's audit chain for the signed-in member (`withUser`),
 * through `record_access_denial()` — the one audit write a viewer may make, and only about
 * themselves. Runs in a savepoint and never throws: a refusal stands whether or not it could be
 * written down, so a failed write is logged and reported as a value. `id` is null when the
 * database skipped the entry (more than 30 denials a minute from one member).
 */
export async function recordAccessDenial(
  tx: Queryable,
  workspaceId: string,
  action: WorkspaceAction,
): Promise<Outcome<{ id: number | null }>> {
  // Given a whole database rather than a transaction, open one: savepoints need it.
  if ('transaction' in tx && typeof tx.transaction === 'function') {
    const db = tx as Queryable & { transaction<R>(run: (inner: Queryable) => Promise<R>): Promise<R> };
    return db.transaction((inner) => recordAccessDenial(inner, workspaceId, action));
  }
  await tx.exec(`savepoint ${SAVEPOINT}`);
  try {
    const [row] = await tx.query<{ id: number | null }>(`select public.record_access_denial($1::uuid, $2::text) as id`, [workspaceId, action]);
    await tx.exec(`release savepoint ${SAVEPOINT}`);
    return { ok: true, id: row?.id == null ? null : Number(row.id) };
  } catch (error) {
    await tx.exec(`rollback to savepoint ${SAVEPOINT}`);
    const refusal = refusalFrom(error);
    if (refusal) return refusal;
    console.error(`[partsmith] could not record an access denial (${action}) in workspace ${workspaceId}:`, error);
    return { ok: false, code: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
}

/** The workspace's access denials, newest first (members read the audit log; the page shows it to owners). */
export async function listAccessDenials(tx: Queryable, workspaceId: string, options: { limit?: number } = {}): Promise<AccessDenial[]> {
  const rows = await tx.query<{ id: number; seq: number; actor_id: string | null; details: Record<string, unknown>; target: string | null; created_at: Date }>(
    `select id, seq, actor_id, target, details, created_at from public.audit_log
     where workspace_id = $1 and action = 'access.denied'
     order by created_at desc, seq desc limit $2`,
    [workspaceId, Math.max(1, Math.min(options.limit ?? 50, 500))],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    seq: Number(r.seq),
    actorId: r.actor_id,
    action: typeof r.details.action === 'string' ? r.details.action : (r.target ?? ''),
    role: typeof r.details.role === 'string' ? (r.details.role as WorkspaceRole) : null,
    createdAt: r.created_at,
  }));
}
