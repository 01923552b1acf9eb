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

/**
 * The request header the proxy sets to the page's path as asked (`/de/pricing`), so server
 * components can link to the same page in another language (the public site's language menu). The
 * proxy overwrites whatever a client sent under this name.
 */
export const PAGE_PATH_HEADER = 'x-page-path';

/**
 * Set by the proxy ('1') when the request carries a session whose signature it verified, for pages that
 * cannot read the session themselves (the Pages Router's sign-in page, decision 0024). A hint for a
 * link, never a gate: the proxy drops whatever the client sent under the name, and the pages it leads
 * to check the session again.
 */
export const SIGNED_IN_HEADER = 'x-signed-in';

/**
 * Where the language menu sends a reader for `locale`: the same page in that language, by an address
 * that makes the locale routing store the choice (NEXT_LOCALE) on the way. English goes through its
 * prefixed address, `/en/pricing`, which redirects to the unprefixed page: the plain `/pricing`
 * would follow a stored other language instead. `asked` is the path as requested; anything that is
 * not a plain local path (`//host`, `/\host`, no leading slash) falls back to the home page.
 */
export function languageSwitchHref(locale: string, asked: string | null): string {
  const plain = asked !== null && /^\/(?![/\\])[^\s?#]*$/.test(asked) ? asked : '/';
  const { path } = splitLocale(plain);
  if (locale !== routing.defaultLocale) return localizedPath(locale, path);
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
