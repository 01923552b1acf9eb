/**
 * Spec §8: errors are counted as a rate per minute. Each process (server, worker) counts the errors it
 * sees — its own uncaught ones, and on the server the browsers' reports — and writes one value of the
 * metric `errors.count` per source for each minute that had any (a quiet minute writes nothing, so an
 * idle process adds no rows). The count lives in memory until its minute ends; no imports, so it can be
 * tested without a database.
 */
export const ERRORS_METRIC = 'errors.count';
export const ERROR_RATE_WINDOW_MS = 60_000;
export const ERROR_SOURCES = ['server', 'browser', 'worker'] as const;
export type ErrorSource = (typeof ERROR_SOURCES)[number];

export type RecordErrorCount = (name: string, value: number, tags: { source: ErrorSource }) => void;

export class ErrorRateCounter {
  private readonly counts = new Map<ErrorSource, number>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly record: RecordErrorCount,
    private readonly windowMs: number = ERROR_RATE_WINDOW_MS,
  ) {}

  /** One more error from `source`; the minute starts with the first error after a quiet one. */
  count(source: ErrorSource): void {
    this.counts.set(source, (this.counts.get(source) ?? 0) + 1);
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.windowMs);
    // The counter must never keep a process alive that has nothing else to do.
    if (typeof this.timer === 'object' && 'unref' in this.timer) this.timer.unref();
  }

  /** Writes the counts so far (the minute's end, or a process about to exit) and starts over. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const counts = [...this.counts];
    this.counts.clear();
    for (const [source, n] of counts) {
      try {
        this.record(ERRORS_METRIC, n, { source });
      } catch {
        // Counting an error must not raise another one.
      }
    }
  }

  pending(source: ErrorSource): number {
    return this.counts.get(source) ?? 0;
  }
}
