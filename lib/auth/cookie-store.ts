import type { cookies } from 'next/headers';
import { NextRequest } from 'next/server';

/** The part of a request's cookies the auth backends use: Next's `cookies()` in the App Router. */
export type CookieStore = Pick<Awaited<ReturnType<typeof cookies>>, 'get' | 'getAll' | 'set' | 'delete'>;

/**
 * A Pages Router page's cookies (its `Cookie` header), for reading who is signed in: `cookies()`
 * exists only in the App Router. Read only, as in a server component — writes are dropped; the proxy
 * has already refreshed the session (lib/auth/proxy-session.ts).
 */
export function readOnlyCookieStore(cookieHeader: string | undefined): CookieStore {
  const asked = new NextRequest('http://cookies.invalid/', { headers: cookieHeader ? { cookie: cookieHeader } : {} }).cookies;
  const ignored = (() => store) as unknown as CookieStore['set'] & CookieStore['delete'];
  const store: CookieStore = {
    get: (...args: Parameters<CookieStore['get']>) => asked.get(...args),
    getAll: (...args: Parameters<CookieStore['getAll']>) => asked.getAll(...args),
    set: ignored,
    delete: ignored,
  };
  return store;
}
