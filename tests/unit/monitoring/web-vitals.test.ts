import { describe, expect, it } from 'vitest';
import { webVitalMetric, webVitalReportSchema } from '@/lib/monitoring/web-vitals';

describe('a browser\'s Web Vital report', () => {
  it('becomes a custom metric tagged with the page (ids replaced) and the rating', () => {
    const report = webVitalReportSchema.parse({ name: 'LCP', value: 1834.5, rating: 'good', page: '/en/catalogs/42' });
    expect(webVitalMetric(report)).toEqual({ name: 'web_vitals.lcp', value: 1834.5, tags: { page: '/en/catalogs/:id', rating: 'good' } });
  });

  it('takes a page’s script bytes as page.js_bytes, whole bytes up to 50 MB', () => {
    expect(webVitalMetric(webVitalReportSchema.parse({ name: 'JS', value: 180_512, page: '/de/catalogs/7' }))).toEqual({
      name: 'page.js_bytes',
      value: 180_512,
      tags: { page: '/de/catalogs/:id' },
    });
    expect(webVitalReportSchema.safeParse({ name: 'JS', value: 1.5, page: '/' }).success).toBe(false);
    expect(webVitalReportSchema.safeParse({ name: 'JS', value: 60_000_000, page: '/' }).success).toBe(false);
    expect(webVitalReportSchema.safeParse({ name: 'JS', value: 100, rating: 'good', page: '/' }).success).toBe(false);
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
