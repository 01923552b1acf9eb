import os from 'node:os';
import path from 'node:path';
import { mkdtemp } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverConfig } from '@/lib/config';
import { asAnon, asService, withUser } from '@/lib/db';
import { insertMetrics, insertRequestLogs, loadMonitoringSnapshot, percentile, summarizeValues, type RequestLogEntry } from '@/lib/data/monitoring';
import { jobContextFromEnv, runRetention } from '@/lib/jobs';
import { createTelemetry, flushTelemetry, recordMetric, recordRequest, type Telemetry } from '@/lib/monitoring/telemetry';
import { LocalBlobStore } from '@/lib/storage';
import { closeTemplate, freshDb, makeUser, sqlstateOf, type TestDb, type TestUser } from './harness';

let db: TestDb;
let admin: TestUser;
let member: TestUser;
const telemetries: Telemetry[] = [];

beforeAll(async () => {
  db = await freshDb();
  admin = await makeUser(db, { admin: true });
  member = await makeUser(db);
}, 120_000);

afterAll(async () => {
  for (const telemetry of telemetries) {
    telemetry.requests.stop();
    telemetry.metrics.stop();
  }
  await db?.close();
  await closeTemplate();
});

afterEach(async () => {
  delete process.env.NEXT_PUBLIC_FEATURE_MONITORING;
  await asService(async (tx) => {
    await tx.query('delete from public.request_logs');
    await tx.query('delete from public.custom_metrics');
  }, db);
});

function telemetry(): Telemetry {
  const made = createTelemetry(db);
  telemetries.push(made);
  return made;
}

