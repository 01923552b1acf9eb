import { describe, expect, it } from 'vitest';
import { percentile, summarizeValues } from '@/lib/data/monitoring/types';

describe('percentiles', () => {
  it('interpolates between the closest ranks, as percentile_cont does', () => {
    // Ranks 0..4; p95 sits at rank 3.8: 40 + 0.8 × (50 - 40).
    expect(percentile([10, 20, 30, 40, 50], 0.95)).toBeCloseTo(48);
    expect(percentile([10, 20, 30, 40, 50], 0.5)).toBe(30);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
  });

  it('does not care about the order it is given', () => {
    expect(percentile([50, 10, 40, 30, 20], 0.99)).toBeCloseTo(49.6);
  });

  it('answers the extremes at 0 and 1, the value itself for one value, null for none', () => {
    expect(percentile([3, 9, 1], 0)).toBe(1);
    expect(percentile([3, 9, 1], 1)).toBe(9);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.5)).toBeNull();
  });

  it('refuses a percentile outside 0–1', () => {
    expect(() => percentile([1, 2], 95)).toThrow(RangeError);
  });

  it('summarises values as the Performance tab shows them', () => {
    expect(summarizeValues([100, 300, 200, 400])).toEqual({ count: 4, avg: 250, p95: 385, min: 100, max: 400 });
    expect(summarizeValues([])).toEqual({ count: 0, avg: null, p95: null, min: null, max: null });
  });
});
