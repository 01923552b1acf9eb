'use server';

// Sign-in and sign-up are not actions: their pages are plain HTML posting to route handlers
// (auth/sign-in, auth/sign-up; lib/auth/form-posts.ts, decision 0023).

import { headers } from 'next/headers';
import { z } from 'zod';
import { getLocale } from 'next-intl/server';
import { redirect } from '@/i18n/server-navigation';
import { actionOk, publicAction, submitOnly } from '@/lib/actions';
import { forgotPasswordSchema, getAuthBackend, authLinks } from '@/lib/auth';
import { resetPasswordForm } from '@/lib/auth/reset-password-form';
import { requestHostOf, siteOrigin } from '@/lib/site';

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
