/**
 * The monitoring data's shapes and constants (spec §3, §9), client-safe: the request log and custom
 * metric records as the server writes them, the snapshot the monitoring loader answers, and the
 * panel the overlay draws (panel-types.ts).
 */
import type { ValueSummary } from './percentiles';

export { percentile, summarizeValues, type ValueSummary } from './percentiles';

/** One request the app served (spec §3 "Request log record"). */
export interface RequestLogEntry {
  timestamp: Date;
  /** The path with ids replaced (`/en/catalogs/:id`), no query string. */
  endpoint: string;
  method: string;
  status: number;
  responseTimeMs: number;
  error: string | null;
  userId: string | null;
  /** What kind of request it was (`kind`: page, action, route, api) and the like; never secrets. */
  metadata: Record<string, unknown>;
}

export type MetricTags = Record<string, string | number | boolean>;

/** One value of a custom metric (spec §3 "Custom metric record"). */
export interface MetricEntry {
  name: string;
  value: number;
  tags: MetricTags;
  timestamp: Date;
}

/** Metric names: lower case, dotted (`job.duration_ms`); the table's check says the same. */
export const METRIC_NAME = /^[a-z][a-z0-9_.]{0,99}$/;

/** Request logs and metrics older than this are deleted by the retention job. */
export const MONITORING_RETENTION_DAYS = 30;
/** Spec §9: the metric history keeps the last 100 values. */
export const METRIC_HISTORY = 100;
/** Endpoints listed in a snapshot, busiest first. */
export const SNAPSHOT_ENDPOINTS = 50;

/** Response times and outcomes over one window (spec §9: the last hour and the last 24 hours). */
export interface ResponseWindow {
  requests: number;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  /** Share of requests answered below 400; null with no requests. */
  successRate: number | null;
  /** Share of requests that failed on the server (5xx, or an error recorded); null with no requests. */
  errorRate: number | null;
  errors: number;
}

/** One metric's last values (up to METRIC_HISTORY), newest first in `values`. */
export interface MetricHistory extends ValueSummary {
  name: string;
  lastAt: string;
  values: number[];
}

export interface EndpointCount {
  endpoint: string;
  method: string;
  requests: number;
  errors: number;
  avgMs: number;
}

export interface MonitoringSnapshot {
  generatedAt: string;
  lastHour: ResponseWindow;
  lastDay: ResponseWindow;
  /** Server errors in the last 24 hours. */
  errorCount: number;
  metrics: MetricHistory[];
  /** Requests per endpoint over the last 24 hours, busiest first (up to SNAPSHOT_ENDPOINTS). */
  endpoints: EndpointCount[];
}


export * from './panel-types';
