import { describe, expect, it } from 'vitest';
import { ownOptional, ownText } from '@/lib/catalog/normalize/own-text';

describe('ownText', () => {
  it('gives the same text, short or long, odd characters included', () => {
    const line = `RB000001,100131,Synthetic Part Type 2 - line 1 \u00e9\u4e2d \ud800 end,10.00`;
    const cell = line.slice(16, line.length - 6);
    for (const text of ['', 'a', 'RB000001', cell, '\ud83d', `${cell}${cell}`]) expect(ownText(text)).toBe(text);
    expect(ownOptional(undefined)).toBeUndefined();
    expect(ownOptional(cell)).toBe(cell);
  });
});
