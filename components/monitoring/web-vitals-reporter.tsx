'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { useEffect } from 'react';
import { PAGE_JS_NAME, WEB_VITAL_NAMES, WEB_VITALS_ENDPOINT } from '@/lib/monitoring/web-vitals-names';

type Reported = Parameters<Parameters<typeof useReportWebVitals>[0]>[0];

const REPORTED: ReadonlySet<string> = new Set(WEB_VITAL_NAMES);

function post(report: { name: string; value: number; rating?: string }): void {
  const body = JSON.stringify({ ...report, page: window.location.pathname });
  // A beacon survives the page being closed; where it is refused, a keep-alive fetch does the same.
  const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(WEB_VITALS_ENDPOINT, new Blob([body], { type: 'application/json' }));
  if (!sent) void fetch(WEB_VITALS_ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
}

// Module level, so the hook registers once (it re-registers whenever the function changes).
function send(metric: Reported): void {
  if (REPORTED.has(metric.name)) post({ name: metric.name, value: metric.value, rating: metric.rating });
}

/** The scripts this document loaded, in encoded (transferred, before decompression) bytes. */
function scriptBytes(): number {
  let bytes = 0;
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (entry.initiatorType === 'script') bytes += entry.encodedBodySize || entry.transferSize || 0;
  }
  return Math.round(bytes);
}

/**
 * Sends this page's LCP, CLS and INP to the server (decision 0019), and once per document load the
 * JavaScript it loaded (the panel's JS bundle size). Mounted by the root layout with monitoring on.
 */
export function WebVitalsReporter(): null {
  useReportWebVitals(send);
  useEffect(() => {
    const report = () => post({ name: PAGE_JS_NAME, value: scriptBytes() });
    if (document.readyState === 'complete') report();
    else window.addEventListener('load', report, { once: true });
    return () => window.removeEventListener('load', report);
  }, []);
  return null;
}
