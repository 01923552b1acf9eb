/**
 * The Web Vitals the browser reports (spec §9's budgets: LCP 2,500 ms, CLS 0.1; INP replaced FID) and
 * where it sends them. No imports: the client reporter takes these and nothing else.
 */
export const WEB_VITALS_ENDPOINT = '/api/web-vitals';
export const WEB_VITAL_NAMES = ['LCP', 'CLS', 'INP'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
