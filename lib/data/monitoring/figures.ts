import type { Queryable } from '@/lib/db';
import { availabilityOf, type ServiceFigures } from '@/lib/monitoring/slo';
import { FAILED, responseWindow } from './snapshot';

/**
 * The figures the service objectives and the panel's health summary are judged on, from the request
 * log and the custom metrics (decision 0020 says what each one means). Whoever `tx` is decides what
 * is visible: the panel reads as the administrator, the alert check as the server.
 */

/** The objectives' figures over [from, to]: the response window plus availability by minute. */
export async function serviceFigures(tx: Queryable, from: Date, to: Date): Promise<ServiceFigures> {
  const window = await responseWindow(tx, from, to);
  const minutes = await tx.query<{ requests: number; serverErrors: number }>(
    `select count(*)::int as requests, (count(*) filter (where ${FAILED}))::int as "serverErrors"
       from public.request_logs where "timestamp" > $1 and "timestamp" <= $2
      group by date_trunc('minute', "timestamp")`,
    [from.toISOString(), to.toISOString()],
  );
  return {
    requests: window.requests,
    p95Ms: window.p95Ms,
    successRate: window.successRate,
    errorRate: window.errorRate,
    availability: availabilityOf(minutes),
  };
}

/** The health summary's request figures over [from, to]. */
export async function requestHealth(tx: Queryable, from: Date, to: Date): Promise<{ avgApiMs: number | null; unauthorizedAttempts: number }> {
  const [row] = await tx.query<{ avgApiMs: number | null; unauthorized: number }>(
    `select (avg(response_time_ms) filter (where metadata->>'kind' = 'api'))::float8 as "avgApiMs",
            (count(*) filter (where status in (401, 403)))::int as unauthorized
       from public.request_logs where "timestamp" > $1 and "timestamp" <= $2`,
    [from.toISOString(), to.toISOString()],
  );
  return { avgApiMs: row?.avgApiMs ?? null, unauthorizedAttempts: row?.unauthorized ?? 0 };
}
