/**
 * The e-mail the pending-review page promises (issue 16, point 4): sent when an administrator
 * approves the account — from the admin page's path and from `partsmith users approve` — in the
 * language the account signed up in, with a sign-in link on the configured site, and never on a
 * host a request chose in production. Real PGlite (the app's getDb(), in memory), the real embedded
 * backend and the real outbox in a temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const SITE = 'https://parts.example.com';
const dataDir = mkdtempSync(path.join(tmpdir(), 'partsmith-approval-'));
process.env.PARTSMITH_DB = 'memory://';
process.env.PARTSMITH_DATA_DIR = dataDir;
process.env.PARTSMITH_SESSION_SECRET = 'approval-mail-test-secret-0123456789abcdef';
process.env.NEXT_PUBLIC_SITE_URL = SITE;

// Imported after the environment is set: the CLI's runs inherit it.
const { ROOT, runCliInProcess, settleInProcessRuns } = await import('../unit/cli/cli-runner');
const { decideAccountStatus } = await import('@/lib/auth/account-decision');
const { createEmbeddedBackend } = await import('@/lib/auth/embedded/embedded-backend');
const { listOutboxMessages } = await import('@/lib/auth/embedded/outbox');
const { createUserAccount } = await import('@/lib/auth/user-admin');
const { closeDb, getDb, withUser, asService } = await import('@/lib/db');
const { findAccountByEmail } = await import('@/lib/data/accounts');
const { outboxMailer } = await import('@/lib/jobs/mailer');
const { requestHostOf, siteOrigin } = await import('@/lib/site');

const backend = createEmbeddedBackend({
  cookieJar: (async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined })) as never,
});

let counter = 0;
async function signedUp(locale: string): Promise<{ id: string; email: string }> {
  counter += 1;
  const email = `approve-${locale}-${counter}@example.com`;
  const links = { locale, confirmUrl: `${SITE}/auth/confirm`, signInUrl: `${SITE}/login`, forgotUrl: `${SITE}/auth/forgot-password` };
  const created = await backend.signUp({ email, password: 'Caliper-Bracket-47', username: `approve_${locale}_${counter}` }, links);
  if (!created.ok) throw new Error(JSON.stringify(created.failure));
  return { id: created.identity!.id, email };
}

const noticesTo = async (email: string) => (await listOutboxMessages(500)).filter((m) => m.to === email && m.kind === 'notice');

let admin: { sub: string; email: string };

/** What the admin page's action does once it has checked the administrator and read the request. */
async function approveFromAdminPage(userId: string, requestHeaders: Headers, status: 'active' | 'suspended' = 'active') {
  return decideAccountStatus((fn) => withUser(admin, fn), { userId, status }, {
    db: await getDb(),
    origin: siteOrigin(requestHostOf(requestHeaders)),
    mailer: outboxMailer(),
  });
}

beforeAll(async () => {
  const made = await createUserAccount(await getDb(), { email: 'admin@example.com', password: 'Rotor-Shim-Kit-2026', status: 'active', admin: true });
  if (!made.ok) throw new Error(made.message);
  admin = { sub: made.value.id, email: 'admin@example.com' };
});

afterAll(async () => {
  await settleInProcessRuns();
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('approval from the admin page', () => {
  const saved = { NODE_ENV: process.env.NODE_ENV, PORT: process.env.PORT };
  afterEach(() => {
    process.env.NEXT_PUBLIC_SITE_URL = SITE;
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('mails a German sign-up in German, once, with the sign-in link on the configured site', async () => {
    const account = await signedUp('de');
    const approved = await approveFromAdminPage(account.id, new Headers({ host: 'localhost:3005' }));
    expect(approved).toMatchObject({ ok: true, account: { accountStatus: 'active' }, approvalMail: { status: 'sent', locale: 'de' } });

    const [mail, ...more] = await noticesTo(account.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Ihr Partsmith-Konto ist freigegeben');
    expect(mail?.link).toBe(`${SITE}/de/login`);
    expect(mail?.text).toContain(`${SITE}/de/login`);

    // Suspending and reinstating is not an approval: the owner already heard.
    expect(await approveFromAdminPage(account.id, new Headers(), 'suspended')).toMatchObject({ ok: true, approvalMail: null });
    expect(await approveFromAdminPage(account.id, new Headers())).toMatchObject({ ok: true, approvalMail: null });
    expect(await noticesTo(account.email)).toHaveLength(1);
  });

  it('never points the link at the Host a request sent in production without a configured site', async () => {
    delete process.env.NEXT_PUBLIC_SITE_URL;
    (process.env as Record<string, string>).NODE_ENV = 'production';
    process.env.PORT = '3100';
    const account = await signedUp('en');
    const approved = await approveFromAdminPage(account.id, new Headers({ host: 'evil.example', 'x-forwarded-proto': 'https' }));
    expect(approved).toMatchObject({ ok: true, approvalMail: { status: 'sent', locale: 'en' } });
    const [mail] = await noticesTo(account.email);
    expect(mail?.subject).toBe('Your Partsmith account is approved');
    expect(mail?.link).toBe('http://localhost:3100/login');
    expect(mail?.text).not.toContain('evil.example');
  });

  it('mails nothing when the database refuses the approval', async () => {
    const account = await signedUp('fr');
    const other = await signedUp('it');
    // An account that is not an administrator cannot approve (RLS and set_account_status say no).
    const refused = await decideAccountStatus((fn) => withUser({ sub: other.id, email: other.email }, fn), { userId: account.id, status: 'active' }, {
      db: await getDb(),
      origin: SITE,
      mailer: outboxMailer(),
    });
    expect(refused).toMatchObject({ ok: false, code: 'not_allowed' });
    expect(await noticesTo(account.email)).toHaveLength(0);
    expect((await asService((tx) => findAccountByEmail(tx, account.email)))?.accountStatus).toBe('pending_review');
  });
});

describe('partsmith users approve', () => {
  // Last in the file: the command closes the database it used, this in-memory one.
  it('mails a French sign-up in French, with the sign-in link on the configured site', async () => {
    const account = await signedUp('fr');
    const run = await runCliInProcess({ cwd: ROOT, dataDir }, 'users', 'approve', account.email);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${account.email}  active`);
    expect(run.stdout).toContain(`Approval mail sent to ${account.email} (fr).`);

    const [mail, ...more] = await noticesTo(account.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Votre compte Partsmith est approuvé');
    expect(mail?.link).toBe(`${SITE}/fr/login`);
  });
});
