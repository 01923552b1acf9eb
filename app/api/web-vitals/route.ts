import { headers } from 'next/headers';
import { isSameOriginRequest, NO_STORE, readCappedText } from '@/lib/http';
import { clientKey, processRateLimiter } from '@/lib/http/rate-limit';
import { recordMetric } from '@/lib/monitoring/telemetry';
import { WEB_VITALS_MAX_BODY_BYTES, WEB_VITALS_RATE_LIMIT, webVitalMetric, webVitalReportSchema } from '@/lib/monitoring/web-vitals';

export const runtime = 'nodejs';

/**
 * A browser's Web Vital (components/monitoring/web-vitals-reporter.tsx), kept as a custom metric.
 * Same-origin, rate-limited per client, a body of at most 1 KB, validated. Answers 204 with no body
 * (what the reporter's `sendBeacon` ignores anyway), or the status of the refusal; nothing is recorded
 * with monitoring off.
 */
export async function POST(request: Request): Promise<Response> {
  const requestHeaders = await headers();
  if (!isSameOriginRequest(requestHeaders)) return refused(403);
  if (!processRateLimiter('web-vitals', WEB_VITALS_RATE_LIMIT).attempt(clientKey(requestHeaders)).allowed) return refused(429);
  const body = await readCappedText(request, WEB_VITALS_MAX_BODY_BYTES);
  if (body === null) return refused(413);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return refused(400);
  }
  const report = webVitalReportSchema.safeParse(json);
  if (!report.success) return refused(400);
  const metric = webVitalMetric(report.data);
  recordMetric(metric.name, metric.value, metric.tags);
  return new Response(null, { status: 204, headers: NO_STORE });
}

function refused(status: number): Response {
  return new Response(null, { status, headers: NO_STORE });
}

