/**
 * Turns the engine's progress events (synchronous, many per second on a big file) into at most
 * one database write per interval, always ending with the latest. Writes run one at a time; a
 * failed write is kept and thrown at the next `flush`, so the job fails instead of going quiet.
 */
export class ProgressWriter<T> {
  private latest: T | null = null;
  private lastWrite = 0;
  private writing: Promise<void> | null = null;
  private failure: unknown = null;

  constructor(
    private readonly write: (value: T) => Promise<void>,
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records the latest value; writes it if the interval has passed and no write is running. */
  push(value: T): void {
    this.latest = value;
    if (!this.writing && this.now() - this.lastWrite >= this.intervalMs) this.start();
  }

  /** Waits for any write in flight, then writes what is still unwritten. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
    if (this.latest !== null) {
      this.start();
      await this.writing;
    }
    if (this.failure) throw this.failure;
  }

  private start(): void {
    const value = this.latest as T;
    this.latest = null;
    this.lastWrite = this.now();
    this.writing = this.write(value)
      .catch((error: unknown) => {
        this.failure ??= error;
      })
      .finally(() => {
        this.writing = null;
      });
  }
}
