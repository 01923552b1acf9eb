import { describe, expect, it } from 'vitest';
import { webVitalMetric, webVitalReportSchema } from '@/lib/monitoring/web-vitals';

describe('a browser\'s Web Vital report', () => {
  it('becomes a custom metric tagged with the page (ids replaced) and the rating', () => {
    const report = webVitalReportSchema.parse({ name: 'LCP', value: 1834.5, rating: 'good', page: '/en/catalogs/42' });
    expect(webVitalMetric(report)).toEqual({ name: 'web_vitals.lcp', value: 1834.5, tags: { page: '/en/catalogs/:id', rating: 'good' } });
  });

  it('takes LCP, CLS and INP only, with plausible values and nothing else', () => {
    expect(webVitalReportSchema.safeParse({ name: 'CLS', value: 0.02, page: '/' }).success).toBe(true);
    expect(webVitalReportSchema.safeParse({ name: 'FID', value: 12, page: '/' }).success).toBe(false);
    expect(webVitalReportSchema.safeParse({ name: 'INP', value: -1, page: '/' }).success).toBe(false);
    expect(webVitalReportSchema.safeParse({ name: 'LCP', value: 9e9, page: '/' }).success).toBe(false);
    expect(webVitalReportSchema.safeParse({ name: 'LCP', value: 100, page: 'https://elsewhere.example/' }).success).toBe(false);
    expect(webVitalReportSchema.safeParse({ name: 'LCP', value: 100, page: '/', user: 'x@example.com' }).success).toBe(false);
  });
});
