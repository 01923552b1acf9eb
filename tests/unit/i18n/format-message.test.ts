import { createElement, isValidElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import formatMessage from '@/i18n/format-message';
// use-intl's own, by path as the module above takes it, to compare with.
// @ts-expect-error -- a .js file without declarations beside it
import installed from '../../../node_modules/use-intl/dist/esm/production/format-message/index.js';

const original = installed as typeof formatMessage;

/** What a translator of use-intl hands formatMessage: a fresh request's cache and formatters. */
function optionsFor(locale: string, timeZone = 'UTC') {
  const cache = _createCache();
  return { locale, timeZone, cache, formatters: _createIntlFormatters(cache) };
}

const when = new Date('2026-11-28T23:30:00Z');
const cases: { message: string; values: Record<string, unknown> }[] = [
  { message: '{count, plural, one {# row} other {# rows}} in {file}', values: { count: 1, file: 'a.csv' } },
  { message: '{count, plural, one {# row} other {# rows}} in {file}', values: { count: 12345, file: 'a.csv' } },
  { message: 'Share {share, number, percent}', values: { share: 0.1234 } },
  { message: 'On {when, date, medium} at {when, time, short}', values: { when } },
  { message: '{when, date, ::yyyyMMMd}', values: { when } },
  { message: '{role, select, owner {Owner} other {Member}}', values: { role: 'owner' } },
  { message: "It''s '{'literal'}' {name}", values: { name: 'x' } },
];

describe('use-intl formatMessage as the build bundles it (i18n/format-message.ts)', () => {
  for (const locale of ['en', 'de', 'fr']) {
    it(`formats as use-intl does, in ${locale}, request after request`, () => {
      for (const { message, values } of cases) {
        const expected = original('k', message, values as never, { ...optionsFor(locale) });
        expect(formatMessage('k', message, values as never, { ...optionsFor(locale) }), message).toEqual(expected);
        expect(formatMessage('k', message, values as never, { ...optionsFor(locale) }), message).toEqual(expected);
      }
    });
  }

  it('dates follow the configured time zone, one compiled text per zone', () => {
    const message = '{when, date, short} {when, time, short}';
    const utc = formatMessage('k', message, { when } as never, { ...optionsFor('en', 'UTC') });
    const tokyo = formatMessage('k', message, { when } as never, { ...optionsFor('en', 'Asia/Tokyo') });
    expect(utc).toBe('11/28/26 11:30 PM');
    expect(tokyo).toBe('11/29/26 8:30 AM');
  });

  it('puts rich text together as use-intl does', () => {
    const values = { name: 'x', b: (chunks: ReactNode[]) => createElement('b', { key: 'b' }, chunks) };
    const ours = formatMessage('k', 'Hello <b>{name}</b>!', values as never, { ...optionsFor('en') });
    expect(Array.isArray(ours)).toBe(true);
    const parts = ours as ReactNode[];
    expect(parts[0]).toBe('Hello ');
    expect(isValidElement(parts[1])).toBe(true);
    expect(parts[2]).toBe('!');
  });

  it('leaves texts without values, custom formats and broken texts to use-intl', () => {
    expect(formatMessage('k', 'Plain', undefined, { ...optionsFor('en') })).toBe('Plain');
    const custom = { number: { precise: { maximumFractionDigits: 3 } } };
    expect(formatMessage('k', '{n, number, precise}', { n: 1.23456 } as never, { ...optionsFor('en'), formats: custom })).toBe('1.235');
    expect(() => formatMessage('k', '{count, plural, one {# row}', { count: 1 } as never, { ...optionsFor('en') })).toThrow(/INVALID_MESSAGE/);
  });
});
