import type { Queryable } from '@/lib/db';
import type { PartnerAccessDecision, PartnerAccessRequest } from './rule';

/**
 * The partner-access audit record (spec §3): one row in `partner_access_log` per decision, written by
 * trusted server code (`asService`), read by platform administrators (RLS).
 */
export async function recordPartnerAccess(tx: Queryable, request: PartnerAccessRequest, decision: PartnerAccessDecision): Promise<void> {
  await tx.query(
    `insert into public.partner_access_log (operation, user_id, data_source, involves_ai, authorized, alert_triggered, reason)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [request.operation, decision.reason === 'unknown_user' ? null : request.userId, request.dataSource, request.involvesAi, decision.authorized, decision.alertTriggered, decision.reason],
  );
}

/** How long an audit record is kept: a licence year (supabase/migrations/…_partner_access_retention.sql). */
export const PARTNER_ACCESS_RETENTION_DAYS = 365;

/**
 * Deletes up to `limit` audit records taken before `cutoff`; answers how many went. The retention job
 * calls it until it answers 0, as it does for the request logs.
 */
export async function deletePartnerAccessBefore(tx: Queryable, cutoff: Date, limit: number): Promise<number> {
  const rows = await tx.query<{ deleted: number }>(
    `with gone as (
       delete from public.partner_access_log where id in (
         select id from public.partner_access_log where occurred_at < $1 order by occurred_at limit $2)
       returning 1)
     select count(*)::int as deleted from gone`,
    [cutoff.toISOString(), limit],
  );
  return rows[0]?.deleted ?? 0;
}

/** The monitoring Security tab's partner data-loss figures. */
export interface PartnerAccessCounts {
  /** Decisions taken (every one is an access attempt to partner data). */
  total: number;
  authorized: number;
  /** Refused: unknown user or AI/GPT over protected data. */
  denied: number;
  /** Of the refusals, the ones that would have sent partner data to AI/GPT. */
  aiDenied: number;
  alerts: number;
}

/**
 * Counts the decisions since `since` (all of them without). Under a user's scope RLS shows platform
 * administrators every row and anyone else none, so a non-administrator sees zeros, never an error.
 */
export async function countPartnerAccess(tx: Queryable, options: { since?: Date } = {}): Promise<PartnerAccessCounts> {
  const rows = await tx.query<{ total: number; authorized: number; denied: number; ai_denied: number; alerts: number }>(
    `select count(*)::int as total,
            count(*) filter (where authorized)::int as authorized,
            count(*) filter (where not authorized)::int as denied,
            count(*) filter (where reason = 'ai_on_partner_data')::int as ai_denied,
            count(*) filter (where alert_triggered)::int as alerts
     from public.partner_access_log
     where $1::timestamptz is null or occurred_at >= $1::timestamptz`,
    [options.since?.toISOString() ?? null],
  );
  const row = rows[0];
  return { total: row?.total ?? 0, authorized: row?.authorized ?? 0, denied: row?.denied ?? 0, aiDenied: row?.ai_denied ?? 0, alerts: row?.alerts ?? 0 };
}
