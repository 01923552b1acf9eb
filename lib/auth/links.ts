import { getRuntimeConfig } from '@/lib/config';
import { localizedPath } from '@/lib/site';

function origin(): string {
  const config = getRuntimeConfig();
  return (config.ok ? config.config.site.origin : 'http://localhost:3000').replace(/\/$/, '');
}

/** Where emailed links point. Supabase sends recovery links through /auth/callback (code exchange). */
export function authLinks(locale: string, backend: 'embedded' | 'supabase') {
  const resetPage = localizedPath(locale, '/auth/reset-password');
  return {
    confirmUrl: `${origin()}/auth/confirm`,
    resetUrl:
      backend === 'supabase'
        ? `${origin()}/auth/callback?next=${encodeURIComponent(resetPage)}`
        : `${origin()}${resetPage}`,
  };
}
