import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import { redirect } from '@/i18n/server-navigation';
import { noteRequestUser } from '@/lib/monitoring/request-notes';
import { toSessionUser, type SessionUser } from './account-status';
import { getAuthBackend } from './current-backend';

/**
 * The signed-in user of this request with their account status read fresh from the database — never
 * from the session, so a suspension takes effect on the very next request. Cached per request.
 * A failure to read the status is logged and counts as pending review (spec §8).
 */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const backend = getAuthBackend();
  const identity = await backend.currentIdentity();
  if (!identity) return null;
  // The request log names who asked (decision 0019).
  noteRequestUser(identity.id);
  try {
    const account = await backend.readAccount(identity);
    return toSessionUser({
      id: identity.id,
      email: identity.email,
      username: account?.username ?? null,
      accountStatus: account?.status,
      isAdmin: account?.isAdmin,
    });
  } catch (error) {
    console.error('[partsmith] could not read account status; treating as pending review', error);
    return toSessionUser({ id: identity.id, email: identity.email, username: null, accountStatus: 'pending_review' });
  }
});

/**
 * Who is signed in, by their verified session alone (no account read), for what only needs to tell
 * users apart — a rate-limit key. Null when nobody is, or the session cannot be read.
 */
export async function signedInUserId(): Promise<string | null> {
  const identity = await getAuthBackend()
    .currentIdentity()
    .catch(() => null);
  return identity?.id ?? null;
}

/**
 * The gate every protected layout, page, server action and route handler passes through: no user →
 * /login?session=ended; not active → /auth/pending-review. Returns the active user.
 */
export async function requireActiveUser(): Promise<SessionUser> {
  const user = await getCurrentUser();
  const locale = await getLocale();
  // The proxy sends a visitor without a session to /login before any page runs; one that reaches here
  // had a session the proxy could verify but the server no longer holds (signed out elsewhere, or
  // revoked): the sign-in page says so instead of offering to continue (decision 0024).
  if (!user) return redirect({ href: '/login?session=ended', locale });
  if (user.accountStatus !== 'active') return redirect({ href: '/auth/pending-review', locale });
  return user;
}

/** Platform staff only (account approval); a workspace role is not enough. */
export async function requireAdmin(): Promise<SessionUser> {
  const user = await requireActiveUser();
  if (!user.isAdmin) return redirect({ href: '/dashboard', locale: await getLocale() });
  return user;
}

/** For route handlers: the active user or null (they answer 401/403 themselves instead of redirecting). */
export async function activeUserOrNull(): Promise<SessionUser | null> {
  const user = await getCurrentUser();
  return user && user.accountStatus === 'active' ? user : null;
}
