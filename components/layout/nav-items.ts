/** Header navigation, in the order the spec lists it. Keys are in the `nav` message namespace. */
export const HEADER_NAV = [
  { href: '/', key: 'home' },
  { href: '/how-it-works', key: 'howItWorks' },
  { href: '/standards', key: 'standards' },
  { href: '/partners', key: 'partners' },
  { href: '/preview', key: 'preview' },
  { href: '/blog', key: 'blog' },
  { href: '/contact', key: 'contact' },
] as const;

/** Footer columns, in the order the spec lists the links. Keys are in the `footer` namespace. */
export const FOOTER_COLUMNS = [
  {
    key: 'product',
    links: [
      { href: '/how-it-works', key: 'howItWorks' },
      { href: '/standards', key: 'standards' },
      { href: '/partners', key: 'partners' },
      // Not in the spec's list; without it /pricing was linked from nowhere (issue 16).
      { href: '/pricing', key: 'pricing' },
    ],
  },
  {
    key: 'company',
    links: [
      { href: '/about', key: 'about' },
      { href: '/blog', key: 'blog' },
      { href: '/contact', key: 'contact' },
      // A request form (issue 16); the user guide stays linked from the docs request page and the site.
      { href: '/request-docs', key: 'requestDocs' },
    ],
  },
  {
    key: 'legal',
    links: [
      { href: '/privacy', key: 'privacy' },
      { href: '/terms', key: 'terms' },
      { href: '/cookies', key: 'cookies' },
      { href: '/dmca', key: 'dmca' },
      { href: '/dpa', key: 'dpa' },
    ],
  },
] as const;

/** The header's links; without the live preview (its flag off) /preview only redirects home, so it is left out. */
export function headerNav(previewOn: boolean) {
  return HEADER_NAV.filter((item) => previewOn || item.href !== '/preview');
}

/** The spec fixes the footer year. */
export const FOOTER_YEAR = 2025;
