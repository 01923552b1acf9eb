import { describe, expect, it } from 'vitest';
import { _createCache, createFormatter } from 'use-intl/core';
import { _createIntlFormatters } from '@/i18n/intl-core';

const when = new Date('2026-11-28T23:30:00Z');

describe('use-intl/core as the build bundles it (i18n/intl-core.ts)', () => {
  it('answers one set of Intl formatters for the process, whatever cache a request brings', () => {
    const first = _createIntlFormatters(_createCache());
    const second = _createIntlFormatters(_createCache());
    expect(second).toBe(first);
    const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(second.getDateTimeFormat('de', options)).toBe(first.getDateTimeFormat('de', { ...options }));
    // Kept apart by language and by options.
    expect(first.getDateTimeFormat('fr', options)).not.toBe(first.getDateTimeFormat('de', options));
    expect(first.getNumberFormat('de', { style: 'percent' })).not.toBe(first.getNumberFormat('de'));
  });

  for (const locale of ['en', 'de', 'fr', 'es', 'it'] as const) {
    it(`formats numbers and dates as use-intl's own formatters do, in ${locale}, request after request`, () => {
      const theirs = createFormatter({ locale, timeZone: 'UTC' });
      for (let request = 0; request < 2; request++) {
        const ours = createFormatter({ locale, timeZone: 'UTC', _formatters: _createIntlFormatters(_createCache()) });
        expect(ours.number(0.1234, { style: 'percent' })).toBe(theirs.number(0.1234, { style: 'percent' }));
        expect(ours.number(1234567.891, { maximumFractionDigits: 0 })).toBe(theirs.number(1234567.891, { maximumFractionDigits: 0 }));
        expect(ours.dateTime(when, { dateStyle: 'medium', timeStyle: 'short' })).toBe(theirs.dateTime(when, { dateStyle: 'medium', timeStyle: 'short' }));
        expect(ours.dateTime(when, { day: 'numeric', month: 'short' })).toBe(theirs.dateTime(when, { day: 'numeric', month: 'short' }));
      }
    });
  }

  it('keeps the configured time zone per call: a shared formatter never carries one request’s zone into another', () => {
    const utc = createFormatter({ locale: 'en', timeZone: 'UTC', _formatters: _createIntlFormatters(_createCache()) });
    const tokyo = createFormatter({ locale: 'en', timeZone: 'Asia/Tokyo', _formatters: _createIntlFormatters(_createCache()) });
    expect(utc.dateTime(when, { timeStyle: 'short' })).toBe('11:30 PM');
    expect(tokyo.dateTime(when, { timeStyle: 'short' })).toBe('8:30 AM');
    expect(utc.dateTime(when, { timeStyle: 'short' })).toBe('11:30 PM');
  });
});
