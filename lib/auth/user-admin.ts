import bcrypt from 'bcryptjs';
import { asService, type Db } from '@/lib/db';
import { createAuthUser, findAccountByEmail, listUsers, setAccountStatus, setPlatformAdmin, type Account, type AccountStatus } from '@/lib/data/accounts';
import type { Mailer } from '@/lib/jobs';
import { decideAccountStatus } from './account-decision';
import type { ApprovalMail } from './approval-mail';
import { say } from '@/lib/catalog/messages';
import { passwordRefused, refused, refusedAsWorded, type AdminRefusal } from './admin-refusal';
import { passwordProblem } from './password-policy';

/**
 * Account administration for the command line (`partsmith users …`): trusted server code that runs
 * as `service_role` against the same database as the app — through the embedded socket while the
 * app is running. Every status change goes through set_account_status(), which writes the audit log.
 */

/** A refusal carries `said` for the command line's language and the English `message` as always. */
export type AdminOutcome<T> = { ok: true; value: T } | AdminRefusal;

export async function createUserAccount(
  db: Db,
  input: { email: string; password: string; username?: string; status?: AccountStatus; admin?: boolean },
): Promise<AdminOutcome<Account>> {
  const problem = passwordProblem(input.password, { email: input.email });
  if (problem) return passwordRefused(problem);
  const created = await createAuthUser(db, {
    email: input.email,
    encryptedPassword: await bcrypt.hash(input.password, 12),
    username: input.username,
    // Created by an operator at the console: the address is taken as confirmed.
    emailConfirmed: true,
  });
  if (!created.ok) {
    return created.code === 'conflict' ? refused(say('accounts.admin.accountExists', { email: input.email })) : refusedAsWorded(created);
  }
  const userId = created.user.id;
  return asService(async (tx) => {
    if (input.admin) {
      const made = await setPlatformAdmin(tx, { userId, isAdmin: true });
      if (!made.ok) return refusedAsWorded(made);
    }
    if (input.status && input.status !== 'pending_review') {
      const set = await setAccountStatus(tx, { userId, status: input.status, reason: 'created from the command line' });
      if (!set.ok) return refusedAsWorded(set);
      return { ok: true, value: set.account };
    }
    const account = await findAccountByEmail(tx, input.email);
    return account ? { ok: true, value: account } : refused(say('accounts.admin.accountNotCreated'));
  }, db);
}

/**
 * `partsmith users approve|suspend`: the admin page's path (decideAccountStatus) as trusted code, so
 * an approval mails the account's owner here too. `mailing`: where links point and how mail leaves.
 */
export async function changeUserStatus(
  db: Db,
  email: string,
  status: AccountStatus,
  reason: string | undefined,
  mailing: { origin: string; mailer: Mailer | null },
): Promise<AdminOutcome<{ account: Account; approvalMail: ApprovalMail | null }>> {
  const account = await asService((tx) => findAccountByEmail(tx, email), db);
  if (!account) return refused(say('accounts.admin.noAccount', { email }));
  const decided = await decideAccountStatus(
    (fn) => asService(fn, db),
    { userId: account.id, status, reason: reason ?? 'changed from the command line' },
    { db, ...mailing },
  );
  return decided.ok ? { ok: true, value: { account: decided.account, approvalMail: decided.approvalMail } } : refusedAsWorded(decided);
}

export async function listUserAccounts(db: Db, status?: AccountStatus): Promise<Account[]> {
  return asService((tx) => listUsers(tx, { status, limit: 1000 }), db);
}
