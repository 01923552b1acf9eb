import { createInterface } from 'node:readline';
import { ACCOUNT_STATUSES, type AccountStatus } from '@/lib/auth/account-status';
import type { ApprovalMail } from '@/lib/auth/approval-mail';
import { changeUserStatus, createUserAccount, listUserAccounts } from '@/lib/auth/user-admin';
import { closeDb, getDb, type Account } from '@/lib/db';
import { mailerFromEnv } from '@/lib/jobs/mailer';
import { chooseLinkOrigin, originSetting } from '@/lib/site/origin';
import { EXIT, UsageError, parseCommandLine, unexpectedArgument, type CliIo, type Command } from './command';

const USAGE = `Usage:
  partsmith users create <email> --password-stdin [--username <name>] [--status <status>] [--admin]
  partsmith users approve <email> [--reason <text>]
  partsmith users suspend <email> [--reason <text>]
  partsmith users list [--status pending_review|active|suspended]

Administers accounts in this installation's database: the embedded one (through the running app's
socket in .data/, or opened directly when no app runs) or the Postgres in DATABASE_URL. Every status
change is written to the audit log; approving an account for the first time gives it a personal
workspace as owner. Approving an account that waits for review mails its owner, in the language
they signed up in (in the embedded mode: the outbox in .data/outbox, shown at /dev/mailbox). Its
sign-in link uses NEXT_PUBLIC_SITE_URL, else http://localhost:$PORT (3000 when PORT is unset).

First administrator on a fresh install:
  echo 'a long passphrase' | npx partsmith users create you@company.com --password-stdin --status active --admin

Options:
  --password-stdin   read the password from the first line of standard input (never from the
                     command line, where other users and the shell history could see it)
  --username <name>  3–32 letters, digits, dots, dashes or underscores
  --status <status>  pending_review (default for create), active or suspended
  --admin            make the account a platform administrator (approves other accounts)
  --reason <text>    kept in the audit log with the decision
  -h, --help         show this help`;

const OPTIONS = {
  'password-stdin': { type: 'boolean' },
  username: { type: 'string' },
  status: { type: 'string' },
  admin: { type: 'boolean' },
  reason: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parseStatus(raw: string | undefined): AccountStatus | undefined {
  if (raw === undefined) return undefined;
  if (!(ACCOUNT_STATUSES as readonly string[]).includes(raw)) {
    throw new UsageError(`--status must be one of ${ACCOUNT_STATUSES.join(', ')}; got "${raw}".`);
  }
  return raw as AccountStatus;
}

async function readPasswordLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

function describe(account: Account): string {
  return `${account.email ?? account.id}  ${account.accountStatus}${account.isAdmin ? '  admin' : ''}${account.username ? `  @${account.username}` : ''}`;
}

/** What became of the mail the pending-review page promised; a failure is said, not fatal. */
function approvalMailLine(account: Account, mail: ApprovalMail): string {
  if (mail.status === 'sent') return `Approval mail sent to ${account.email} (${mail.locale}).`;
  if (mail.status === 'failed') return `Approval mail to ${account.email} failed: ${mail.error}`;
  return mail.reason === 'no_mailer'
    ? 'No approval mail sent: with Supabase there is no mail transport for it; tell the person yourself.'
    : 'No approval mail sent: the account has no e-mail address.';
}

export const usersCommand: Command = {
  name: 'users',
  summary: 'create, approve, suspend and list accounts',
  usage: USAGE,
  async run(args, io: CliIo) {
    const { values, positionals } = parseCommandLine(args, OPTIONS);
    if (values.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    const [action, email, ...extra] = positionals;
    if (extra.length) throw unexpectedArgument(extra[0]!);
    const status = parseStatus(values.status);

    if (action === 'create') {
      if (!values['password-stdin']) throw new UsageError('Give the password on standard input with --password-stdin.');
      if (io.env.NEXT_PUBLIC_SUPABASE_URL) {
        io.err('With Supabase, accounts are created by signing up or from the Supabase dashboard; use approve here.');
        return EXIT.failed;
      }
    } else if (!['approve', 'suspend', 'list'].includes(action ?? '')) {
      throw new UsageError(action ? `Unknown users action "${action}".` : 'Say what to do: create, approve, suspend or list.');
    }
    if (action !== 'list' && !email) throw new UsageError(`Name the account's email, e.g. partsmith users ${action} you@company.com.`);

    const password = action === 'create' ? await (io.readLine ?? readPasswordLine)() : '';
    const db = await getDb(io.env);
    try {
      if (action === 'list') {
        const accounts = await listUserAccounts(db, status);
        for (const account of accounts) io.out(describe(account));
        io.out(`${accounts.length} account${accounts.length === 1 ? '' : 's'}`);
        return EXIT.ok;
      }
      if (action === 'create') {
        const created = await createUserAccount(db, { email: email!, password, username: values.username, status, admin: values.admin });
        if (!created.ok) {
          io.err(created.message);
          return EXIT.failed;
        }
        io.out(describe(created.value));
        return EXIT.ok;
      }
      // No request here: links follow NEXT_PUBLIC_SITE_URL, else localhost on PORT (lib/site/origin.ts).
      const mailing = { origin: chooseLinkOrigin(null, originSetting(io.env)), mailer: mailerFromEnv(io.env) };
      const changed = await changeUserStatus(db, email!, action === 'approve' ? 'active' : 'suspended', values.reason, mailing);
      if (!changed.ok) {
        io.err(changed.message);
        return EXIT.failed;
      }
      io.out(describe(changed.value.account));
      const mail = changed.value.approvalMail;
      if (mail) io.out(approvalMailLine(changed.value.account, mail));
      return EXIT.ok;
    } finally {
      await closeDb();
    }
  },
};
