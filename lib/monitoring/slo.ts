/**
 * The service-level objectives and the alert rules of the product specification (§9), as pure
 * functions over figures measured from the request log and the custom metrics. Client-safe: the
 * monitoring overlay shows the same thresholds it is judged by.
 *
 * What each figure means here (the specification names them; it does not define them):
 * - response time: the 95th percentile of request durations in the window;
 * - success rate: the share of requests answered below 400 (a refused request is not a success);
 * - error rate: the share of requests answered 500 or above (the server failed, not the caller);
 * - availability: the share of minutes with traffic in which the service answered — a minute is
 *   "down" when more than half of its requests failed with 500 or above.
 */

export const SLO_THRESHOLDS = {
  /** p95 response time, at most. */
  responseTimeMs: 3000,
  /** Share of requests answered below 400, at least. */
  successRate: 0.95,
  /** Share of requests answered 500 or above, at most. */
  errorRate: 0.05,
  /** Share of minutes the service answered, at least. */
  availability: 0.999,
} as const;

/**
 * Objectives are alerted on only over at least this many requests in the window: three refused calls
 * on a quiet server are not a 70 % success rate worth waking anyone for (the panel still shows it).
 */
export const MIN_REQUESTS_TO_ALERT = 20;

/** Any single duration metric above this raises a medium alert. */
export const DURATION_ALERT_MS = 3000;
/** The dashboard warns when the p95 response time exceeds this (before the SLO is broken). */
export const P95_WARNING_MS = 2000;
/** Below this success rate the dashboard recommends looking at failing endpoints. */
export const SUCCESS_RECOMMENDATION_BELOW = 0.98;

export type SloName = keyof typeof SLO_THRESHOLDS;
export type AlertSeverity = 'medium' | 'high' | 'critical';

/** What the rules need from one window of the request log; null when the window had no requests. */
export interface ServiceFigures {
  requests: number;
  p95Ms: number | null;
  successRate: number | null;
  errorRate: number | null;
  availability: number | null;
}

/**
 * Duration metrics are those measured in milliseconds: names ending `_ms` (job.duration_ms…) and the
 * browsers' LCP and INP (CLS has no unit).
 */
export function isDurationMetric(name: string): boolean {
  return name.endsWith('_ms') || name === 'web_vitals.lcp' || name === 'web_vitals.inp';
}

/** No requests measured: the figures to pass when only durations are being judged. */
export const UNMEASURED: ServiceFigures = { requests: 0, p95Ms: null, successRate: null, errorRate: null, availability: null };

/** A value of a duration metric (a job's duration, a page's LCP…), with its tags (`page`, `queue`). */
export interface DurationSample {
  name: string;
  valueMs: number;
  tags?: Record<string, string>;
}

export interface SloCheck {
  slo: SloName;
  threshold: number;
  /** null: nothing measured in the window, which is not a violation. */
  actual: number | null;
  met: boolean;
}

/**
 * An alert to raise. `incident` names the condition, so the same condition raised again while it is
 * still open is one incident (one row, one mail), and `code` + `params` are how it is said in each
 * language (messages/areas/monitoring: `alerts.<code>`).
 */
export interface AlertDraft {
  incident: string;
  severity: AlertSeverity;
  code: 'sloBroken' | 'slowMetric' | 'partnerDataDenied';
  params: Record<string, string | number>;
}

export type Recommendation =
  | { code: 'p95Warning'; params: { p95Ms: number; warningMs: number } }
  | { code: 'successLow'; params: { successRate: number; below: number } };

function met(slo: SloName, actual: number | null): boolean {
  if (actual === null) return true;
  const threshold = SLO_THRESHOLDS[slo];
  // Times and error rates are ceilings; success and availability are floors.
  return slo === 'responseTimeMs' || slo === 'errorRate' ? actual <= threshold : actual >= threshold;
}

export function checkSlos(figures: ServiceFigures): SloCheck[] {
  const actual: Record<SloName, number | null> = {
    responseTimeMs: figures.p95Ms,
    successRate: figures.successRate,
    errorRate: figures.errorRate,
    availability: figures.availability,
  };
  return (Object.keys(SLO_THRESHOLDS) as SloName[]).map((slo) => ({
    slo,
    threshold: SLO_THRESHOLDS[slo],
    actual: actual[slo],
    met: met(slo, actual[slo]),
  }));
}

/** Losing availability is the worst case (nobody is served); broken rates or times are high. */
const SLO_SEVERITY: Record<SloName, AlertSeverity> = {
  availability: 'critical',
  errorRate: 'high',
  successRate: 'high',
  responseTimeMs: 'high',
};

/** The alerts the figures call for: one per broken objective, one per slow duration metric. */
export function alertsFor(figures: ServiceFigures, durations: readonly DurationSample[]): AlertDraft[] {
  const broken: AlertDraft[] = (figures.requests >= MIN_REQUESTS_TO_ALERT ? checkSlos(figures) : [])
    .filter((check) => !check.met)
    .map((check) => ({
      incident: `slo:${check.slo}`,
      severity: SLO_SEVERITY[check.slo],
      code: 'sloBroken',
      params: { slo: check.slo, actual: check.actual ?? 0, threshold: check.threshold },
    }));
  // One incident per metric and where it was measured (a page, a job queue): "LCP slow on the
  // dashboard" is a different problem from "LCP slow on the catalog page".
  const slowest = new Map<string, DurationSample & { where: string }>();
  for (const sample of durations) {
    if (!(sample.valueMs > DURATION_ALERT_MS)) continue;
    const where = sample.tags?.page ?? sample.tags?.queue ?? '';
    const key = where ? `${sample.name}:${where}` : sample.name;
    const held = slowest.get(key);
    if (!held || sample.valueMs > held.valueMs) slowest.set(key, { ...sample, where });
  }
  const slow: AlertDraft[] = [...slowest.entries()].map(([key, sample]) => ({
    incident: `slow:${key}`,
    severity: 'medium',
    code: 'slowMetric',
    params: { metric: sample.name, where: sample.where || 'none', valueMs: Math.round(sample.valueMs), thresholdMs: DURATION_ALERT_MS },
  }));
  return [...broken, ...slow];
}

/** What the dashboard advises before an objective is broken. */
export function recommendationsFor(figures: ServiceFigures): Recommendation[] {
  const advice: Recommendation[] = [];
  if (figures.p95Ms !== null && figures.p95Ms > P95_WARNING_MS) {
    advice.push({ code: 'p95Warning', params: { p95Ms: Math.round(figures.p95Ms), warningMs: P95_WARNING_MS } });
  }
  if (figures.successRate !== null && figures.successRate < SUCCESS_RECOMMENDATION_BELOW) {
    advice.push({ code: 'successLow', params: { successRate: figures.successRate, below: SUCCESS_RECOMMENDATION_BELOW } });
  }
  return advice;
}

/**
 * Availability from per-minute counts: minutes with traffic where at most half of the requests
 * failed with 500 or above, over minutes with traffic. null without traffic.
 */
export function availabilityOf(minutes: readonly { requests: number; serverErrors: number }[]): number | null {
  const busy = minutes.filter((minute) => minute.requests > 0);
  if (busy.length === 0) return null;
  const up = busy.filter((minute) => minute.serverErrors * 2 <= minute.requests).length;
  return up / busy.length;
}
