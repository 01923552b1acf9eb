import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, keepingParsed } from '@/i18n/intl-messageformat';

describe('intl-messageformat as the build bundles it (i18n/intl-messageformat.ts)', () => {
  it('parses a text once for the same options and again for other options', () => {
    let parsed = 0;
    const counting: typeof parse = (message, options) => {
      parsed++;
      return parse(message, options);
    };
    const keep = keepingParsed(counting);
    const text = '{count, plural, one {# row} other {# rows}}';
    const first = keep(text, { locale: new Intl.Locale('en') });
    expect(keep(text, { locale: new Intl.Locale('en') })).toBe(first);
    expect(parsed).toBe(1);
    keep(text, { locale: new Intl.Locale('de') });
    keep(text, { locale: new Intl.Locale('en'), ignoreTag: true });
    keep('<b>{name}</b>', { locale: new Intl.Locale('en') });
    expect(parsed).toBe(4);
  });

  it('keeps no text that does not parse, and throws as the parser does', () => {
    const keep = keepingParsed(parse);
    expect(() => keep('{count, plural, one {# row}', {})).toThrow();
    expect(() => keep('{count, plural, one {# row}', {})).toThrow();
  });

  it('formats the same with the kept parse, request after request', () => {
    const text = '{count, plural, one {# row} other {# rows}} in <b>{file}</b>';
    const values = { count: 3, file: 'a.csv', b: (chunks: unknown[]) => `[${chunks.join('')}]` };
    const once = new IntlMessageFormat(text, 'en').format(values);
    const again = new IntlMessageFormat(text, 'en').format({ ...values, count: 1 });
    expect(once).toBe('3 rows in [a.csv]');
    expect(again).toBe('1 row in [a.csv]');
    expect(new IntlMessageFormat(text, 'de').format(values)).toBe('3 rows in [a.csv]');
  });
});
