import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asService } from '@/lib/db';
import { ErrorRateCounter, ERRORS_METRIC } from '@/lib/monitoring/error-rate';
import { createTelemetry, flushTelemetry, recordMetric, type Telemetry } from '@/lib/monitoring/telemetry';
import { closeTemplate, freshDb, type TestDb } from './harness';

let db: TestDb;
let telemetry: Telemetry;

beforeAll(async () => {
  db = await freshDb();
  telemetry = createTelemetry(db);
}, 120_000);

afterAll(async () => {
  telemetry.requests.stop();
  telemetry.metrics.stop();
  await db?.close();
  await closeTemplate();
});

describe('the error rate per minute in custom_metrics', () => {
  it('is one errors.count row per source for a minute with errors, as the process writes its metrics', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const counter = new ErrorRateCounter((name, value, tags) => recordMetric(name, value, tags, telemetry));
      for (let i = 0; i < 4; i++) counter.count('browser');
      counter.count('server');
      vi.advanceTimersByTime(60_000);
    } finally {
      vi.useRealTimers();
    }
    await flushTelemetry(telemetry);
    const rows = await asService(
      (tx) => tx.query<{ name: string; value: number; tags: unknown }>('select name, value, tags from public.custom_metrics order by value desc'),
      db,
    );
    expect(rows).toEqual([
      { name: ERRORS_METRIC, value: 4, tags: { source: 'browser' } },
      { name: ERRORS_METRIC, value: 1, tags: { source: 'server' } },
    ]);
  });
});
