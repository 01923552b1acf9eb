/** One page's timings in a bench:load run. */
export interface PageSamples {
  name: string;
  ms: number[];
  /** Bytes of HTML each answer carried (decompressed), summed, for the mean page size. */
  bytes: number;
  /** Why requests failed, with how many did so. */
  errors: Map<string, number>;
}

/** The nearest-rank percentile (p in 0–100) of `values`; 0 when there are none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}
