/**
 * Holds records in memory and writes them in batches (spec §7, §9: every 5 seconds or when 100 are
 * waiting). A failed write puts its batch back in front, in order, for the next flush; the buffer is
 * bounded, so while the database is away it drops the oldest records and counts them rather than
 * grow without limit. The one buffer behind request logs and custom metrics (lib/monitoring/telemetry.ts).
 */

export const TELEMETRY_BATCH_SIZE = 100;
export const TELEMETRY_FLUSH_MS = 5_000;
/** A hundred batches: about 8 minutes of a busy server's requests with the database away. */
export const TELEMETRY_CAPACITY = 10_000;

export interface TelemetryBufferOptions<T> {
  /** Writes one batch; a throw or rejection puts it back. */
  write: (entries: T[]) => Promise<void>;
  batchSize?: number;
  flushMs?: number;
  capacity?: number;
  /** Told of the first failure after a success (not every retry of a database that is down). */
  onWriteError?: (error: unknown) => void;
}

export interface TelemetryBufferStats {
  pending: number;
  /** Records dropped, oldest first, because the buffer was full. Counted since the process started. */
  dropped: number;
}

export class TelemetryBuffer<T> {
  private entries: T[] = [];
  private dropped = 0;
  private flushing: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private failing = false;
  private readonly batchSize: number;
  private readonly flushMs: number;
  private readonly capacity: number;

  constructor(private readonly options: TelemetryBufferOptions<T>) {
    this.batchSize = options.batchSize ?? TELEMETRY_BATCH_SIZE;
    this.flushMs = options.flushMs ?? TELEMETRY_FLUSH_MS;
    this.capacity = Math.max(options.capacity ?? TELEMETRY_CAPACITY, this.batchSize);
  }

  add(entry: T): void {
    this.entries.push(entry);
    this.keepWithinCapacity();
    this.startTimer();
    // After a failed write only the timer retries: a database that is down is not asked once per record.
    if (this.entries.length >= this.batchSize && !this.failing) void this.flush();
  }

  /** Writes everything waiting, a batch at a time; resolves when done or after the first failure. */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  stats(): TelemetryBufferStats {
    return { pending: this.entries.length, dropped: this.dropped };
  }

  /** Stops the timer (the records stay; `flush()` still writes them). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async drain(): Promise<void> {
    while (this.entries.length > 0) {
      const batch = this.entries.splice(0, this.batchSize);
      try {
        await this.options.write(batch);
        this.failing = false;
      } catch (error) {
        // Back in front, in order: the next flush retries them first, and a full buffer drops the oldest.
        this.entries.unshift(...batch);
        this.keepWithinCapacity();
        if (!this.failing) this.options.onWriteError?.(error);
        this.failing = true;
        return;
      }
    }
  }

  private keepWithinCapacity(): void {
    const over = this.entries.length - this.capacity;
    if (over <= 0) return;
    this.entries.splice(0, over);
    this.dropped += over;
  }

  private startTimer(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.entries.length > 0) void this.flush();
    }, this.flushMs);
    // A process with nothing else to do exits; its last records are written by flushTelemetry() where it ends cleanly.
    this.timer.unref?.();
  }
}
