import { SESSION_COOKIE } from '@/lib/auth/embedded/session-cookie';
import { loadServerSecret } from '@/lib/auth/embedded/server-secret';
import { signSessionToken } from '@/lib/auth/embedded/signed-tokens';
import { getRuntimeConfig } from '@/lib/config';

/**
 * The session id the warm-up's cookie names. Not a UUID, so it never names a row in auth.sessions:
 * the cookie gets a request past the proxy (which checks only the signature) to the page, whose
 * layout then finds no live session and sends it to sign-in — after Next has compiled the page.
 */
export const WARM_UP_SESSION_ID = 'dev-warm-up';

/** Long enough for a slow first compile, short enough to be worthless to anyone who copies it. */
const COOKIE_LIFETIME_MS = 15 * 60_000;

/**
 * A `Cookie` header that carries the warm-up past the proxy's sign-in redirect (which, sent before any
 * route is reached, would compile nothing). It signs nobody in: it names no session, the protected
 * layouts and pages check the session in the database and answer with the sign-in redirect.
 * Null on Supabase (the proxy asks Supabase, which knows no such token) or a broken configuration.
 */
export async function warmUpSessionCookie(now: Date = new Date()): Promise<string | null> {
  const config = getRuntimeConfig();
  if (!config.ok || config.config.supabase) return null;
  const token = await signSessionToken(
    { sid: WARM_UP_SESSION_ID, sub: WARM_UP_SESSION_ID, email: 'warm-up@localhost.invalid' },
    loadServerSecret(),
    new Date(now.getTime() + COOKIE_LIFETIME_MS),
  );
  return `${SESSION_COOKIE}=${token}`;
}
