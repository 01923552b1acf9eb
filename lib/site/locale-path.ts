import { routing } from '@/i18n/routing';

/** Splits `/de/pricing` into `{ locale: 'de', path: '/pricing' }`; unprefixed paths are English. */
export function splitLocale(pathname: string): { locale: string; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (first && (routing.locales as readonly string[]).includes(first)) {
    return { locale: first, path: '/' + rest.join('/') };
  }
  return { locale: routing.defaultLocale, path: pathname || '/' };
}

/** The public URL of a page in a locale: English unprefixed, others under `/xx`. */
export function localizedPath(locale: string, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
