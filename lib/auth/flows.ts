import { asService } from '@/lib/db';
import { parseAccountStatus, reserveSignInAttempt, settleSignInAttempt } from '@/lib/data/accounts';
import { clientKeyOf } from '@/lib/http/rate-limit';
import { accountReviewError, type AccountReviewError } from './account-status';
import type { AuthBackend, AuthFailure, RequestMeta } from './backend';
import { getAuthBackend } from './current-backend';

/**
 * The sign-in rules of the spec (§4, §8), the same for both backends:
 * - 10 failed attempts for an email within 15 minutes throttle further attempts; an attempt is
 *   counted before its password is checked, so parallel guesses cannot outrun the count;
 * - wrong password and unknown email give the same answer;
 * - only an active account stays signed in; pending or suspended ones are signed out at once,
 *   server-side, and told why (code ACCOUNT_REVIEW).
 */

export type SignInResult =
  | { ok: true; userId: string }
  | { ok: false; reason: 'throttled' }
  | { ok: false; reason: 'failure'; failure: AuthFailure }
  | { ok: false; reason: 'accountReview'; review: AccountReviewError };

export async function signInWithPassword(
  email: string,
  password: string,
  meta: RequestMeta,
  backend: AuthBackend = getAuthBackend(),
): Promise<SignInResult> {
  const reservation = await asService((tx) => reserveSignInAttempt(tx, { email, ipHash: meta.ip ? clientKeyOf(meta.ip) : null }));
  if (!reservation.reserved) return { ok: false, reason: 'throttled' };

  // From here on the attempt already counts as a failure; only a right password settles it.
  const result = await backend.signIn(email, password, meta);
  if (!result.ok) return { ok: false, reason: 'failure', failure: result.failure };
  await asService((tx) => settleSignInAttempt(tx, reservation.attemptId));

  let status: unknown;
  try {
    status = (await backend.readAccount(result.identity))?.status;
  } catch (error) {
    console.error('[partsmith] could not read account status at sign-in; treating as pending review', error);
  }
  const review = accountReviewError(parseAccountStatus(status));
  if (review) {
    await backend.signOut();
    return { ok: false, reason: 'accountReview', review };
  }
  return { ok: true, userId: result.identity.id };
}
