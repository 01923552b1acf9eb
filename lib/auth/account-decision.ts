import { getAccountStatus, setAccountStatus, type Account, type SetAccountStatusInput } from '@/lib/data/accounts';
import type { Outcome, Queryable } from '@/lib/db';
import type { Mailer } from '@/lib/jobs';
import { sendApprovalMail, type ApprovalMail } from './approval-mail';

/**
 * Where the change runs: as the signed-in administrator (`withUser`, so RLS and the function's own
 * check apply) from the admin page, or as trusted code (`asService`) from the CLI.
 */
export type AccountScope = <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;

export interface ApprovalMailing {
  /** The database itself (the account's language is read from auth.users, outside any scope). */
  db: Queryable;
  /** From `siteOrigin()`: the admin's request may set it in development, never in production. */
  origin: string;
  mailer: Mailer | null;
}

/**
 * Approves, suspends or returns an account to review — the one path for the admin page and
 * `partsmith users approve|suspend`. An account leaving review for active is mailed that it is
 * approved, after the change is committed (a refused or rolled-back change is never announced).
 * `approvalMail` is null when the change was not an approval.
 */
export async function decideAccountStatus(
  scope: AccountScope,
  input: SetAccountStatusInput,
  mailing: ApprovalMailing,
): Promise<Outcome<{ account: Account; approvalMail: ApprovalMail | null }>> {
  const changed = await scope(async (tx) => {
    const before = await getAccountStatus(tx, input.userId);
    const set = await setAccountStatus(tx, input);
    return set.ok ? { ...set, approved: before === 'pending_review' && set.account.accountStatus === 'active' } : set;
  });
  if (!changed.ok) return changed;
  const approvalMail = changed.approved ? await sendApprovalMail(mailing.db, changed.account, mailing) : null;
  return { ok: true, account: changed.account, approvalMail };
}
