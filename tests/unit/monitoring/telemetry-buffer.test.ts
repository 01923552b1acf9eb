import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TelemetryBuffer } from '@/lib/monitoring/telemetry-buffer';

/** A write that records each batch, and fails while `down` is set. */
function database() {
  const batches: number[][] = [];
  const state = { down: false, attempts: 0 };
  const write = async (entries: number[]) => {
    state.attempts++;
    if (state.down) throw new Error('connection refused');
    batches.push(entries);
  };
  return { batches, state, write };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('the telemetry buffer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes a batch as soon as 100 records wait, without waiting for the timer', async () => {
    const db = database();
    const buffer = new TelemetryBuffer({ write: db.write });
    for (const n of range(0, 99)) buffer.add(n);
    await vi.advanceTimersByTimeAsync(0);
    expect(db.batches).toEqual([]);
    buffer.add(99);
    await vi.advanceTimersByTimeAsync(0);
    expect(db.batches).toEqual([range(0, 100)]);
    expect(buffer.stats()).toEqual({ pending: 0, dropped: 0 });
    buffer.stop();
  });

  it('writes what waits every 5 seconds', async () => {
    const db = database();
    const buffer = new TelemetryBuffer({ write: db.write });
    buffer.add(1);
    buffer.add(2);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(db.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(db.batches).toEqual([[1, 2]]);
    buffer.add(3);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(db.batches).toEqual([[1, 2], [3]]);
    buffer.stop();
  });

  it('puts a failed batch back in front, in order, and writes it once the database is back', async () => {
    const db = database();
    const errors: unknown[] = [];
    const buffer = new TelemetryBuffer({ write: db.write, onWriteError: (error) => errors.push(error) });
    db.state.down = true;
    buffer.add(1);
    buffer.add(2);
    await vi.advanceTimersByTimeAsync(5_000);
    buffer.add(3);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(buffer.stats()).toEqual({ pending: 3, dropped: 0 });
    // Told once for the outage, not at every retry.
    expect(errors).toHaveLength(1);
    db.state.down = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(db.batches).toEqual([[1, 2, 3]]);
    expect(buffer.stats()).toEqual({ pending: 0, dropped: 0 });
    buffer.stop();
  });

  it('keeps at most its capacity while the database is away: the oldest go first, and are counted', async () => {
    const db = database();
    const buffer = new TelemetryBuffer({ write: db.write, batchSize: 10, capacity: 25 });
    db.state.down = true;
    for (const n of range(0, 40)) buffer.add(n);
    await vi.advanceTimersByTimeAsync(0);
    expect(buffer.stats()).toEqual({ pending: 25, dropped: 15 });
    // One attempt at the first full batch; after it fails, only the timer tries again.
    expect(db.state.attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(db.state.attempts).toBe(2);
    db.state.down = false;
    await buffer.flush();
    expect(db.batches).toEqual([range(15, 25), range(25, 35), range(35, 40)]);
    expect(buffer.stats()).toEqual({ pending: 0, dropped: 15 });
    buffer.stop();
  });

  it('writes records added during a write in the same flush, one batch at a time', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const buffer = new TelemetryBuffer<number>({
      batchSize: 2,
      write: async (entries) => {
        batches.push(entries);
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
    });
    buffer.add(1);
    buffer.add(2);
    await vi.advanceTimersByTimeAsync(0);
    buffer.add(3);
    const done = buffer.flush();
    release();
    await done;
    expect(batches).toEqual([[1, 2], [3]]);
    buffer.stop();
  });
});
