import { localizedPath } from '@/lib/site';
import type { ResetLinks, SignUpLinks } from './backend';

/**
 * Where emailed links point. `origin` comes from `siteOrigin()` (lib/site/origin.ts: the configured
 * site, or this request's own origin only where that is safe). Supabase sends recovery links through
 * /auth/callback (code exchange).
 */
export function authLinks(locale: string, backend: 'embedded' | 'supabase', origin: string): SignUpLinks & ResetLinks {
  const resetPage = localizedPath(locale, '/auth/reset-password');
  return {
    locale,
    // The embedded backend's confirmation lands on the sign-in page in the language the account signed
    // up in, whatever the browser that opens the mail prefers. Supabase checks this URL against its
    // allow list (supabase/config.toml lists the unprefixed one), so it keeps the unprefixed path.
    confirmUrl: backend === 'supabase' ? `${origin}/auth/confirm` : `${origin}${localizedPath(locale, '/auth/confirm')}`,
    signInUrl: `${origin}${localizedPath(locale, '/login')}`,
    forgotUrl: `${origin}${localizedPath(locale, '/auth/forgot-password')}`,
    resetUrl: backend === 'supabase' ? `${origin}/auth/callback?next=${encodeURIComponent(resetPage)}` : `${origin}${resetPage}`,
  };
}
