'use server';

import { z } from 'zod';
import { actionError, actionOk, validatedAction } from '@/lib/actions';
import { requireAdmin } from '@/lib/auth';
import { INQUIRY_KINDS, INQUIRY_STATUSES, setInquiryStatus, type InquiryStatus } from '@/lib/data/inquiries';
import { withUser } from '@/lib/db';

const changeStatusSchema = z.object({
  kind: z.enum(INQUIRY_KINDS),
  id: z.guid(),
  status: z.enum(INQUIRY_STATUSES),
});

/** Message keys (namespace `inquiries`) for the refusals an administrator can act on. */
const REFUSAL_KEYS: Record<string, string> = {
  not_allowed: 'inquiries.errors.notAllowed',
  not_found: 'inquiries.errors.notFound',
};

/**
 * Marks an inquiry handled or new again. Checked twice, as account decisions are: here (a
 * non-administrator is sent away) and by the database (`set_inquiry_status` refuses anyone but a
 * platform administrator, and audits the change).
 */
export const changeInquiryStatusAction = validatedAction(changeStatusSchema, async (input) => {
  const admin = await requireAdmin();
  const changed = await withUser({ sub: admin.id, email: admin.email }, (tx) => setInquiryStatus(tx, input));
  if (!changed.ok) return actionError(REFUSAL_KEYS[changed.code] ?? 'inquiries.errors.failed', changed.code);
  return actionOk<{ status: InquiryStatus }>({ status: changed.status });
});
