/**
 * Content-Security-Policy and the other security headers for HTML responses.
 *
 * Two policies (see docs/decisions/0002-csp.md): pages rendered per request get a fresh nonce and
 * `'strict-dynamic'`; pages prerendered at build time cannot carry a per-request nonce, so they get a
 * policy that allows the framework's own inline bootstrap scripts but still never `'unsafe-eval'`.
 */

export interface CspOptions {
  /** Per-request nonce; absent for statically prerendered pages. */
  nonce?: string;
  /** `next dev` needs eval for React Refresh; never in a production build. */
  development?: boolean;
  /** Origins the browser may talk to besides this one (Supabase, Sentry). */
  connectSources?: string[];
}

export function buildContentSecurityPolicy({ nonce, development = false, connectSources = [] }: CspOptions): string {
  const scriptSrc = nonce
    ? [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`]
    : [`'self'`, `'unsafe-inline'`];
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

/** Headers every HTML response carries, whatever its CSP. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
