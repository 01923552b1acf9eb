import { createServerClient, type CookieMethodsServer } from '@supabase/ssr';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';

export interface SupabaseSettings {
  url: string;
  publishableKey: string;
}

/**
 * A fresh client per request (never a module-level one: it would mix users' sessions). Server
 * components cannot set cookies; the proxy has already refreshed the session, so a failed write
 * there is expected and ignored.
 */
export async function createSupabaseServerClient(settings: SupabaseSettings) {
  const store = await cookies();
  return createServerClient(settings.url, settings.publishableKey, {
    cookies: {
      getAll: () => store.getAll(),
      setAll: (toSet) => {
        try {
          for (const { name, value, options } of toSet) store.set(name, value, options);
        } catch {
          // Called from a Server Component: the proxy refreshes the session instead.
        }
      },
    },
  });
}

/**
 * The proxy's client: reads cookies from the request, and collects what Supabase wants to set so the
 * proxy can copy them onto both the forwarded request and whatever response comes out at the end.
 */
export function createSupabaseProxyClient(settings: SupabaseSettings, request: NextRequest) {
  const pending: Parameters<NonNullable<CookieMethodsServer['setAll']>>[0] = [];
  const client = createServerClient(settings.url, settings.publishableKey, {
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (toSet) => {
        for (const cookie of toSet) {
          request.cookies.set(cookie.name, cookie.value);
          pending.push(cookie);
        }
      },
    },
  });
  return { client, pendingCookies: pending };
}
