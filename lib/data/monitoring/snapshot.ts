import { say } from '@/lib/catalog/messages';
import { withUser, type Db, type Outcome, type Queryable, type UserClaims } from '@/lib/db';
import { refused } from '../workspaces/roles';
import { summarizeValues } from './percentiles';
import { METRIC_HISTORY, SNAPSHOT_ENDPOINTS, type EndpointCount, type MetricHistory, type MonitoringSnapshot, type ResponseWindow } from './types';

const HOUR_MS = 3_600_000;

/**
 * The monitoring figures (spec §2 "Monitoring dashboard", §9), computed from the tables each time:
 * response-time percentiles and success/error rates over the last hour and the last 24 hours, the
 * error count, each metric's last 100 values with their summary, and requests per endpoint.
 * Platform administrators only: checked here by name, and the tables' RLS shows nobody else a row.
 * Percentiles of response times are Postgres's `percentile_cont` (24 hours of requests stay in the
 * database); a metric's last 100 values are summarised here with the same definition (percentiles.ts).
 */
export async function loadMonitoringSnapshot(
  claims: UserClaims,
  options: { db?: Db; now?: Date } = {},
): Promise<Outcome<{ snapshot: MonitoringSnapshot }>> {
  const now = options.now ?? new Date();
  return withUser(
    claims,
    async (tx) => {
      const [caller] = await tx.query<{ admin: boolean }>(`select public.is_platform_admin() as admin`);
      if (!caller?.admin) return refused('not_allowed', say('refusal.platformAdminsOnly'));
      const lastDay = await responseWindow(tx, new Date(now.getTime() - 24 * HOUR_MS), now);
      const snapshot: MonitoringSnapshot = {
        generatedAt: now.toISOString(),
        lastHour: await responseWindow(tx, new Date(now.getTime() - HOUR_MS), now),
        lastDay,
        errorCount: lastDay.errors,
        metrics: await metricHistories(tx),
        endpoints: await endpointCounts(tx, new Date(now.getTime() - 24 * HOUR_MS), now),
      };
      return { ok: true as const, snapshot };
    },
    options.db,
  );
}

// A server failure: a 5xx, or an error the request recorded (a crash answered some other way).
export const FAILED = `(status >= 500 or error is not null)`;

export async function responseWindow(tx: Queryable, from: Date, to: Date): Promise<ResponseWindow> {
  const [row] = await tx.query<{ requests: number; p50: number | null; p95: number | null; p99: number | null; succeeded: number; errors: number }>(
    `select count(*)::int as requests,
            percentile_cont(0.5) within group (order by response_time_ms) as p50,
            percentile_cont(0.95) within group (order by response_time_ms) as p95,
            percentile_cont(0.99) within group (order by response_time_ms) as p99,
            (count(*) filter (where status < 400))::int as succeeded,
            (count(*) filter (where ${FAILED}))::int as errors
     from public.request_logs where "timestamp" > $1 and "timestamp" <= $2`,
    [from.toISOString(), to.toISOString()],
  );
  const requests = row?.requests ?? 0;
  return {
    requests,
    p50Ms: row?.p50 ?? null,
    p95Ms: row?.p95 ?? null,
    p99Ms: row?.p99 ?? null,
    successRate: requests ? row!.succeeded / requests : null,
    errorRate: requests ? row!.errors / requests : null,
    errors: row?.errors ?? 0,
  };
}

async function metricHistories(tx: Queryable): Promise<MetricHistory[]> {
  const rows = await tx.query<{ name: string; value: number; timestamp: Date | string }>(
    `select m.name, h.value, h."timestamp"
     from (select distinct name from public.custom_metrics) m
     cross join lateral (
       select value, "timestamp" from public.custom_metrics c
       where c.name = m.name order by "timestamp" desc limit $1) h
     order by m.name, h."timestamp" desc`,
    [METRIC_HISTORY],
  );
  const byName = new Map<string, { values: number[]; lastAt: string }>();
  for (const row of rows) {
    const entry = byName.get(row.name) ?? { values: [], lastAt: new Date(row.timestamp).toISOString() };
    entry.values.push(row.value);
    byName.set(row.name, entry);
  }
  return [...byName].map(([name, { values, lastAt }]) => ({ name, lastAt, values, ...summarizeValues(values) }));
}

async function endpointCounts(tx: Queryable, from: Date, to: Date): Promise<EndpointCount[]> {
  return tx.query<EndpointCount & Record<string, unknown>>(
    `select endpoint, method, count(*)::int as requests, (count(*) filter (where ${FAILED}))::int as errors,
            avg(response_time_ms)::float8 as "avgMs"
     from public.request_logs where "timestamp" > $1 and "timestamp" <= $2
     group by endpoint, method order by requests desc, endpoint, method limit $3`,
    [from.toISOString(), to.toISOString(), SNAPSHOT_ENDPOINTS],
  );
}
