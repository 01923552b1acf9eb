import { describe, expect, it } from 'vitest';
import { localeOfAcceptLanguage } from '@/i18n/accept-language';

describe('the locale of an Accept-Language header', () => {
  it('takes the first of our languages by the client\'s weights, by language only', () => {
    expect(localeOfAcceptLanguage('de-CH, de;q=0.9, en;q=0.8')).toBe('de');
    expect(localeOfAcceptLanguage('ja, fr-CA;q=0.7, es;q=0.9')).toBe('es');
    expect(localeOfAcceptLanguage('IT')).toBe('it');
  });

  it('falls back to English for none of ours, a refused one (q=0) or no header', () => {
    expect(localeOfAcceptLanguage('ja, zh;q=0.9')).toBe('en');
    expect(localeOfAcceptLanguage('fr;q=0, ja')).toBe('en');
    expect(localeOfAcceptLanguage(null)).toBe('en');
    expect(localeOfAcceptLanguage('*')).toBe('en');
  });
});
