import type { Queryable } from '@/lib/db';
import type { MetricEntry, RequestLogEntry } from './types';

/**
 * Writes and deletes monitoring records (as service_role: nobody else may). A batch is one statement
 * with one JSON parameter, whatever its size. Entries are expected already shaped (lib/monitoring):
 * a row the table's checks refuse would fail its whole batch on every retry.
 */

export async function insertRequestLogs(tx: Queryable, entries: readonly RequestLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((e) => ({
    timestamp: e.timestamp.toISOString(),
    endpoint: e.endpoint,
    method: e.method,
    status: e.status,
    response_time_ms: e.responseTimeMs,
    error: e.error,
    user_id: e.userId,
    metadata: e.metadata,
  }));
  await tx.query(
    `insert into public.request_logs ("timestamp", endpoint, method, status, response_time_ms, error, user_id, metadata)
     select r."timestamp", r.endpoint, r.method, r.status, r.response_time_ms, r.error, r.user_id, coalesce(r.metadata, '{}')
     from jsonb_to_recordset($1::jsonb) as r("timestamp" timestamptz, endpoint text, method text, status integer,
       response_time_ms double precision, error text, user_id uuid, metadata jsonb)`,
    [JSON.stringify(rows)],
  );
}

export async function insertMetrics(tx: Queryable, entries: readonly MetricEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((e) => ({ name: e.name, value: e.value, tags: e.tags, timestamp: e.timestamp.toISOString() }));
  await tx.query(
    `insert into public.custom_metrics (name, value, tags, "timestamp")
     select r.name, r.value, coalesce(r.tags, '{}'), r."timestamp"
     from jsonb_to_recordset($1::jsonb) as r(name text, value double precision, tags jsonb, "timestamp" timestamptz)`,
    [JSON.stringify(rows)],
  );
}

/**
 * Deletes up to `limit` request logs and as many metrics recorded before `cutoff`; answers how many
 * went. The retention job calls it until it answers 0, so no one statement holds the tables long.
 */
export async function deleteMonitoringBefore(tx: Queryable, cutoff: Date, limit: number): Promise<number> {
  const [row] = await tx.query<{ deleted: number }>(
    `with logs as (
       delete from public.request_logs where id in (
         select id from public.request_logs where "timestamp" < $1 order by "timestamp" limit $2)
       returning 1),
     metrics as (
       delete from public.custom_metrics where id in (
         select id from public.custom_metrics where "timestamp" < $1 order by "timestamp" limit $2)
       returning 1)
     select ((select count(*) from logs) + (select count(*) from metrics))::int as deleted`,
    [cutoff.toISOString(), limit],
  );
  return row?.deleted ?? 0;
}
