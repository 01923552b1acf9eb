import { headers } from 'next/headers';
import { signedInUserId } from '@/lib/auth';
import { NO_STORE, readBeacon } from '@/lib/http';
import { recordMetric } from '@/lib/monitoring/telemetry';
import { WEB_VITALS_MAX_BODY_BYTES, WEB_VITALS_RATE_LIMIT, webVitalMetric, webVitalReportSchema } from '@/lib/monitoring/web-vitals';

export const runtime = 'nodejs';

/**
 * A browser's Web Vital (components/monitoring/web-vitals-reporter.tsx), kept as a custom metric.
 * Same-origin, rate-limited per signed-in user (else per client address), a body of at most 1 KB, validated. Answers 204 with no body
 * (what the reporter's `sendBeacon` ignores anyway), or the status of the refusal; nothing is recorded
 * with monitoring off.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readBeacon(request, await headers(), {
    limiter: 'web-vitals',
    rate: WEB_VITALS_RATE_LIMIT,
    maxBytes: WEB_VITALS_MAX_BODY_BYTES,
    schema: webVitalReportSchema,
    sender: await signedInUserId(),
  });
  if (!read.ok) return new Response(null, { status: read.status, headers: NO_STORE });
  const metric = webVitalMetric(read.report);
  recordMetric(metric.name, metric.value, metric.tags);
  return new Response(null, { status: 204, headers: NO_STORE });
}
