/**
 * Content-Security-Policy and the other security headers.
 *
 * Every HTML page is rendered per request with a fresh nonce and `'strict-dynamic'`: no inline script
 * runs unless the server stamped it (docs/decisions/0002-csp.md, revised by issue 11). Responses that
 * are not pages (API, files) get `NON_PAGE_CSP`, which lets nothing run at all.
 */

export interface CspOptions {
  /** Per-request nonce: every HTML response carries one. */
  nonce: string;
  /** `next dev` needs eval for React Refresh; never in a production build. */
  development?: boolean;
  /** Origins the browser may talk to besides this one (Supabase, Sentry). */
  connectSources?: string[];
}

export function buildContentSecurityPolicy({ nonce, development = false, connectSources = [] }: CspOptions): string {
  const scriptSrc = [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`];
  if (development) scriptSrc.push(`'unsafe-eval'`);

  const directives: Record<string, string[]> = {
    'default-src': [`'self'`],
    'script-src': scriptSrc,
    // Tailwind and Next inject style tags; styles cannot run code, so inline styles are allowed.
    'style-src': [`'self'`, `'unsafe-inline'`],
    'img-src': [`'self'`, 'data:', 'blob:'],
    'font-src': [`'self'`, 'data:'],
    'connect-src': [`'self'`, ...connectSources, ...(development ? ['ws:'] : [])],
    'object-src': [`'none'`],
    'base-uri': [`'self'`],
    'form-action': [`'self'`],
    'frame-ancestors': [`'none'`],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * For everything that is not a page (API answers, downloads, robots.txt): no scripts, no plugins, no
 * framing. Inline styles stay allowed for the HTML validation report, which is served as a download.
 */
export const NON_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Headers every response carries, whatever its CSP (pages through the proxy, the rest through next.config). */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

/**
 * The build's own files (/_next/static: scripts, styles, fonts). X-Frame-Options, Referrer-Policy and
 * Permissions-Policy only mean something on a document, so these keep the two that apply to any
 * response: HSTS, and nosniff (a script is run only with a script's type). On a public page's ten
 * scripts the three others were ~1.6 KB of headers in what a phone downloads (issue 15.5).
 */
export const BUILD_FILE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': STATIC_SECURITY_HEADERS['Strict-Transport-Security']!,
  'X-Content-Type-Options': STATIC_SECURITY_HEADERS['X-Content-Type-Options']!,
};

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
