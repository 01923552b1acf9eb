import type { Account } from '@/lib/data/accounts';
import type { Queryable } from '@/lib/db';
import type { Mailer } from '@/lib/jobs';
import { localizedPath } from '@/lib/site';
import { accountMail } from './account-mail';
import { accountLocale } from './account-locale';

/** What became of the approval mail; the approval itself stands whatever this says. */
export type ApprovalMail =
  | { status: 'sent'; locale: string }
  | { status: 'failed'; error: string }
  /** No mail transport (Supabase mode: Supabase Auth sends only its own templates), or no address. */
  | { status: 'not_sent'; reason: 'no_mailer' | 'no_address' };

/**
 * The e-mail the pending-review page promises: "your account is approved, sign in here", in the
 * language the account signed up in, with a link to the sign-in page in that language. Written
 * through the same mailer as job notices (the development outbox in embedded mode). Never throws.
 */
export async function sendApprovalMail(db: Queryable, account: Account, options: { origin: string; mailer: Mailer | null }): Promise<ApprovalMail> {
  if (!options.mailer) return { status: 'not_sent', reason: 'no_mailer' };
  if (!account.email) return { status: 'not_sent', reason: 'no_address' };
  try {
    const locale = await accountLocale(db, account.id);
    const link = `${options.origin}${localizedPath(locale, '/login')}`;
    const mail = await accountMail('approved', locale, { link });
    const sent = await options.mailer.send({ to: account.email, ...mail, link });
    return sent.ok ? { status: 'sent', locale } : { status: 'failed', error: sent.error };
  } catch (error) {
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}
