import { describe, expect, it } from 'vitest';
import { DistinctIds } from '@/lib/catalog/assess/distinct-ids';

describe('DistinctIds', () => {
  it('counts each ID once, small and large, whatever the order', () => {
    const ids = new DistinctIds();
    for (const id of [5, 5, 0, 31, 32, 4_194_303, 4_194_304, 2 ** 31 + 7, 2 ** 31 + 7, -1, -1, 1.5, 123_456, 5]) ids.add(id);
    // 5, 0, 31, 32, 4,194,303 and 123,456 by bit; 4,194,304, 2^31 + 7, -1 and 1.5 by the Set.
    expect(ids.size).toBe(10);
  });

  it('agrees with a Set over many random IDs', () => {
    const ids = new DistinctIds();
    const set = new Set<number>();
    let x = 7;
    for (let i = 0; i < 50_000; i++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      const id = i % 3 === 0 ? x % 200_000 : i % 3 === 1 ? x % 5_000_000 : x;
      ids.add(id);
      set.add(id);
    }
    expect(ids.size).toBe(set.size);
  });
});
