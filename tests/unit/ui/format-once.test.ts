import { describe, expect, it } from 'vitest';
import { formatOnce } from '@/components/charts/remember';

describe('formatOnce (components/charts/remember.ts)', () => {
  it('formats each distinct value once and answers the same text after', () => {
    const seen: number[] = [];
    const format = formatOnce((v: number) => {
      seen.push(v);
      return `#${v}`;
    });
    expect([1, 2, 1, 0, 2, 0].map(format)).toEqual(['#1', '#2', '#1', '#0', '#2', '#0']);
    expect(seen).toEqual([1, 2, 0]);
  });

  it('keeps nothing from one formatter to the next', () => {
    let calls = 0;
    const make = () => formatOnce((day: string) => `${day}:${++calls}`);
    expect(make()('2026-11-28')).toBe('2026-11-28:1');
    expect(make()('2026-11-28')).toBe('2026-11-28:2');
  });
});
