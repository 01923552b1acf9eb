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

/** Findings per code and day over finished conversions (exact counts from each report). */
export async function findingTrend(tx: Queryable, workspaceId: string, days = 30): Promise<{ day: string; code: string; count: number }[]> {
  return tx.query(
    `select to_char(date_trunc('day', c.finished_at at time zone 'UTC'), 'YYYY-MM-DD') as day, f.key as code,
            sum(f.value::bigint)::int as count
     from public.conversions c, jsonb_each_text(c.report->'findingCounts') f
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
