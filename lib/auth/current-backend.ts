import { getRuntimeConfig } from '@/lib/config';
import type { AuthBackend } from './backend';
import type { CookieStore } from './cookie-store';
import { createEmbeddedBackend } from './embedded/embedded-backend';
import { createSupabaseBackend } from './supabase/supabase-backend';

/**
 * Supabase variables present → Supabase Auth; absent → embedded (design: "chosen from the environment
 * alone"). `cookieStore`: the request's cookies — Next's `cookies()` unless given (a Pages Router
 * page's, cookie-store.ts).
 */
export function getAuthBackend(cookieStore?: () => Promise<CookieStore>): AuthBackend {
  const config = getRuntimeConfig();
  if (!config.ok) throw new Error('runtime configuration is invalid; the proxy shows the Configuration Error screen');
  return config.config.supabase
    ? createSupabaseBackend(config.config.supabase, cookieStore)
    : createEmbeddedBackend(cookieStore ? { cookieJar: cookieStore } : {});
}