const MINUTE = 60_000;
const NOW = new Date('2026-11-27T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

function request(fields: Partial<RequestLogEntry>): RequestLogEntry {
  return { timestamp: ago(MINUTE), endpoint: '/en/dashboard', method: 'GET', status: 200, responseTimeMs: 100, error: null, userId: null, metadata: { kind: 'page' }, ...fields };
}

const count = async (table: string) =>
  (await asService((tx) => tx.query<{ n: number }>(`select count(*)::int as n from public.${table}`), db))[0]!.n;

describe('the monitoring tables', () => {
  it('take batches from the server and show them to platform administrators only', async () => {
    await asService(async (tx) => {
      await insertRequestLogs(tx, [request({ userId: member.id }), request({ status: 500, error: 'Error: boom' })]);
      await insertMetrics(tx, [{ name: 'job.duration_ms', value: 1200, tags: { queue: 'convert' }, timestamp: ago(MINUTE) }]);
    }, db);
    const read = (claims: TestUser['claims']) =>
      withUser(claims, async (tx) => ({
        logs: (await tx.query('select * from public.request_logs')).length,
        metrics: (await tx.query('select * from public.custom_metrics')).length,
      }), db);
    expect(await read(admin.claims)).toEqual({ logs: 2, metrics: 1 });
    // Even the requests they made themselves: the log is the platform's, not theirs.
    expect(await read(member.claims)).toEqual({ logs: 0, metrics: 0 });
    expect(await sqlstateOf(asAnon((tx) => tx.query('select * from public.request_logs'), db))).toBe('42501');
  });

  it('take no writes from users or visitors, admins included', async () => {
    const insert = `insert into public.custom_metrics (name, value) values ('web_vitals.lcp', 1)`;
    expect(await sqlstateOf(withUser(admin.claims, (tx) => tx.query(insert), db))).toBe('42501');
    expect(await sqlstateOf(asAnon((tx) => tx.query(insert), db))).toBe('42501');
    expect(await sqlstateOf(withUser(member.claims, (tx) => tx.query(`delete from public.request_logs`), db))).toBe('42501');
  });

  it('keep 30 days: the retention job deletes older request logs and metrics', async () => {
    const DAY = 24 * 60 * MINUTE;
    const now = new Date();
    await asService(async (tx) => {
      await insertRequestLogs(tx, [
        request({ timestamp: new Date(now.getTime() - 31 * DAY), endpoint: '/old' }),
        request({ timestamp: new Date(now.getTime() - 29 * DAY), endpoint: '/recent' }),
      ]);
      await insertMetrics(tx, [
        { name: 'upload.bytes', value: 1, tags: {}, timestamp: new Date(now.getTime() - 40 * DAY) },
        { name: 'upload.bytes', value: 2, tags: {}, timestamp: new Date(now.getTime() - DAY) },
      ]);
    }, db);
    const root = await mkdtemp(path.join(os.tmpdir(), 'partsmith-monitoring-test-'));
    const ctx = await jobContextFromEnv({ db, store: new LocalBlobStore(path.join(root, 'blobs')), mailer: null }, {}, serverConfig({}));
    expect((await runRetention(ctx, now)).monitoringDeleted).toBe(2);
    const left = await asService((tx) => tx.query<{ endpoint: string }>('select endpoint from public.request_logs'), db);
    expect(left.map((r) => r.endpoint)).toEqual(['/recent']);
    const values = await asService((tx) => tx.query<{ value: number }>('select value from public.custom_metrics'), db);
    expect(values.map((r) => r.value)).toEqual([2]);
  });
});

describe('recording', () => {
  it('writes what the process recorded once flushed, shaped to fit the tables', async () => {
    const t = telemetry();
    recordRequest(request({ endpoint: '/api/health', method: 'GET', status: 200, responseTimeMs: 12.5, userId: 'not-a-uuid' }), t);
    recordMetric('upload.bytes', 4096, { format: 'csv' }, t);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    recordMetric('Bad Name', 1, {}, t);
    recordMetric('rows.total', Number.NaN, {}, t);
    // Skipped, but said: a metric must not break the work it measures, nor vanish silently.
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual([
      expect.stringContaining('"Bad Name" = 1 skipped'),
      expect.stringContaining('"rows.total" = NaN skipped'),
    ]);
    warn.mockRestore();
    expect(await count('request_logs')).toBe(0);
    await flushTelemetry(t);
    const [log] = await asService((tx) => tx.query<{ endpoint: string; response_time_ms: number; user_id: string | null }>('select endpoint, response_time_ms, user_id from public.request_logs'), db);
    expect(log).toEqual({ endpoint: '/api/health', response_time_ms: 12.5, user_id: null });
    const metrics = await asService((tx) => tx.query<{ name: string; value: number; tags: unknown }>('select name, value, tags from public.custom_metrics'), db);
    expect(metrics).toEqual([{ name: 'upload.bytes', value: 4096, tags: { format: 'csv' } }]);
  });

  it('records nothing with the monitoring feature off', async () => {
    process.env.NEXT_PUBLIC_FEATURE_MONITORING = 'false';
    const t = telemetry();
    recordRequest(request({}), t);
    recordMetric('upload.bytes', 1, {}, t);
    await flushTelemetry(t);
    expect(t.requests.stats()).toEqual({ pending: 0, dropped: 0 });
    expect(await count('request_logs')).toBe(0);
    expect(await count('custom_metrics')).toBe(0);
  });
});

describe('the monitoring snapshot', () => {
  it('computes percentiles, rates, error count, endpoint counts and metric histories from the rows', async () => {
    const hourTimes = [120, 80, 300, 45, 2600, 150, 90, 60, 75, 500];
    const older = [1000, 1200, 4000];
    await asService(async (tx) => {
      await insertRequestLogs(tx, [
        ...hourTimes.map((ms, i) =>
          request({ responseTimeMs: ms, endpoint: i < 6 ? '/en/dashboard' : '/api/v1/jobs/:id', status: i === 4 ? 503 : i === 5 ? 404 : 200, method: i < 6 ? 'GET' : 'POST' }),
        ),
        ...older.map((ms) => request({ responseTimeMs: ms, timestamp: ago(5 * 60 * MINUTE), endpoint: '/en/dashboard', error: ms === 4000 ? 'Error: timeout' : null })),
        // Outside both windows.
        request({ responseTimeMs: 99_999, timestamp: ago(25 * 60 * MINUTE) }),
      ]);
      const durations = Array.from({ length: 120 }, (_, i) => ({ name: 'job.duration_ms', value: i + 1, tags: { queue: 'convert' }, timestamp: ago((120 - i) * MINUTE) }));
      await insertMetrics(tx, [...durations, { name: 'web_vitals.cls', value: 0.05, tags: { page: '/en' }, timestamp: ago(MINUTE) }]);
    }, db);

    const loaded = await loadMonitoringSnapshot(admin.claims, { db, now: NOW });
    if (!loaded.ok) throw new Error(loaded.message);
    const { snapshot } = loaded;

    expect(snapshot.lastHour.requests).toBe(10);
    expect(snapshot.lastHour.p50Ms).toBeCloseTo(percentile(hourTimes, 0.5)!);
    expect(snapshot.lastHour.p95Ms).toBeCloseTo(percentile(hourTimes, 0.95)!);
    expect(snapshot.lastHour.p99Ms).toBeCloseTo(percentile(hourTimes, 0.99)!);
    expect(snapshot.lastHour.successRate).toBeCloseTo(0.8);
    expect(snapshot.lastHour.errorRate).toBeCloseTo(0.1);
    expect(snapshot.lastDay.requests).toBe(13);
    expect(snapshot.lastDay.p95Ms).toBeCloseTo(percentile([...hourTimes, ...older], 0.95)!);
    expect(snapshot.lastDay.errors).toBe(2);
    expect(snapshot.errorCount).toBe(2);

    expect(snapshot.endpoints).toEqual([
      { endpoint: '/en/dashboard', method: 'GET', requests: 9, errors: 2, avgMs: expect.closeTo((120 + 80 + 300 + 45 + 2600 + 150 + 1000 + 1200 + 4000) / 9, 5) },
      { endpoint: '/api/v1/jobs/:id', method: 'POST', requests: 4, errors: 0, avgMs: expect.closeTo((90 + 60 + 75 + 500) / 4, 5) },
    ]);

    const durations = snapshot.metrics.find((m) => m.name === 'job.duration_ms')!;
    // The last 100 of 120 values: 21..120, newest first.
    expect(durations.values).toHaveLength(100);
    expect(durations.values[0]).toBe(120);
    expect(durations).toMatchObject({ ...summarizeValues(Array.from({ length: 100 }, (_, i) => i + 21)), count: 100, min: 21, max: 120 });
    expect(snapshot.metrics.find((m) => m.name === 'web_vitals.cls')).toMatchObject({ count: 1, avg: 0.05, values: [0.05] });
  });

  it('is refused to anyone but a platform administrator', async () => {
    const refused = await loadMonitoringSnapshot(member.claims, { db, now: NOW });
    expect(refused).toMatchObject({ ok: false, code: 'not_allowed', message: 'Only platform administrators can see the monitoring figures.' });
  });

  it('answers empty windows as no figures rather than zeros', async () => {
    const loaded = await loadMonitoringSnapshot(admin.claims, { db, now: NOW });
    expect(loaded.ok && loaded.snapshot.lastHour).toEqual({ requests: 0, p50Ms: null, p95Ms: null, p99Ms: null, successRate: null, errorRate: null, errors: 0 });
  });
});
