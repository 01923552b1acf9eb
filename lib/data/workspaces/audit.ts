import { type Outcome, type Queryable, refusing } from '@/lib/db';

/** One entry of a hash-chained audit log (see supabase/migrations/*_audit_log.sql). */
export interface AuditEntry {
  id: number;
  /** null: the platform chain (account approvals, administrator changes). */
  workspaceId: string | null;
  /** Position in its chain, from 1. */
  seq: number;
  actorId: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
  prevHash: string | null;
  hash: string;
}

/** `<area>.<verb>` in lower snake case, e.g. `review.approved`, `export.created`. */
export const AUDIT_ACTION_PATTERN = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;

export interface AppendAuditInput {
  workspaceId: string | null;
  action: string;
  target?: string | null;
  details?: Record<string, unknown>;
  /** Only trusted server code may name an actor; a user always writes as themselves. */
  actorId?: string | null;
}

/**
 * Appends an entry through `append_audit()`: as a user (`withUser`) into a workspace where they are
 * owner, operator or reviewer, or the platform chain when they are an administrator; or as trusted
 * server code (`asService`). Refusals: not_allowed, invalid (malformed action).
 */
export async function appendAudit(tx: Queryable, input: AppendAuditInput): Promise<Outcome<{ id: number }>> {
  return refusing(tx, async (q) => {
    const [row] = await q.query<{ id: number }>(
      `select public.append_audit($1::uuid, $2::text, $3::text, $4::jsonb, $5::uuid) as id`,
      [input.workspaceId, input.action, input.target ?? null, JSON.stringify(input.details ?? {}), input.actorId ?? null],
    );
    if (!row) throw new Error('append_audit returned no row');
    return { id: Number(row.id) };
  });
}

type AuditRow = {
  id: number;
  workspace_id: string | null;
  seq: number;
  actor_id: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  created_at: Date;
  prev_hash: string | null;
  hash: string;
};

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    workspaceId: row.workspace_id,
    seq: Number(row.seq),
    actorId: row.actor_id,
    action: row.action,
    target: row.target,
    details: row.details,
    createdAt: row.created_at,
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}

export interface ListAuditOptions {
  /** null: the platform chain. */
  workspaceId: string | null;
  /** Newest first; entries with seq below this one (for paging). */
  beforeSeq?: number;
  limit?: number;
}

/** Entries of one chain the caller may read (RLS: members of the workspace; administrators). */
export async function listAuditEntries(tx: Queryable, options: ListAuditOptions): Promise<AuditEntry[]> {
  const rows = await tx.query<AuditRow>(
    `select id, workspace_id, seq, actor_id, action, target, details, created_at, prev_hash, hash
     from public.audit_log
     where coalesce(workspace_id, '00000000-0000-0000-0000-000000000000'::uuid)
           = coalesce($1::uuid, '00000000-0000-0000-0000-000000000000'::uuid)
       and ($2::bigint is null or seq < $2)
     order by seq desc
     limit $3`,
    [options.workspaceId, options.beforeSeq ?? null, Math.min(options.limit ?? 100, 1000)],
  );
  return rows.map(toEntry);
}

export type AuditChainProblem = 'seq_gap' | 'prev_hash_mismatch' | 'hash_mismatch' | 'tail_missing';

export type AuditChainCheck =
  | { intact: true }
  | {
      intact: false;
      /** The first entry that does not check out; null for `tail_missing`. */
      entryId: number | null;
      entrySeq: number;
      problem: AuditChainProblem;
    };

/**
 * Recomputes a chain (`verify_audit_chain()`): members and administrators (`withUser`) or server
 * code (`asService`). Refusals: not_allowed.
 */
export async function verifyAuditChain(
  tx: Queryable,
  workspaceId: string | null,
): Promise<Outcome<{ check: AuditChainCheck }>> {
  return refusing(tx, async (q) => {
    const [row] = await q.query<{ entry_id: number | null; entry_seq: number; problem: AuditChainProblem }>(
      `select entry_id, entry_seq, problem from public.verify_audit_chain($1::uuid)`,
      [workspaceId],
    );
    const check: AuditChainCheck = row
      ? {
          intact: false,
          entryId: row.entry_id === null ? null : Number(row.entry_id),
          entrySeq: Number(row.entry_seq),
          problem: row.problem,
        }
      : { intact: true };
    return { check };
  });
}
