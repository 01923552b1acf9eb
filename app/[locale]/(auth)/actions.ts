'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { getLocale } from 'next-intl/server';
import { redirect } from '@/i18n/server-navigation';
import { actionError, actionOk, publicAction, submitOnly } from '@/lib/actions';
import {
  forgotPasswordSchema,
  getAuthBackend,
  safeNextPath,
  signInSchema,
  signInWithPassword,
  signUpAccount,
  signUpSchema,
  authFailureResult,
  authLinks,
  requestMeta,
} from '@/lib/auth';
import { resetPasswordForm } from '@/lib/auth/reset-password-form';
import { clientKey } from '@/lib/http/rate-limit';
import { requestHostOf, siteOrigin } from '@/lib/site';

export const signInAction = publicAction(signInSchema, async ({ email, password, next }) => {
  const result = await signInWithPassword(email, password, await requestMeta());
  if (!result.ok) {
    if (result.reason === 'throttled') return actionError('auth.errors.throttled');
    if (result.reason === 'accountReview') return actionError(`auth.errors.${result.review.messageKey}`, { code: result.review.code });
    return authFailureResult(result.failure);
  }
  return redirect({ href: safeNextPath(next), locale: await getLocale() });
});

export const signUpAction = publicAction(signUpSchema, async (input) => {
  const requestHeaders = await headers();
  const locale = await getLocale();
  const backend = getAuthBackend();
  const links = authLinks(locale, backend.kind, siteOrigin(requestHostOf(requestHeaders)));
  const result = await signUpAccount(input, links, clientKey(requestHeaders), { backend });
  if (!result.ok) return result.reason === 'throttled' ? actionError('auth.errors.signUpThrottled') : authFailureResult(result.failure);
  // No sign-in check after sign-up (spec §4): every new account lands on pending review — and so
  // does a sign-up for an address that already had one, so the two cannot be told apart.
  await backend.signOut();
  return redirect({ href: '/auth/pending-review', locale });
});

export const forgotPasswordAction = publicAction(forgotPasswordSchema, async ({ email }) => {
  const backend = getAuthBackend();
  const origin = siteOrigin(requestHostOf(await headers()));
  await backend.requestPasswordReset(email, authLinks(await getLocale(), backend.kind, origin));
  return actionOk(undefined);
});

export const resetPasswordAction = resetPasswordForm();

export const signOutAction = submitOnly(
  publicAction(z.object({}), async () => {
    await getAuthBackend().signOut();
    return redirect({ href: '/login', locale: await getLocale() });
  }),
);
