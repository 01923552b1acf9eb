import type { Queryable } from '@/lib/db';

/** One day of a workspace's conversions (UTC days), for the dashboard's throughput chart. */
export interface ActivityDay {
  day: string;
  conversions: number;
  succeeded: number;
  failed: number;
  rows: number;
  flagged: number;
  rejected: number;
}

export async function conversionActivity(tx: Queryable, workspaceId: string, days = 30): Promise<ActivityDay[]> {
  return tx.query<ActivityDay & Record<string, unknown>>(
    `select to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as day,
            count(*)::int as conversions,
            count(*) filter (where status = 'succeeded')::int as succeeded,
            count(*) filter (where status = 'failed')::int as failed,
            coalesce(sum((counts->>'rows')::bigint), 0)::int as rows,
            coalesce(sum((counts->>'flagged')::bigint), 0)::int as flagged,
            coalesce(sum((counts->>'rejected')::bigint), 0)::int as rejected
     from public.conversions
     where workspace_id = $1 and created_at >= now() - make_interval(days => $2)
     group by 1 order by 1`,
    [workspaceId, days],
  );
}

/** Findings per code and day over finished conversions (exact counts, from each report's stored summary). */
export async function findingTrend(tx: Queryable, workspaceId: string, days = 30): Promise<{ day: string; code: string; count: number }[]> {
  return tx.query(
    `select to_char(date_trunc('day', c.finished_at at time zone 'UTC'), 'YYYY-MM-DD') as day, f.key as code,
            sum(f.value::bigint)::int as count
     from public.conversions c, jsonb_each_text(c.report_summary->'findingCounts') f
     where c.workspace_id = $1 and c.status = 'succeeded' and c.finished_at >= now() - make_interval(days => $2)
     group by 1, 2 order by 1, 3 desc`,
    [workspaceId, days],
  );
}

/** Reference releases the workspace's finished conversions used (source, date, demo or licensed). */
export async function referenceReleasesInUse(
  tx: Queryable,
  workspaceId: string,
): Promise<{ source: string; versionDate: string | null; demo: boolean; conversions: number; lastUsed: Date }[]> {
  const rows = await tx.query<{ source: string; version_date: string | null; demo: boolean; conversions: number; last_used: Date }>(
    `select report->'reference'->>'source' as source, report->'reference'->>'versionDate' as version_date,
            coalesce((report->'reference'->>'demo')::boolean, false) as demo,
            count(*)::int as conversions, max(finished_at) as last_used
     from public.conversions
     where workspace_id = $1 and status = 'succeeded' and report ? 'reference'
     group by 1, 2, 3 order by last_used desc`,
    [workspaceId],
  );
  return rows.map((r) => ({ source: r.source, versionDate: r.version_date, demo: r.demo, conversions: r.conversions, lastUsed: r.last_used }));
}

/** Held rows still waiting for a decision, over the workspace's conversions (the dashboard's review counts). */
export interface ReviewBacklog {
  /** Undecided rows in total, and by why they were held. */
  pending: number;
  pendingFlagged: number;
  pendingRejected: number;
  /** Conversions with at least one undecided row. */
  conversions: number;
  /** Undecided rows per conversion, for the ones asked about. */
  byConversion: Record<string, number>;
}

/**
 * Counts undecided review rows, in one statement: per conversion of the workspace, a lateral count
 * on `conversion_rows_pending_idx` (partial, decision is null) with the conversion as its index
 * condition. A join of the rows to the conversions let the planner scan every workspace's undecided
 * rows through that index, paying the row policy's membership check on each (issue 15.7: the
 * dashboard's dearest statement, growing with all users' backlogs, not this workspace's). The totals
 * count succeeded conversions; `byConversion` answers for the workspace's ones asked about, whatever their state.
 */
export async function reviewBacklog(tx: Queryable, workspaceId: string, conversionIds: readonly string[] = []): Promise<ReviewBacklog> {
  const [row] = await tx.query<{
    pending: number;
    pending_flagged: number;
    pending_rejected: number;
    conversions: number;
    by_conversion: Record<string, number>;
  }>(
    `select coalesce(sum(p.pending) filter (where c.status = 'succeeded'), 0)::int as pending,
            coalesce(sum(p.flagged) filter (where c.status = 'succeeded'), 0)::int as pending_flagged,
            coalesce(sum(p.rejected) filter (where c.status = 'succeeded'), 0)::int as pending_rejected,
            count(*) filter (where c.status = 'succeeded')::int as conversions,
            coalesce(jsonb_object_agg(c.id, p.pending) filter (where c.id = any(string_to_array($2::text, ',')::uuid[])), '{}'::jsonb) as by_conversion
     from public.conversions c
     cross join lateral (
       select count(*)::int as pending,
              count(*) filter (where r.outcome = 'flagged')::int as flagged,
              count(*) filter (where r.outcome = 'rejected')::int as rejected
       from public.conversion_rows r
       where r.conversion_id = c.id and r.decision is null
     ) p
     where c.workspace_id = $1 and p.pending > 0`,
    [workspaceId, conversionIds.join(',')],
  );
  return {
    pending: row?.pending ?? 0,
    pendingFlagged: row?.pending_flagged ?? 0,
    pendingRejected: row?.pending_rejected ?? 0,
    conversions: row?.conversions ?? 0,
    byConversion: row?.by_conversion ?? {},
  };
}
