import { describe, expect, it } from 'vitest';
import { buildPreviewDashboard } from '@/lib/preview/dashboard';
import { PREVIEW_SAMPLES } from '@/lib/preview/samples';
import { testEngine } from './engine-fixture';

describe('the sample dashboard', () => {
  it('is filled from a preview run of every sample, with totals that add up', async () => {
    const data = await buildPreviewDashboard(await testEngine(), new Date('2026-03-02T08:00:00Z'));
    expect(data.samples.map((s) => s.id)).toEqual(PREVIEW_SAMPLES.map((s) => s.id));
    expect(data.totals.catalogs).toBe(PREVIEW_SAMPLES.length);
    for (const key of ['rows', 'converted', 'flagged', 'rejected', 'merged', 'apps', 'items'] as const) {
      expect(data.totals[key], key).toBe(data.samples.reduce((n, s) => n + s.counts[key], 0));
    }
    expect(data.totals.converted + data.totals.flagged + data.totals.rejected + data.totals.merged).toBe(data.totals.rows);
    expect(data.reference.demo).toBe(true);
    expect(data.findings[0]?.severity).toBe('error');
    const fromSamples = data.samples.reduce((n, s) => n + s.findings, 0);
    expect(data.findings.reduce((n, f) => n + f.count, 0)).toBe(fromSamples);
  });
});
