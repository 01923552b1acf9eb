import { describe, expect, it } from 'vitest';
import { TextKeyCache } from '@/lib/catalog/normalize/bounded-cache';

describe('the per-text cache of match results', () => {
  it('keeps what it holds once full and takes nothing more, so a catalog of many values makes no garbage of it', () => {
    const cache = new TextKeyCache<number>(3);
    for (let i = 0; i < 10; i++) cache.set('Honda', `Model ${i}`, '2012', '', i);
    expect([0, 1, 2].map((i) => cache.get('Honda', `Model ${i}`, '2012'))).toEqual([0, 1, 2]);
    // Past the cap a value is answered for the row that set it, and not kept.
    expect(cache.get('Honda', 'Model 5', '2012')).toBeUndefined();
    expect(cache.get('Honda', 'Model 0', '2012')).toBe(0);
  });

  it('tells keys apart by every part', () => {
    const cache = new TextKeyCache<string>(100);
    cache.set('a', 'b', 'c', 'd', 'abcd');
    cache.set('a', 'b', 'c', '', 'abc');
    expect(cache.get('a', 'b', 'c', 'd')).toBe('abcd');
    expect(cache.get('a', 'b', 'c')).toBe('abc');
    expect(cache.get('a', 'b', 'x', 'd')).toBeUndefined();
    // Where one part ends and the next begins counts too, whatever the parts hold.
    cache.set('ab', '\u0001', 'c', 'd', 'split one way');
    expect(cache.get('a', 'b\u0001', 'c', 'd')).toBeUndefined();
    expect(cache.get('a', 'b', 'c', 'd')).toBe('abcd');
    expect(cache.get('ab', '\u0001', 'c', 'd')).toBe('split one way');
  });

  it('keeps a key given by its first part alone apart from the same first part with more, under one cap', () => {
    const cache = new TextKeyCache<string>(2);
    cache.set('310001', '', '', '', 'by id');
    cache.set('310001', '7001', '', '', 'with submodel');
    expect(cache.get('310001', '', '', '')).toBe('by id');
    expect(cache.get('310001', '7001', '')).toBe('with submodel');
    expect(cache.get('310001', '', '', 'x')).toBeUndefined();
    // Both count towards the cap: a third key is answered once and not kept.
    cache.set('310002', '', '', '', 'third');
    cache.get('310001', '', '', '');
    expect(cache.get('310002', '', '', '')).toBeUndefined();
  });
});
