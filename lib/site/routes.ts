/**
 * The public site's pages, in one list the navigation, footer, sitemap, proxy and tests share.
 * `key` names the page's message namespace and heading.
 */

export const MARKETING_PAGES = [
  { path: '/', key: 'home' },
  { path: '/how-it-works', key: 'howItWorks' },
  { path: '/standards', key: 'standards' },
  { path: '/partners', key: 'partners' },
  { path: '/pricing', key: 'pricing' },
  { path: '/docs', key: 'docs' },
  { path: '/blog', key: 'blog' },
  { path: '/contact', key: 'contact' },
  { path: '/schedule-a-call', key: 'scheduleCall' },
  { path: '/request-docs', key: 'requestDocs' },
  { path: '/about', key: 'about' },
] as const;

export const LEGAL_PAGES = [
  { path: '/privacy', key: 'privacy' },
  { path: '/terms', key: 'terms' },
  { path: '/dpa', key: 'dpa' },
  { path: '/cookies', key: 'cookiePolicy' },
  { path: '/dmca', key: 'dmca' },
] as const;

export const PUBLIC_PAGES = [...MARKETING_PAGES, ...LEGAL_PAGES] as const;
export type PublicPageKey = (typeof PUBLIC_PAGES)[number]['key'];

/**
 * The public site's pages hold no user data: the proxy does no session work for them (they still get
 * a per-request CSP nonce, like every page).
 */
const PUBLIC_PATHS: ReadonlySet<string> = new Set([...PUBLIC_PAGES.map((p) => p.path), '/verify']);

export function isPublicPagePath(pathWithoutLocale: string): boolean {
  return PUBLIC_PATHS.has(pathWithoutLocale === '' ? '/' : pathWithoutLocale);
}
