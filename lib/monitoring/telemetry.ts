import 'server-only';
import { getRuntimeConfig } from '@/lib/config';
import { asService, getDb, type Db } from '@/lib/db';
import { insertMetrics, insertRequestLogs } from '@/lib/data/monitoring';
import { METRIC_NAME, type MetricEntry, type MetricTags, type RequestLogEntry } from '@/lib/data/monitoring/types';
import { requestNotesStorage } from './request-notes';
import { TelemetryBuffer, type TelemetryBufferStats } from './telemetry-buffer';

/**
 * The process's request log and custom metrics (spec §3, §7): each record goes into a buffer that
 * writes batches as the server (lib/data/monitoring). With the `monitoring` feature off (or the
 * configuration broken) nothing is recorded. Records are shaped here to fit the tables' checks, so a
 * bad value cannot fail a batch on every retry.
 */

export interface Telemetry {
  requests: TelemetryBuffer<RequestLogEntry>;
  metrics: TelemetryBuffer<MetricEntry>;
}

export interface TelemetryOptions {
  /** Told of each batch of metrics once it is written (the alert rules look at durations there). */
  onMetricsWritten?: (entries: readonly MetricEntry[]) => void;
}

/**
 * A batch is written in the context of whichever request filled the buffer or started its timer: run
 * it outside that request's notes, so its statements are not counted as the request's own.
 */
const outsideRequest = <T>(write: () => Promise<T>): Promise<T> => requestNotesStorage().run(null, write);

/** Buffers that write to `db` (the process's database when not given). */
export function createTelemetry(db?: Db, options: TelemetryOptions = {}): Telemetry {
  const database = () => (db ? Promise.resolve(db) : getDb());
  const onWriteError = (error: unknown) => console.error('partsmith monitoring: could not write records; keeping them for the next flush:', error);
  return {
    requests: new TelemetryBuffer({ write: (rows) => outsideRequest(async () => asService((tx) => insertRequestLogs(tx, rows), await database())), onWriteError }),
    metrics: new TelemetryBuffer({
      write: (rows) =>
        outsideRequest(async () => {
          await asService((tx) => insertMetrics(tx, rows), await database());
          options.onMetricsWritten?.(rows);
        }),
      onWriteError,
    }),
  };
}

// On globalThis: Next bundles server modules more than once (instrumentation, pages, route handlers).
const TELEMETRY_KEY = Symbol.for('partsmith.telemetry');
type Holder = { [TELEMETRY_KEY]?: Telemetry };

/**
 * Starts this process's telemetry (the server's instrumentation, a worker process): until then, and
 * in processes that never start it (the CLI, tests), records go nowhere. Once per process.
 */
export function startTelemetry(db?: Db, options?: TelemetryOptions): Telemetry {
  return ((globalThis as Holder)[TELEMETRY_KEY] ??= createTelemetry(db, options));
}

function processTelemetry(): Telemetry | null {
  return (globalThis as Holder)[TELEMETRY_KEY] ?? null;
}

export function monitoringOn(): boolean {
  const config = getRuntimeConfig();
  return config.ok && config.config.features.monitoring;
}

/** Records one request the app served (request-capture.ts calls it as each response ends). */
export function recordRequest(entry: RequestLogEntry, telemetry: Telemetry | null = processTelemetry()): void {
  if (!telemetry || !monitoringOn()) return;
  telemetry.requests.add(shapeRequest(entry));
}

/**
 * Records one value of a custom metric: `recordMetric('job.duration_ms', 1840, { queue: 'convert' })`.
 * Names are lower case and dotted; a bad name or a value that is not a finite number is skipped with a
 * warning (a metric must never break the work it measures).
 */
export function recordMetric(name: string, value: number, tags: MetricTags = {}, telemetry: Telemetry | null = processTelemetry()): void {
  if (!telemetry || !monitoringOn()) return;
  if (!METRIC_NAME.test(name) || !Number.isFinite(value)) {
    console.warn(`partsmith monitoring: metric ${JSON.stringify(name)} = ${value} skipped (a name like job.duration_ms and a finite number are needed)`);
    return;
  }
  telemetry.metrics.add({ name, value, tags: shapeTags(tags), timestamp: new Date() });
}

/** Writes what is waiting (a worker that ends, a test that reads the tables). */
export async function flushTelemetry(telemetry: Telemetry | null = processTelemetry()): Promise<void> {
  if (!telemetry) return;
  await Promise.all([telemetry.requests.flush(), telemetry.metrics.flush()]);
}

/** Records waiting and dropped (a full buffer drops the oldest), per kind, in this process. */
export function telemetryStats(telemetry: Telemetry | null = processTelemetry()): { requests: TelemetryBufferStats; metrics: TelemetryBufferStats } | null {
  if (!telemetry) return null;
  return { requests: telemetry.requests.stats(), metrics: telemetry.metrics.stats() };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function shapeRequest(entry: RequestLogEntry): RequestLogEntry {
  const status = Number.isInteger(entry.status) && entry.status >= 100 && entry.status <= 599 ? entry.status : 500;
  return {
    timestamp: entry.timestamp,
    endpoint: entry.endpoint.slice(0, 300) || '/',
    method: /^[A-Z]{1,10}$/.test(entry.method) ? entry.method : 'OTHER',
    status,
    responseTimeMs: Number.isFinite(entry.responseTimeMs) && entry.responseTimeMs >= 0 ? entry.responseTimeMs : 0,
    error: entry.error === null ? null : entry.error.slice(0, 1000),
    userId: entry.userId && UUID.test(entry.userId) ? entry.userId : null,
    metadata: entry.metadata,
  };
}

/** At most 10 tags, short strings: tags describe a value, they are not a place for payloads. */
function shapeTags(tags: MetricTags): MetricTags {
  const shaped: MetricTags = {};
  for (const [key, value] of Object.entries(tags).slice(0, 10)) {
    shaped[key.slice(0, 50)] = typeof value === 'string' ? value.slice(0, 200) : value;
  }
  return shaped;
}
