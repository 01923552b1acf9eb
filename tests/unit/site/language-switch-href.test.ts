import { describe, expect, it } from 'vitest';
import { languageSwitchHref } from '@/lib/site/locale-path';

describe('languageSwitchHref', () => {
  it('links the same page in another language', () => {
    expect(languageSwitchHref('de', '/how-it-works')).toBe('/de/how-it-works');
    expect(languageSwitchHref('fr', '/it/pricing')).toBe('/fr/pricing');
    expect(languageSwitchHref('it', '/de')).toBe('/it');
    expect(languageSwitchHref('es', '/')).toBe('/es');
  });

  it('sends English through its prefixed address, so the locale routing stores the choice', () => {
    expect(languageSwitchHref('en', '/de/how-it-works')).toBe('/en/how-it-works');
    expect(languageSwitchHref('en', '/de')).toBe('/en');
    expect(languageSwitchHref('en', '/auth/signup')).toBe('/en/auth/signup');
  });

  it('falls back to the home page for anything but a plain local path', () => {
    for (const asked of [null, '', 'pricing', '//evil.example/x', '/\\evil.example', '/a b', '/x?y=1']) {
      expect(languageSwitchHref('de', asked)).toBe('/de');
    }
  });
});
