import { describe, expect, it } from 'vitest';
import { alertsFor, availabilityOf, checkSlos, recommendationsFor, type ServiceFigures } from '@/lib/monitoring/slo';

const healthy: ServiceFigures = { requests: 400, p95Ms: 180, successRate: 0.999, errorRate: 0, availability: 1 };

describe('service-level objectives (spec §9)', () => {
  it('meets every objective on healthy figures and raises nothing', () => {
    expect(checkSlos(healthy).every((check) => check.met)).toBe(true);
    expect(alertsFor(healthy, [])).toEqual([]);
    expect(recommendationsFor(healthy)).toEqual([]);
  });

  it('treats a window without requests as unmeasured, not broken', () => {
    const quiet: ServiceFigures = { requests: 0, p95Ms: null, successRate: null, errorRate: null, availability: null };
    expect(checkSlos(quiet).map((check) => check.met)).toEqual([true, true, true, true]);
    expect(alertsFor(quiet, [])).toEqual([]);
  });

  it('judges each objective on its own side of the threshold, equal values meeting it', () => {
    const atTheLine: ServiceFigures = { requests: 10, p95Ms: 3000, successRate: 0.95, errorRate: 0.05, availability: 0.999 };
    expect(checkSlos(atTheLine).every((check) => check.met)).toBe(true);
    const over: ServiceFigures = { requests: 10, p95Ms: 3001, successRate: 0.9499, errorRate: 0.0501, availability: 0.998 };
    expect(checkSlos(over).filter((check) => !check.met).map((check) => check.slo)).toEqual([
      'responseTimeMs',
      'successRate',
      'errorRate',
      'availability',
    ]);
  });

  it('alerts on objectives only over 20 requests or more (the panel still judges fewer)', () => {
    const few: ServiceFigures = { requests: 19, p95Ms: 9000, successRate: 0.5, errorRate: 0.5, availability: 0.5 };
    expect(checkSlos(few).every((check) => !check.met)).toBe(true);
    expect(alertsFor(few, [])).toEqual([]);
    expect(alertsFor({ ...few, requests: 20 }, []).map((alert) => alert.incident)).toEqual(['slo:responseTimeMs', 'slo:successRate', 'slo:errorRate', 'slo:availability']);
  });

  it('raises availability as critical and the other broken objectives as high, one incident each', () => {
    const alerts = alertsFor({ requests: 50, p95Ms: 200, successRate: 0.5, errorRate: 0.5, availability: 0.5 }, []);
    expect(alerts.map((alert) => [alert.incident, alert.severity])).toEqual([
      ['slo:successRate', 'high'],
      ['slo:errorRate', 'high'],
      ['slo:availability', 'critical'],
    ]);
    expect(alerts[0]?.params).toEqual({ slo: 'successRate', actual: 0.5, threshold: 0.95 });
  });

  it('raises one medium alert per duration metric above 3,000 ms, naming its slowest value', () => {
    const alerts = alertsFor(healthy, [
      { name: 'job.convert.duration', valueMs: 2999 },
      { name: 'job.export.duration', valueMs: 3000.4 },
      { name: 'job.export.duration', valueMs: 4200.6 },
      { name: 'job.export.duration', valueMs: 3500 },
      { name: 'request.duration', valueMs: Number.NaN },
    ]);
    expect(alerts).toEqual([
      {
        incident: 'slow:job.export.duration',
        severity: 'medium',
        code: 'slowMetric',
        params: { metric: 'job.export.duration', where: 'none', valueMs: 4201, thresholdMs: 3000 },
      },
    ]);
  });

  it('keeps slowness on different pages or queues apart, one incident each', () => {
    const alerts = alertsFor(healthy, [
      { name: 'web_vitals.lcp', valueMs: 4500, tags: { page: '/en/dashboard' } },
      { name: 'web_vitals.lcp', valueMs: 3900, tags: { page: '/en/catalogs/:id' } },
      { name: 'job.duration_ms', valueMs: 9000, tags: { queue: 'convert' } },
    ]);
    expect(alerts.map((alert) => [alert.incident, alert.params.where])).toEqual([
      ['slow:web_vitals.lcp:/en/dashboard', '/en/dashboard'],
      ['slow:web_vitals.lcp:/en/catalogs/:id', '/en/catalogs/:id'],
      ['slow:job.duration_ms:convert', 'convert'],
    ]);
  });

  it('warns above a 2,000 ms p95 and recommends below a 0.98 success rate, before the objectives break', () => {
    const figures: ServiceFigures = { requests: 100, p95Ms: 2400, successRate: 0.97, errorRate: 0.01, availability: 1 };
    expect(checkSlos(figures).every((check) => check.met)).toBe(true);
    expect(recommendationsFor(figures)).toEqual([
      { code: 'p95Warning', params: { p95Ms: 2400, warningMs: 2000 } },
      { code: 'successLow', params: { successRate: 0.97, below: 0.98 } },
    ]);
  });
});

describe('availability', () => {
  it('counts minutes with traffic where at most half the requests failed with a server error', () => {
    expect(availabilityOf([])).toBeNull();
    expect(availabilityOf([{ requests: 0, serverErrors: 0 }])).toBeNull();
    expect(
      availabilityOf([
        { requests: 10, serverErrors: 5 },
        { requests: 10, serverErrors: 6 },
        { requests: 0, serverErrors: 0 },
        { requests: 4, serverErrors: 0 },
      ]),
    ).toBeCloseTo(2 / 3);
  });
});
