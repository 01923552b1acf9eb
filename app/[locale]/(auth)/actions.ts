'use server';

import { getLocale } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import { actionError, actionOk, validatedAction, type ActionResult } from '@/lib/actions';
import {
  forgotPasswordSchema,
  getAuthBackend,
  resetPasswordSchema,
  safeNextPath,
  signInSchema,
  signInWithPassword,
  signUpSchema,
  type AuthFailure,
} from '@/lib/auth';
import { authLinks } from '@/lib/auth/links';
import { requestMeta } from '@/lib/auth/request-meta';

/** An auth failure as a form error key under `auth.errors` (service messages pass through). */
function failureResult(failure: AuthFailure): ActionResult<never> {
  if (failure.kind === 'service') return { ok: false, formError: 'authService', fieldErrors: { _service: failure.message } };
  return actionError(failure.kind);
}

export const signInAction = validatedAction(signInSchema, async ({ email, password, next }) => {
  const result = await signInWithPassword(email, password, await requestMeta());
  if (!result.ok) {
    if (result.reason === 'throttled') return actionError('throttled');
    if (result.reason === 'accountReview') return actionError(result.review.messageKey, result.review.code);
    return failureResult(result.failure);
  }
  return redirect({ href: safeNextPath(next), locale: await getLocale() });
});

export const signUpAction = validatedAction(signUpSchema, async (input) => {
  const locale = await getLocale();
  const backend = getAuthBackend();
  const result = await backend.signUp(input, authLinks(locale, backend.kind));
  if (!result.ok) return failureResult(result.failure);
  // No sign-in check after sign-up (spec §4): every new account lands on pending review.
  await backend.signOut();
  return redirect({ href: '/auth/pending-review', locale });
});

export const forgotPasswordAction = validatedAction(forgotPasswordSchema, async ({ email }) => {
  const backend = getAuthBackend();
  await backend.requestPasswordReset(email, authLinks(await getLocale(), backend.kind));
  return actionOk(undefined);
});

export const resetPasswordAction = validatedAction(resetPasswordSchema, async ({ password, token }) => {
  const result = await getAuthBackend().resetPassword(password, token);
  return result.ok ? actionOk(undefined) : failureResult(result.failure);
});

export async function signOutAction(): Promise<void> {
  await getAuthBackend().signOut();
  redirect({ href: '/login', locale: await getLocale() });
}
