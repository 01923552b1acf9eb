import { z } from 'zod';
import { endpointOf } from './endpoint';
import { PAGE_JS_NAME, WEB_VITAL_NAMES } from './web-vitals-names';

/**
 * What a browser may report (one Web Vital per request, from components/monitoring) and how it becomes
 * a custom metric: `web_vitals.lcp` etc., tagged with the page (ids replaced, as in the request log)
 * and the browser's rating. Values beyond any real page (an LCP over ten minutes) are refused.
 */
export const WEB_VITALS_MAX_BODY_BYTES = 1024;
/**
 * Per sender, a minute: the signed-in user whose pages report (the reporter is mounted on signed-in
 * and preview pages only), else the client's address. Generous on purpose: a page load sends up to
 * four reports (LCP, CLS, INP, its script bytes), and without trusted proxies every anonymous visitor
 * (a preview link's reader) shares one address key (decision 0007) — the limit is there to stop a
 * flood, not to sample real readers.
 */
export const WEB_VITALS_RATE_LIMIT = { limit: 600, windowMs: 60_000 };

const page = z.string().startsWith('/').max(500);

export const webVitalReportSchema = z.discriminatedUnion('name', [
  z.strictObject({
    name: z.enum(WEB_VITAL_NAMES),
    value: z.number().finite().min(0).max(600_000),
    rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
    page,
  }),
  // A page's script bytes: whole bytes, up to 50 MB (no real page ships more).
  z.strictObject({ name: z.literal(PAGE_JS_NAME), value: z.number().int().min(0).max(50_000_000), page }),
]);
export type WebVitalReport = z.infer<typeof webVitalReportSchema>;

export function webVitalMetric(report: WebVitalReport): { name: string; value: number; tags: Record<string, string> } {
  if (report.name === PAGE_JS_NAME) return { name: 'page.js_bytes', value: report.value, tags: { page: endpointOf(report.page) } };
  return {
    name: `web_vitals.${report.name.toLowerCase()}`,
    value: report.value,
    tags: { page: endpointOf(report.page), ...(report.rating ? { rating: report.rating } : {}) },
  };
}
