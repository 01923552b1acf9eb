/** Milliseconds per pipeline stage, for the report's `timings` and the bench. */
export class StageClock {
  readonly timings: Record<string, number> = {};
  private readonly begin = performance.now();
  private mark = this.begin;

  /** Books the time since the last lap to `stage`. */
  lap(stage: string): void {
    const now = performance.now();
    this.timings[stage] = (this.timings[stage] ?? 0) + (now - this.mark);
    this.mark = now;
  }

  /** Sets `total` to the time since the clock started, and returns the timings. */
  total(): Record<string, number> {
    this.timings.total = performance.now() - this.begin;
    return this.timings;
  }
}
