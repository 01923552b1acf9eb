import bcrypt from 'bcryptjs';
import {
  asService,
  createAuthUser,
  findAccountByEmail,
  listUsers,
  setAccountStatus,
  setPlatformAdmin,
  type Account,
  type AccountStatus,
  type Db,
} from '@/lib/db';
import type { Mailer } from '@/lib/jobs/context';
import { decideAccountStatus } from './account-decision';
import type { ApprovalMail } from './approval-mail';
import { PASSWORD_PROBLEM_TEXT, passwordProblem } from './password-policy';

/**
 * Account administration for the command line (`partsmith users …`): trusted server code that runs
 * as `service_role` against the same database as the app — through the embedded socket while the
 * app is running. Every status change goes through set_account_status(), which writes the audit log.
 */

export type AdminOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

export async function createUserAccount(
  db: Db,
  input: { email: string; password: string; username?: string; status?: AccountStatus; admin?: boolean },
): Promise<AdminOutcome<Account>> {
  const problem = passwordProblem(input.password, { email: input.email });
  if (problem) return { ok: false, message: `Password refused: ${PASSWORD_PROBLEM_TEXT[problem]}.` };
  const created = await createAuthUser(db, {
    email: input.email,
    encryptedPassword: await bcrypt.hash(input.password, 12),
    username: input.username,
    // Created by an operator at the console: the address is taken as confirmed.
    emailConfirmed: true,
  });
  if (!created.ok) {
    return { ok: false, message: created.code === 'conflict' ? `An account for ${input.email} already exists.` : created.message };
  }
  const userId = created.user.id;
  return asService(async (tx) => {
    if (input.admin) {
      const made = await setPlatformAdmin(tx, { userId, isAdmin: true });
      if (!made.ok) return { ok: false, message: made.message };
    }
    if (input.status && input.status !== 'pending_review') {
      const set = await setAccountStatus(tx, { userId, status: input.status, reason: 'created from the command line' });
      if (!set.ok) return { ok: false, message: set.message };
      return { ok: true, value: set.account };
    }
    const account = await findAccountByEmail(tx, input.email);
    return account ? { ok: true, value: account } : { ok: false, message: 'the account row was not created' };
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
  if (!account) return { ok: false, message: `No account for ${email}.` };
  const decided = await decideAccountStatus(
    (fn) => asService(fn, db),
    { userId: account.id, status, reason: reason ?? 'changed from the command line' },
    { db, ...mailing },
  );
  return decided.ok ? { ok: true, value: { account: decided.account, approvalMail: decided.approvalMail } } : { ok: false, message: decided.message };
}

export async function listUserAccounts(db: Db, status?: AccountStatus): Promise<Account[]> {
  return asService((tx) => listUsers(tx, { status, limit: 1000 }), db);
}
