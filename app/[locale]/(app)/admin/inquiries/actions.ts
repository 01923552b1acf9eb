'use server';

import { z } from 'zod';
import { actionOk, adminAction, refused } from '@/lib/actions';
import { withUser } from '@/lib/db';
import { INQUIRY_KINDS, INQUIRY_STATUSES, setInquiryStatus, type InquiryStatus } from '@/lib/data/inquiries';

const changeStatusSchema = z.object({
  kind: z.enum(INQUIRY_KINDS),
  id: z.guid(),
  status: z.enum(INQUIRY_STATUSES),
});

/** Message keys (namespace `inquiries`) for the refusals an administrator can act on. */
const REFUSAL_KEYS = {
  not_allowed: 'inquiries.errors.notAllowed',
  not_found: 'inquiries.errors.notFound',
} as const;

/**
 * Marks an inquiry handled or new again. Checked twice, as account decisions are: here (a
 * non-administrator is sent away) and by the database (`set_inquiry_status` refuses anyone but a
 * platform administrator, and audits the change).
 */
export const changeInquiryStatusAction = adminAction(changeStatusSchema, async (input, { claims }) => {
  const changed = await withUser(claims, (tx) => setInquiryStatus(tx, input));
  if (!changed.ok) return refused(changed, { invalid: 'inquiries.errors.failed', conflict: 'inquiries.errors.failed', ...REFUSAL_KEYS });
  return actionOk<{ status: InquiryStatus }>({ status: changed.status });
});
