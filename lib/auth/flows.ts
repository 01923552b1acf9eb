import { asService, isSignInThrottled, recordSignInAttempt } from '@/lib/db';
import { accountReviewError, resolveAccountStatus, type AccountReviewError } from './account-status';
import type { AuthFailure, RequestMeta } from './backend';
import { getAuthBackend } from './current-backend';

/**
 * The sign-in rules of the spec (§4, §8), the same for both backends:
 * - 10 failed attempts for an email within 15 minutes throttle further attempts;
 * - wrong password and unknown email give the same answer;
 * - only an active account stays signed in; pending or suspended ones are signed out at once,
 *   server-side, and told why (code ACCOUNT_REVIEW).
 */

export type SignInResult =
  | { ok: true; userId: string }
  | { ok: false; reason: 'throttled' }
  | { ok: false; reason: 'failure'; failure: AuthFailure }
  | { ok: false; reason: 'accountReview'; review: AccountReviewError };

export async function signInWithPassword(email: string, password: string, meta: RequestMeta): Promise<SignInResult> {
  if (await asService((tx) => isSignInThrottled(tx, email))) return { ok: false, reason: 'throttled' };

  const backend = getAuthBackend();
  const result = await backend.signIn(email, password, meta);
  await asService((tx) => recordSignInAttempt(tx, { email, succeeded: result.ok }));
  if (!result.ok) return { ok: false, reason: 'failure', failure: result.failure };

  let status: unknown;
  try {
    status = (await backend.readAccount(result.identity))?.status;
  } catch (error) {
    console.error('[partsmith] could not read account status at sign-in; treating as pending review', error);
  }
  const review = accountReviewError(resolveAccountStatus(status));
  if (review) {
    await backend.signOut();
    return { ok: false, reason: 'accountReview', review };
  }
  return { ok: true, userId: result.identity.id };
}
