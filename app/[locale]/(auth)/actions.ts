'use server';

import { z } from 'zod';
import { getLocale } from 'next-intl/server';
import { redirect } from '@/i18n/server-navigation';
import { publicAction, submitOnly } from '@/lib/actions';
import { getAuthBackend } from '@/lib/auth';

// Sign-in, sign-up and the password forms are not actions: their pages are plain HTML posting to route
// handlers (lib/auth/form-posts.ts, decision 0024). Sign-out stays one: the signed-in frame and the
// pending-review page are App Router pages.
export const signOutAction = submitOnly(
  publicAction(z.object({}), async () => {
    await getAuthBackend().signOut();
    return redirect({ href: '/login', locale: await getLocale() });
  }),
);
