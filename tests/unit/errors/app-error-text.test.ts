import { describe, expect, it } from 'vitest';
import { appErrorLocale, appErrorText } from '@/components/errors/app-error-text';

describe('the Application Error texts', () => {
  it('reads the locale from the page path, English when the path names none', () => {
    expect(appErrorLocale('/de/pricing')).toBe('de');
    expect(appErrorLocale('/it')).toBe('it');
    expect(appErrorLocale('/pricing')).toBe('en');
    expect(appErrorLocale('/')).toBe('en');
    expect(appErrorLocale('')).toBe('en');
  });

  it('loads each language’s own words', async () => {
    expect((await appErrorText('en')).appErrorTitle).toBe('Application Error');
    const de = await appErrorText('de');
    expect(de.locale).toBe('de');
    expect(de.appErrorTitle).toBe('Anwendungsfehler');
    for (const locale of ['fr', 'es', 'it'] as const) {
      const texts = await appErrorText(locale);
      expect(texts.locale).toBe(locale);
      expect(texts.appErrorTitle).not.toBe('Application Error');
    }
  });
});
