import { noteRequestUser } from '@/lib/monitoring/request-notes';
import { toSessionUser, type SessionUser } from './account-status';
import type { AuthBackend } from './backend';

/**
 * The user signed in through `backend` (its request's cookies), with the account status read fresh
 * from the database. A failure to read the status is logged and counts as pending review (spec §8).
 * getCurrentUser() is this for the App Router's request, cached; a Pages Router page calls it with a
 * backend over its own cookies.
 */
export async function signedInUser(backend: AuthBackend): Promise<SessionUser | null> {
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
}
