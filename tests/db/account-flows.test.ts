/**
 * The account flows end to end on the embedded backend: a real PGlite (the app's own getDb(), in
 * memory), real bcrypt, real signed tokens and the real outbox in a temporary folder. Only the
 * cookie jar is the test's: Next's exists only inside a request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'partsmith-accounts-'));
process.env.PARTSMITH_DB = 'memory://';
process.env.PARTSMITH_DATA_DIR = dataDir;
process.env.PARTSMITH_SESSION_SECRET = 'account-flow-test-secret-0123456789abcdef';

const { createEmbeddedBackend } = await import('@/lib/auth/embedded/embedded-backend');
const { listOutboxMessages } = await import('@/lib/auth/embedded/outbox');
const { resetPasswordPost } = await import('@/lib/auth/form-posts');
const { signInWithPassword } = await import('@/lib/auth/flows');
const { signUpAccount, SIGN_UP_RATE_LIMIT } = await import('@/lib/auth/sign-up');
const { asService, closeDb, getDb } = await import('@/lib/db');
const { findAccountByEmail, listUsers, setAccountStatus } = await import('@/lib/data/accounts');
const { SlidingWindowRateLimiter } = await import('@/lib/http/rate-limit');

const LINKS = {
  locale: 'en',
  confirmUrl: 'http://localhost:3000/auth/confirm',
  signInUrl: 'http://localhost:3000/login',
  forgotUrl: 'http://localhost:3000/auth/forgot-password',
  resetUrl: 'http://localhost:3000/auth/reset-password',
};
const META = { userAgent: 'vitest', ip: null };

function cookieJar() {
  const store = new Map<string, string>();
  return async () => ({
    get: (name: string) => (store.has(name) ? { name, value: store.get(name)! } : undefined),
    set: (name: string, value: string) => void store.set(name, value),
    delete: (name: string) => void store.delete(name),
  });
}

const backend = createEmbeddedBackend({ cookieJar: cookieJar() as never });

let counter = 0;
function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${counter}-${Date.now()}@example.com`;
}

/** A fresh limiter per test, so one test's sign-ups do not spend another's allowance. */
function freshLimiter() {
  return new SlidingWindowRateLimiter(SIGN_UP_RATE_LIMIT);
}

async function activeAccount(email: string, password: string): Promise<void> {
  const created = await signUpAccount({ email, password, username: `u${counter}x${Date.now() % 100000}` }, LINKS, 'test', {
    backend,
    limiter: freshLimiter(),
  });
  expect(created).toEqual({ ok: true });
  await asService(async (tx) => {
    const account = await findAccountByEmail(tx, email);
    const set = await setAccountStatus(tx, { userId: account!.id, status: 'active' });
    if (!set.ok) throw new Error(set.message);
  });
}

async function outboxFor(email: string, kind: 'confirm' | 'reset' | 'notice') {
  return (await listOutboxMessages(500)).filter((m) => m.to === email && m.kind === kind);
}

/** The reset page's form post (lib/auth/form-posts.ts), as a browser sends it; where its 303 points. */
async function resetPassword(password: string, token: string): Promise<string> {
  const request = new Request('http://localhost:3000/auth/set-password', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3000', origin: 'http://localhost:3000' },
    body: new URLSearchParams({ password, token }).toString(),
  });
  const response = await resetPasswordPost(request, 'en', { backend });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

beforeAll(async () => {
  await getDb();
});

afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('password reset with embedded accounts', () => {
  it('takes the link from the outbox through the reset form: the new password works, the old one does not', async () => {
    const email = uniqueEmail('reset');
    await activeAccount(email, 'Gasket-Torque-91');

    await backend.requestPasswordReset(email, LINKS);
    const [mail] = await outboxFor(email, 'reset');
    const token = new URL(mail!.link!).searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(200);

    expect(await resetPassword('Caliper-Bracket-47', token)).toBe('/auth/reset-password?done=1');

    expect(await signInWithPassword(email, 'Caliper-Bracket-47', META, backend)).toMatchObject({ ok: true });
    expect(await signInWithPassword(email, 'Gasket-Torque-91', META, backend)).toMatchObject({
      ok: false,
      reason: 'failure',
      failure: { kind: 'invalidCredentials' },
    });
    // One use: the same link does not work twice.
    expect(await resetPassword('Rotor-Shim-Kit-2026', token)).toBe(`/auth/reset-password?error=tokenInvalid&token=${encodeURIComponent(token)}`);
  });

  it('refuses a new password that breaks the rule, naming the password field', async () => {
    const email = uniqueEmail('reset-rule');
    await activeAccount(email, 'Gasket-Torque-91');
    await backend.requestPasswordReset(email, LINKS);
    const [mail] = await outboxFor(email, 'reset');
    const token = new URL(mail!.link!).searchParams.get('token')!;

    expect(await resetPassword('        ', token)).toContain('?error=invalidInput&invalid=password.passwordBlank&token=');
    // The e-mail rule needs the account's address, which only the backend knows at reset time.
    const localPart = email.split('@')[0]!;
    expect(await resetPassword(localPart, token)).toContain('?error=invalidInput&invalid=password.passwordLikeEmail&token=');
    expect(await signInWithPassword(email, 'Gasket-Torque-91', META, backend)).toMatchObject({ ok: true });
  });

  it('answers a mangled token with a message, not silence', async () => {
    // Said as the form's error (the token is a hidden field); a token of the wrong shape is not carried back.
    expect(await resetPassword('Caliper-Bracket-47', 'x'.repeat(400))).toBe('/auth/reset-password?error=invalidInput&invalid=token.tokenInvalid');
  });
});

