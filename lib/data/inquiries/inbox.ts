import { type Outcome, type Queryable, refusing } from '@/lib/db';
import type { InboxInquiry, InquiryStatus, StoredInquiryKind, SubmissionLocale } from './types';

/**
 * The platform team's inbox of public-form submissions: contact messages, call requests and docs
 * requests in one list (the `public.inquiries` view), and their status. Reading is for platform
 * administrators (`withUser`; RLS on the three tables shows others nothing), and so is changing a
 * status (`set_inquiry_status`, which audits the change).
 */

export interface InboxPage {
  inquiries: InboxInquiry[];
  /** All inquiries the caller can see (for "page n of m"). */
  total: number;
}

/** At most this many per page, whatever the caller asks. */
export const INBOX_PAGE_MAX = 100;

type InquiryRow = {
  kind: StoredInquiryKind;
  id: string;
  created_at: Date;
  name: string;
  email: string;
  company: string | null;
  locale: SubmissionLocale;
  message: string | null;
  details: Record<string, string>;
  status: InquiryStatus;
  handled_at: Date | null;
};

/** One page of inquiries, newest first (`page` counts from 1). */
export async function listInquiries(tx: Queryable, options: { page?: number; pageSize?: number } = {}): Promise<InboxPage> {
  const pageSize = Math.min(Math.max(1, Math.trunc(options.pageSize ?? 25)), INBOX_PAGE_MAX);
  const page = Math.max(1, Math.trunc(options.page ?? 1));
  const rows = await tx.query<InquiryRow>(
    `select kind, id, created_at, name, email, company, locale, message, details, status, handled_at
     from public.inquiries order by created_at desc, id desc limit $1 offset $2`,
    [pageSize, (page - 1) * pageSize],
  );
  const [count] = await tx.query<{ total: number }>(`select count(*)::int as total from public.inquiries`);
  return {
    inquiries: rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      createdAt: row.created_at,
      name: row.name,
      email: row.email,
      company: row.company,
      locale: row.locale,
      message: row.message,
      details: row.details,
      status: row.status,
      handledAt: row.handled_at,
    })),
    total: Number(count?.total ?? 0),
  };
}

/**
 * Marks an inquiry handled, or new again (platform administrators, `withUser`). Refusals:
 * not_allowed (anyone else), not_found (no such inquiry of that kind), invalid.
 */
export async function setInquiryStatus(
  tx: Queryable,
  input: { kind: StoredInquiryKind; id: string; status: InquiryStatus },
): Promise<Outcome<{ status: InquiryStatus }>> {
  return refusing(tx, async (q) => {
    const [row] = await q.query<{ status: InquiryStatus }>(`select public.set_inquiry_status($1, $2, $3) as status`, [
      input.kind,
      input.id,
      input.status,
    ]);
    return { status: row!.status };
  });
}
