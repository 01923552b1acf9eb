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
    confirmUrl: `${origin}/auth/confirm`,
    signInUrl: `${origin}${localizedPath(locale, '/login')}`,
    forgotUrl: `${origin}${localizedPath(locale, '/auth/forgot-password')}`,
    resetUrl: backend === 'supabase' ? `${origin}/auth/callback?next=${encodeURIComponent(resetPage)}` : `${origin}${resetPage}`,
  };
}
