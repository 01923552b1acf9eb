/**
 * The p-th percentile (0–1) of some values by linear interpolation between the closest ranks — the
 * definition of Postgres's `percentile_cont`, which the monitoring loader uses for response times, so
 * a figure means the same whether the database or this module computed it. Null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  if (!(p >= 0 && p <= 1)) throw new RangeError(`percentile ${p} is not between 0 and 1`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
}

/** Average, p95, min, max and count of some values (null figures when there are none). */
export interface ValueSummary {
  count: number;
  avg: number | null;
  p95: number | null;
  min: number | null;
  max: number | null;
}

/** Average, p95, min, max and count (the Performance tab's columns, spec §2). */
export function summarizeValues(values: readonly number[]): ValueSummary {
  if (values.length === 0) return { count: 0, avg: null, p95: null, min: null, max: null };
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    sum += value;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { count: values.length, avg: sum / values.length, p95: percentile(values, 0.95), min, max };
}
