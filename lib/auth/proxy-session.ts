import type { NextRequest } from 'next/server';
import type { SupabaseSettings } from './supabase/clients';
import { createSupabaseProxyClient } from './supabase/clients';
import { SESSION_COOKIE } from './embedded/session-cookie';
import { loadServerSecret } from './embedded/server-secret';
import { verifySessionToken } from './embedded/signed-tokens';

export interface ProxySession {
  /** The verified user id, or null for a visitor. */
  userId: string | null;
  /** Cookies the auth backend refreshed; the proxy copies them onto whatever response it returns. */
  cookies: { name: string; value: string; options?: Record<string, unknown> }[];
}

/**
 * Step one of the proxy: refresh the session and learn who is asking, from verified claims only.
 * Supabase: `getClaims()` right after creating the client (nothing in between: the refresh must not
 * race another request). Embedded: the cookie's signature and expiry; revocation and account status
 * are checked against the database by requireActiveUser() in the protected layouts and pages.
 */
export async function refreshProxySession(request: NextRequest, supabase: SupabaseSettings | null): Promise<ProxySession> {
  if (supabase) {
    const { client, pendingCookies } = createSupabaseProxyClient(supabase, request);
    const { data } = await client.auth.getClaims();
    return { userId: data?.claims?.sub ?? null, cookies: pendingCookies };
  }
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  const claims = token ? await verifySessionToken(token, loadServerSecret()) : null;
  return { userId: claims?.sub ?? null, cookies: [] };
}
