import { getRuntimeConfig } from '@/lib/config';
import type { AuthBackend } from './backend';
import { createEmbeddedBackend } from './embedded/embedded-backend';
import { createSupabaseBackend } from './supabase/supabase-backend';

/** Supabase variables present → Supabase Auth; absent → embedded (design: "chosen from the environment alone"). */
export function getAuthBackend(): AuthBackend {
  const config = getRuntimeConfig();
  if (!config.ok) throw new Error('runtime configuration is invalid; the proxy shows the Configuration Error screen');
  return config.config.supabase ? createSupabaseBackend(config.config.supabase) : createEmbeddedBackend();
}
