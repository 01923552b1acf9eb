import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorRateCounter, ERRORS_METRIC, type ErrorSource } from '@/lib/monitoring/error-rate';

describe('the error rate per minute', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function counter() {
    const recorded: { name: string; value: number; tags: { source: ErrorSource } }[] = [];
    const made = new ErrorRateCounter((name, value, tags) => recorded.push({ name, value, tags }));
    return { made, recorded };
  }

  it('writes one value per source for the minute, when the minute ends', () => {
    const { made, recorded } = counter();
    made.count('server');
    vi.advanceTimersByTime(20_000);
    made.count('server');
    made.count('browser');
    made.count('server');
    vi.advanceTimersByTime(39_999);
    expect(recorded).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(recorded).toEqual([
      { name: ERRORS_METRIC, value: 3, tags: { source: 'server' } },
      { name: ERRORS_METRIC, value: 1, tags: { source: 'browser' } },
    ]);
  });

  it('starts over after each minute and writes nothing for a quiet one', () => {
    const { made, recorded } = counter();
    made.count('worker');
    vi.advanceTimersByTime(60_000);
    vi.advanceTimersByTime(5 * 60_000);
    expect(recorded).toHaveLength(1);
    made.count('worker');
    made.count('worker');
    vi.advanceTimersByTime(60_000);
    expect(recorded.map((r) => r.value)).toEqual([1, 2]);
    expect(made.pending('worker')).toBe(0);
  });

  it('writes what it holds at once when flushed (a process about to exit)', () => {
    const { made, recorded } = counter();
    made.count('worker');
    made.flush();
    expect(recorded).toEqual([{ name: ERRORS_METRIC, value: 1, tags: { source: 'worker' } }]);
    vi.advanceTimersByTime(60_000);
    expect(recorded).toHaveLength(1);
  });

  it('survives a recorder that throws', () => {
    const made = new ErrorRateCounter(() => {
      throw new Error('database gone');
    });
    made.count('server');
    expect(() => vi.advanceTimersByTime(60_000)).not.toThrow();
    expect(made.pending('server')).toBe(0);
  });
});
