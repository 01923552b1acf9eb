import { createInterface } from 'node:readline';
import { type Account, ACCOUNT_STATUSES, type AccountStatus } from '@/lib/data/accounts';
import type { ApprovalMail } from '@/lib/auth';
import { changeUserStatus, createUserAccount, listUserAccounts } from '@/lib/auth';
import { serverConfig } from '@/lib/config';
import { closeDb, getDb } from '@/lib/db';
import { say, type MessageLocale } from '@/lib/catalog/messages';
import { render } from '../texts';
import { mailerFromEnv } from '@/lib/jobs/mailer';
import { chooseLinkOrigin, originSetting } from '@/lib/site/origin';
import { EXIT, commandHelp, commandLineLocale, cliLocale, parseCommandLine, unexpectedArgument, usageError, type CliIo, type Command } from './command';

const OPTIONS = {
  'password-stdin': { type: 'boolean' },
  username: { type: 'string' },
  status: { type: 'string' },
  admin: { type: 'boolean' },
  reason: { type: 'string' },
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parseStatus(raw: string | undefined): AccountStatus | undefined {
  if (raw === undefined) return undefined;
  if (!(ACCOUNT_STATUSES as readonly string[]).includes(raw)) {
    throw usageError(say('cli.users.badStatus', { statuses: ACCOUNT_STATUSES.join(', '), status: raw }));
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
function approvalMailLine(account: Account, mail: ApprovalMail, locale: MessageLocale): string {
  const email = account.email ?? '';
  if (mail.status === 'sent') return render(say('cli.users.mailSent', { email, locale: mail.locale }), locale);
  if (mail.status === 'failed') return render(say('cli.users.mailFailed', { email, error: mail.error }), locale);
  return render(say(mail.reason === 'no_mailer' ? 'cli.users.noMailer' : 'cli.users.noEmail'), locale);
}

export const usersCommand: Command = {
  name: 'users',
  async run(args, io: CliIo) {
    const { values, positionals } = parseCommandLine(args, OPTIONS);
    if (values.help) {
      io.out(commandHelp(usersCommand, commandLineLocale(args, io.env)));
      return EXIT.ok;
    }
    const [action, email, ...extra] = positionals;
    if (extra.length) throw unexpectedArgument(extra[0]!);
    const status = parseStatus(values.status);
    const locale = cliLocale(values.lang, io.env);

    if (action === 'create') {
      if (!values['password-stdin']) throw usageError(say('cli.users.passwordStdin'));
      if (serverConfig(io.env).supabase.url) {
        io.err(render(say('cli.users.supabaseCreate'), locale));
        return EXIT.failed;
      }
    } else if (!['approve', 'suspend', 'list'].includes(action ?? '')) {
      throw usageError(action ? say('cli.users.unknownAction', { action }) : say('cli.users.sayWhat'));
    }
    if (action !== 'list' && !email) throw usageError(say('cli.users.nameEmail', { action: action ?? '' }));

    const password = action === 'create' ? await (io.readLine ?? readPasswordLine)() : '';
    const db = await getDb(serverConfig(io.env));
    try {
      if (action === 'list') {
        const accounts = await listUserAccounts(db, status);
        for (const account of accounts) io.out(describe(account));
        io.out(render(say('cli.users.count', { count: accounts.length }), locale));
        return EXIT.ok;
      }
      if (action === 'create') {
        const created = await createUserAccount(db, { email: email!, password, username: values.username, status, admin: values.admin });
        if (!created.ok) {
          io.err(render(created.said, locale));
          return EXIT.failed;
        }
        io.out(describe(created.value));
        return EXIT.ok;
      }
      // No request here: links follow NEXT_PUBLIC_SITE_URL, else localhost on PORT (lib/site/origin.ts).
      const mailing = { origin: chooseLinkOrigin(null, originSetting(serverConfig(io.env))), mailer: mailerFromEnv(serverConfig(io.env)) };
      const changed = await changeUserStatus(db, email!, action === 'approve' ? 'active' : 'suspended', values.reason, mailing);
      if (!changed.ok) {
        io.err(render(changed.said, locale));
        return EXIT.failed;
      }
      io.out(describe(changed.value.account));
      const mail = changed.value.approvalMail;
      if (mail) io.out(approvalMailLine(changed.value.account, mail, locale));
      return EXIT.ok;
    } finally {
      await closeDb();
    }
  },
};
