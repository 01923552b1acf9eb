import { describe, expect, it } from 'vitest';
import { readerLocale } from '@/lib/site';

const request = (url: string, headers: Record<string, string> = {}) => new Request(`http://partsmith.test${url}`, { headers });

describe('the language a route handler answers in', () => {
  it('is the page’s own, then the stored choice, then Accept-Language, then English', () => {
    expect(readerLocale(request('/x?locale=it', { cookie: 'NEXT_LOCALE=de', 'accept-language': 'fr' }))).toBe('it');
    expect(readerLocale(request('/x', { cookie: 'a=1; NEXT_LOCALE=de', 'accept-language': 'fr' }))).toBe('de');
    expect(readerLocale(request('/x', { 'accept-language': 'es-MX,es;q=0.9' }))).toBe('es');
    expect(readerLocale(request('/x?locale=pt', { cookie: 'NEXT_LOCALE=xx' }))).toBe('en');
  });
});
