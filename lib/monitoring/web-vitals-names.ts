/**
 * The Web Vitals the browser reports (spec §9's budgets: LCP 2,500 ms, CLS 0.1; INP replaced FID) and
 * where it sends them. No imports: the client reporter takes these and nothing else.
 */
export const WEB_VITALS_ENDPOINT = '/api/web-vitals';
export const WEB_VITAL_NAMES = ['LCP', 'CLS', 'INP'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
/**
 * Not a Web Vital, sent the same way: the JavaScript a page made the browser load (the scripts'
 * encoded bytes, as the Resource Timing API reports them) — the panel's "JS bundle size".
 */
export const PAGE_JS_NAME = 'JS';