describe('sign-in throttling', () => {
  it('counts parallel wrong passwords before checking them: only ten are checked, the rest are throttled', async () => {
    const email = uniqueEmail('parallel');
    await activeAccount(email, 'Gasket-Torque-91');

    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => signInWithPassword(email, `wrong-password-${i}`, META, backend)),
    );
    const reasons = answers.map((a) => (a.ok ? 'ok' : a.reason));
    expect(reasons.filter((r) => r === 'failure')).toHaveLength(10);
    expect(reasons.filter((r) => r === 'throttled')).toHaveLength(4);
    expect(await signInWithPassword(email, 'Gasket-Torque-91', META, backend)).toEqual({ ok: false, reason: 'throttled' });
  });

  it('lets the right password through within the allowance, and a success starts the count again', async () => {
    const email = uniqueEmail('settle');
    await activeAccount(email, 'Gasket-Torque-91');
    // Six failures, a success, six more: twelve in the window, but never ten since the last success.
    for (let i = 0; i < 6; i += 1) await signInWithPassword(email, `wrong-${i}-password`, META, backend);
    expect(await signInWithPassword(email, 'Gasket-Torque-91', META, backend)).toMatchObject({ ok: true });
    for (let i = 0; i < 6; i += 1) await signInWithPassword(email, `wrong-${i}-again`, META, backend);
    expect(await signInWithPassword(email, 'Gasket-Torque-91', META, backend)).toMatchObject({ ok: true });
  });
});

describe('sign-up', () => {
  it('answers an address that already has an account exactly as a new one, and mails the owner instead', async () => {
    const taken = uniqueEmail('taken');
    await activeAccount(taken, 'Gasket-Torque-91');
    const fresh = uniqueEmail('fresh');
    const limiter = freshLimiter();

    const again = await signUpAccount({ email: taken, password: 'Caliper-Bracket-47', username: 'someone_else' }, { ...LINKS, locale: 'de' }, 'k', {
      backend,
      limiter,
    });
    const anew = await signUpAccount({ email: fresh, password: 'Caliper-Bracket-47', username: 'newcomer' }, LINKS, 'k', { backend, limiter });
    expect(again).toEqual(anew);

    const [notice] = await outboxFor(taken, 'notice');
    expect(notice?.subject).toBe('Registrierungsversuch mit Ihrer Partsmith-E-Mail');
    expect(notice?.text).toContain('http://localhost:3000/login');
    expect(await outboxFor(fresh, 'confirm')).toHaveLength(1);
    // The owner's password and account are untouched.
    expect(await signInWithPassword(taken, 'Gasket-Torque-91', META, backend)).toMatchObject({ ok: true });
    const accounts = await asService((tx) => listUsers(tx, { limit: 1000 }));
    expect(accounts.filter((a) => a.email === taken)).toHaveLength(1);
  });

  it('is throttled by client address, counting each attempt before anything is checked', async () => {
    const limiter = freshLimiter();
    const refused = await Promise.all(
      Array.from({ length: SIGN_UP_RATE_LIMIT.limit }, (_, i) =>
        signUpAccount({ email: uniqueEmail(`spent${i}`), password: 'aaaaaaaa', username: `spent_${i}` }, LINKS, 'same-client', {
          backend,
          limiter,
        }),
      ),
    );
    expect(refused.every((r) => !r.ok && r.reason === 'failure')).toBe(true);
    const good = { email: uniqueEmail('late'), password: 'Caliper-Bracket-47', username: 'late_comer' };
    expect(await signUpAccount(good, LINKS, 'same-client', { backend, limiter })).toEqual({ ok: false, reason: 'throttled' });
    expect(await signUpAccount(good, LINKS, 'another-client', { backend, limiter })).toEqual({ ok: true });
  });

  it('runs the password rule in the embedded backend itself', async () => {
    const email = uniqueEmail('rule');
    expect(await backend.signUp({ email, password: 'qwertyui', username: 'rule_tester' }, LINKS)).toEqual({
      ok: false,
      failure: { kind: 'passwordRefused', problem: 'passwordSequence' },
    });
    expect(await backend.signUp({ email, password: email, username: 'rule_tester' }, LINKS)).toEqual({
      ok: false,
      failure: { kind: 'passwordRefused', problem: 'passwordLikeEmail' },
    });
    expect(await outboxFor(email, 'confirm')).toHaveLength(0);
  });
});
