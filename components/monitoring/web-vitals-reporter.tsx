'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { WEB_VITAL_NAMES, WEB_VITALS_ENDPOINT } from '@/lib/monitoring/web-vitals-names';

type Reported = Parameters<Parameters<typeof useReportWebVitals>[0]>[0];

const REPORTED: ReadonlySet<string> = new Set(WEB_VITAL_NAMES);

// Module level, so the hook registers once (it re-registers whenever the function changes).
function send(metric: Reported): void {
  if (!REPORTED.has(metric.name)) return;
  const body = JSON.stringify({ name: metric.name, value: metric.value, rating: metric.rating, page: window.location.pathname });
  // A beacon survives the page being closed; where it is refused, a keep-alive fetch does the same.
  const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(WEB_VITALS_ENDPOINT, new Blob([body], { type: 'application/json' }));
  if (!sent) void fetch(WEB_VITALS_ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
}

/** Sends this page's LCP, CLS and INP to the server (decision 0019). Mounted by the root layout with monitoring on. */
export function WebVitalsReporter(): null {
  useReportWebVitals(send);
  return null;
}
