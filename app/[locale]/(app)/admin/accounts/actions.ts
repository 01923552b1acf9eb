'use server';

import { z } from 'zod';
import { actionError, actionOk, validatedAction } from '@/lib/actions';
import { ACCOUNT_STATUSES, requireAdmin } from '@/lib/auth';
import { setAccountStatus, withUser } from '@/lib/db';

const changeStatusSchema = z.object({
  userId: z.guid(),
  status: z.enum(ACCOUNT_STATUSES),
  reason: z.string().trim().max(500).optional(),
});

/** Approve, suspend or reinstate an account. The database refuses non-admins too (RLS + function). */
export const changeAccountStatusAction = validatedAction(changeStatusSchema, async ({ userId, status, reason }) => {
  const admin = await requireAdmin();
  const result = await withUser({ sub: admin.id, email: admin.email }, (tx) =>
    setAccountStatus(tx, { userId, status, reason: reason || null }),
  );
  if (!result.ok) return actionError(result.message, result.code);
  return actionOk({ email: result.account.email ?? '', status: result.account.accountStatus });
});
