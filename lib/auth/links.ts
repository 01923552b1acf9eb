import { getRuntimeConfig } from '@/lib/config';
import { localizedPath } from '@/lib/site';
import type { ResetLinks, SignUpLinks } from './backend';

function origin(): string {
  const config = getRuntimeConfig();
  return (config.ok ? config.config.site.origin : 'http://localhost:3000').replace(/\/$/, '');
}

/** Where emailed links point. Supabase sends recovery links through /auth/callback (code exchange). */
export function authLinks(locale: string, backend: 'embedded' | 'supabase'): SignUpLinks & ResetLinks {
  const resetPage = localizedPath(locale, '/auth/reset-password');
  return {
    locale,
    confirmUrl: `${origin()}/auth/confirm`,
    signInUrl: `${origin()}${localizedPath(locale, '/login')}`,
    forgotUrl: `${origin()}${localizedPath(locale, '/auth/forgot-password')}`,
    resetUrl:
      backend === 'supabase'
        ? `${origin()}/auth/callback?next=${encodeURIComponent(resetPage)}`
        : `${origin()}${resetPage}`,
  };
}
