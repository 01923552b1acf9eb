import { describe, expect, it } from 'vitest';
import { parseConsent, saveConsent } from '@/lib/consent';

/** The stored cookie choice is read back only when it is whole; anything else shows the banner again. */
describe('the stored consent record', () => {
  const good = { necessary: true, functional: true, analytics: false, marketing: false, date: '2026-11-26T09:30:00.000Z' };

  it('reads a whole record back, keeping only its own fields', () => {
    expect(parseConsent(JSON.stringify({ ...good, extra: 'x' }))).toEqual(good);
  });

  it.each([
    ['missing', null],
    ['not JSON', '{necessary'],
    ['not an object', '"yes"'],
    ['necessary off', JSON.stringify({ ...good, necessary: false })],
    ['a category missing', JSON.stringify({ ...good, marketing: undefined })],
    ['a category as text', JSON.stringify({ ...good, analytics: 'true' })],
    ['a date without time', JSON.stringify({ ...good, date: '2026-11-26' })],
    ['a date with an offset', JSON.stringify({ ...good, date: '2026-11-26T09:30:00+01:00' })],
    ['an impossible date', JSON.stringify({ ...good, date: '2026-13-45T09:30:00Z' })],
  ])('counts a record %s as no decision', (_, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });

  it('reads back what it saves', () => {
    const stored = new Map<string, string>();
    const saved = saveConsent({ functional: false, analytics: true, marketing: false }, { setItem: (k, v) => void stored.set(k, v) }, new EventTarget(), null, new Date('2026-11-26T10:00:00Z'));
    expect(parseConsent([...stored.values()][0]!)).toEqual(saved);
  });
});
