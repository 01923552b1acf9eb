'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { actionOk, adminAction, refused } from '@/lib/actions';
import { ACCOUNT_STATUSES } from '@/lib/data/accounts';
import { decideAccountStatus } from '@/lib/auth';
import { getDb, withUser } from '@/lib/db';
import { mailerFromEnv } from '@/lib/jobs/mailer';
import { reportError } from '@/lib/monitoring';
import { requestHostOf, siteOrigin } from '@/lib/site';

const changeStatusSchema = z.object({
  userId: z.guid(),
  status: z.enum(ACCOUNT_STATUSES),
  reason: z.string().trim().max(500).optional(),
});

/**
 * Approve, suspend or reinstate an account. The database refuses non-admins too (RLS + function).
 * An approval mails the account's owner (lib/auth/account-decision.ts).
 */
export const changeAccountStatusAction = adminAction(changeStatusSchema, async ({ userId, status, reason }, { claims }) => {
  const result = await decideAccountStatus(
    (fn) => withUser(claims, fn),
    { userId, status, reason: reason || null },
    { db: await getDb(), origin: siteOrigin(requestHostOf(await headers())), mailer: mailerFromEnv() },
  );
  if (!result.ok) return refused(result);
  // The approval stands without its mail; the administrator's answer does not depend on it.
  if (result.approvalMail?.status === 'failed') reportError(new Error(`approval mail not sent: ${result.approvalMail.error}`), { userId });
  return actionOk({ email: result.account.email ?? '', status: result.account.accountStatus });
});
