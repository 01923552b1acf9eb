/**
 * The sign-in and sign-up forms' route handlers (lib/auth/form-posts.ts, called by
 * app/[locale]/(auth)/auth/sign-in|sign-up/route.ts with the request's locale) on the embedded
 * backend: a real PGlite (the app's own getDb(), in memory), real bcrypt, the real outbox. Only the
 * cookie jar is the test's: Next's exists only inside a request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'partsmith-form-posts-'));
process.env.PARTSMITH_DB = 'memory://';
process.env.PARTSMITH_DATA_DIR = dataDir;
process.env.PARTSMITH_SESSION_SECRET = 'form-post-test-secret-0123456789abcdef';

const { createEmbeddedBackend } = await import('@/lib/auth/embedded/embedded-backend');
const { SESSION_COOKIE } = await import('@/lib/auth/embedded/session-cookie');
const { listOutboxMessages } = await import('@/lib/auth/embedded/outbox');
const { forgotPasswordPost, resetPasswordPost, signInPost, signUpPost } = await import('@/lib/auth/form-posts');
const { AUTH_FORM_RULES } = await import('@/lib/auth/form-answer');
const { FORM_COOKIE, readFormAnswer } = await import('@/lib/http/form-answer');
const { SIGN_UP_RATE_LIMIT, signUpAccount } = await import('@/lib/auth/sign-up');
const { asService, closeDb, getDb } = await import('@/lib/db');
const { findAccountByEmail, setAccountStatus } = await import('@/lib/data/accounts');
const { SlidingWindowRateLimiter } = await import('@/lib/http/rate-limit');

const SITE = 'http://localhost:3000';
const PASSWORD = 'Gasket-Torque-91';

/** A browser's cookie jar for one visitor, as the backend sees it. */
function visitor() {
  const store = new Map<string, string>();
  const jar = async () => ({
    get: (name: string) => (store.has(name) ? { name, value: store.get(name)! } : undefined),
    set: (name: string, value: string) => void store.set(name, value),
    delete: (name: string) => void store.delete(name),
  });
  return { store, backend: createEmbeddedBackend({ cookieJar: jar as never }) };
}

/** The form's post as a browser sends it from our page (or, with `headers`, from elsewhere). */
function post(route: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'localhost:3000',
      origin: SITE,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The answer's redirect target, and the form cookie it sets (decoded), if any. */
function answerOf(response: Response) {
  const location = response.headers.get('location') ?? '';
  const cookies = response.headers.getSetCookie();
  const form = cookies.find((c) => c.startsWith(`${FORM_COOKIE}=`));
  const value = form ? decodeURIComponent(form.slice(FORM_COOKIE.length + 1).split(';', 1)[0]!) : undefined;
  return { status: response.status, location, form, value };
}

let counter = 0;
function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${counter}-${Date.now()}@example.com`;
}

const LINKS = {
  locale: 'en',
  confirmUrl: `${SITE}/auth/confirm`,
  signInUrl: `${SITE}/login`,
  forgotUrl: `${SITE}/auth/forgot-password`,
};

/** An account in `status` with PASSWORD, made the way sign-up makes one. */
async function account(email: string, status: 'active' | 'pending_review' | 'suspended'): Promise<void> {
  const limiter = new SlidingWindowRateLimiter(SIGN_UP_RATE_LIMIT);
  const created = await signUpAccount({ email, password: PASSWORD, username: `u${counter}x${Date.now() % 100000}` }, LINKS, 'setup', { backend: visitor().backend, limiter });
  expect(created).toEqual({ ok: true });
  if (status === 'pending_review') return;
  await asService(async (tx) => {
    const row = await findAccountByEmail(tx, email);
    const set = await setAccountStatus(tx, { userId: row!.id, status });
    if (!set.ok) throw new Error(set.message);
  });
}

beforeAll(async () => {
  await getDb();
});

afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the sign-in form’s post', () => {
  it('signs an active account in: a session cookie, then 303 to the dashboard, or to a local next in the page’s language', async () => {
    const email = uniqueEmail('in');
    await account(email, 'active');
    const first = visitor();
    const answer = answerOf(await signInPost(post('/auth/sign-in', { email, password: PASSWORD }), 'en', { backend: first.backend }));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/dashboard');
    expect(first.store.get(SESSION_COOKIE)).toBeTruthy();
    // A refusal's leftovers are cleared on the way in.
    expect(answer.form).toMatch(/Max-Age=0/);

    const second = visitor();
    const onward = answerOf(await signInPost(post('/de/auth/sign-in', { email, password: PASSWORD, next: '/settings?tab=profile' }), 'de', { backend: second.backend }));
    expect(onward.location).toBe('/de/settings?tab=profile');
  });

  it('does not follow a next that leaves the site', async () => {
    const email = uniqueEmail('next');
    await account(email, 'active');
    for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example/', '/\t/evil.example/x']) {
      const answer = answerOf(await signInPost(post('/auth/sign-in', { email, password: PASSWORD, next }), 'en', { backend: visitor().backend }));
      expect(answer.location, next).toBe('/dashboard');
    }
  });

  it('sends a wrong password back to the form with a code; the e-mail rides in the form cookie, never in the URL, and no password anywhere', async () => {
    const email = uniqueEmail('wrong');
    await account(email, 'active');
    const { backend, store } = visitor();
    const answer = answerOf(await signInPost(post('/auth/sign-in', { email, password: 'Not-The-Password-1', next: '/settings' }), 'en', { backend }));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/login?error=invalidCredentials&next=%2Fsettings');
    expect(store.has(SESSION_COOKIE)).toBe(false);
    expect(answer.form).toMatch(/HttpOnly/);
    expect(answer.form).toMatch(/Max-Age=60/);
    expect(JSON.parse(answer.value!)).toEqual({ p: '/login', t: { email } });
    expect(answer.form).not.toContain('Not-The-Password');
    expect(answer.location).not.toContain(encodeURIComponent(email));

    // What the page makes of it: the spec's message key, and the e-mail in its field.
    const query = Object.fromEntries(new URL(answer.location, SITE).searchParams);
    expect(readFormAnswer(AUTH_FORM_RULES, '/login', query, answer.value, () => true)).toEqual({
      refusal: { ok: false, error: { key: 'auth.errors.invalidCredentials' } },
      typed: { email },
    });
  });

  it('answers a pending or suspended account with the spec’s refusal and leaves no session', async () => {
    for (const [status, code] of [
      ['pending_review', 'accountPending'],
      ['suspended', 'accountSuspended'],
    ] as const) {
      const email = uniqueEmail(status);
      await account(email, status);
      const { backend, store } = visitor();
      const answer = answerOf(await signInPost(post('/it/auth/sign-in', { email, password: PASSWORD }), 'it', { backend }));
      expect(answer.location).toBe(`/it/login?error=${code}`);
      expect(store.has(SESSION_COOKIE)).toBe(false);
    }
  });

  it('refuses a post from another site before looking at it', async () => {
    const email = uniqueEmail('csrf');
    await account(email, 'active');
    const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'null' }];
    for (const headers of foreign) {
      const { backend, store } = visitor();
      const response = await signInPost(post('/auth/sign-in', { email, password: PASSWORD }, headers), 'en', { backend });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toMatchObject({ ok: false, code: 'cross_site' });
      expect(store.has(SESSION_COOKIE)).toBe(false);
    }
    // Not a form, or more than a form holds.
    const json = post('/auth/sign-in', {}, { 'content-type': 'application/json' });
    expect((await signInPost(json, 'en', { backend: visitor().backend })).status).toBe(415);
    const huge = post('/auth/sign-in', { email, password: 'x'.repeat(20_000) });
    expect((await signInPost(huge, 'en', { backend: visitor().backend })).status).toBe(413);
  });

  it('throttles the eleventh attempt for an e-mail, even with the right password and another address', async () => {
    const email = uniqueEmail('throttle');
    await account(email, 'active');
    for (let i = 0; i < 10; i++) {
      const answer = answerOf(await signInPost(post('/auth/sign-in', { email, password: `Wrong-${i}-password` }, { 'x-forwarded-for': `203.0.113.${i}` }), 'en', { backend: visitor().backend }));
      expect(answer.location).toBe('/login?error=invalidCredentials');
    }
    const { backend, store } = visitor();
    const answer = answerOf(await signInPost(post('/auth/sign-in', { email, password: PASSWORD }, { 'x-forwarded-for': '198.51.100.7' }), 'en', { backend }));
    expect(answer.location).toBe('/login?error=throttled');
    expect(store.has(SESSION_COOKIE)).toBe(false);
  });

  it('names the missing field of an empty form', async () => {
    const answer = answerOf(await signInPost(post('/auth/sign-in', { email: 'not-an-address', password: '' }), 'en', { backend: visitor().backend }));
    expect(answer.location).toBe('/login?error=invalidInput&invalid=email.emailInvalid&invalid=password.passwordRequired');
    expect(JSON.parse(answer.value!)).toEqual({ p: '/login', t: { email: 'not-an-address' } });
  });
});

describe('the sign-up form’s post', () => {
  const fields = (email: string) => ({ email, username: 'brake_buyer', password: 'Caliper-Rotor-7730' });

  it('creates a pending account, mails the confirmation, leaves no session and sends the visitor to pending review', async () => {
    const email = uniqueEmail('up');
    const { backend, store } = visitor();
    const limiter = new SlidingWindowRateLimiter(SIGN_UP_RATE_LIMIT);
    const answer = answerOf(await signUpPost(post('/de/auth/sign-up', fields(email)), 'de', { backend, limiter }));
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/de/auth/pending-review');
    expect(store.has(SESSION_COOKIE)).toBe(false);
    const created = await asService((tx) => findAccountByEmail(tx, email));
    expect(created).toMatchObject({ accountStatus: 'pending_review' });
    const mails = (await listOutboxMessages(500)).filter((m) => m.to === email && m.kind === 'confirm');
    expect(mails).toHaveLength(1);
    // In the visitor's language, pointing at the German confirmation route.
    expect(mails[0]!.link).toContain('/de/auth/confirm');
  });

  it('answers a taken e-mail exactly as a new one', async () => {
    const taken = uniqueEmail('taken');
    await account(taken, 'active');
    const limiter = new SlidingWindowRateLimiter(SIGN_UP_RATE_LIMIT);
    const answer = answerOf(await signUpPost(post('/auth/sign-up', fields(taken)), 'en', { backend: visitor().backend, limiter }));
    expect(answer.location).toBe('/auth/pending-review');
  });

  it('sends a common password back, named at the password field; e-mail and username are kept, the password is not', async () => {
    const email = uniqueEmail('common');
    const limiter = new SlidingWindowRateLimiter(SIGN_UP_RATE_LIMIT);
    const answer = answerOf(await signUpPost(post('/auth/sign-up', { ...fields(email), password: 'password123' }), 'en', { backend: visitor().backend, limiter }));
    expect(answer.location).toBe('/auth/signup?error=invalidInput&invalid=password.passwordCommon');
    expect(JSON.parse(answer.value!)).toEqual({ p: '/auth/signup', t: { email, username: 'brake_buyer' } });
    expect(await asService((tx) => findAccountByEmail(tx, email))).toBeFalsy();
  });

  it('counts sign-ups per client address, which a made-up X-Forwarded-For does not change', async () => {
    const limiter = new SlidingWindowRateLimiter(SIGN_UP_RATE_LIMIT);
    const answers: string[] = [];
    for (let i = 0; i <= SIGN_UP_RATE_LIMIT.limit; i++) {
      const request = post('/auth/sign-up', fields(uniqueEmail('burst')), { 'x-forwarded-for': `203.0.113.${i}` });
      answers.push(answerOf(await signUpPost(request, 'en', { backend: visitor().backend, limiter })).location);
    }
    expect(answers.slice(0, SIGN_UP_RATE_LIMIT.limit).every((l) => l === '/auth/pending-review')).toBe(true);
    expect(answers.at(-1)).toBe('/auth/signup?error=signUpThrottled');
  });

  it('refuses a post from another site', async () => {
    const email = uniqueEmail('csrf-up');
    const limiter = new SlidingWindowRateLimiter(SIGN_UP_RATE_LIMIT);
    const response = await signUpPost(post('/auth/sign-up', fields(email), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), 'en', { backend: visitor().backend, limiter });
    expect(response.status).toBe(403);
    expect(await asService((tx) => findAccountByEmail(tx, email))).toBeFalsy();
  });
});

describe('the password forms’ posts', () => {
  it('mails a reset link in the page’s language and says so; an unknown address gets the same answer and no mail', async () => {
    const email = uniqueEmail('forgot');
    await account(email, 'active');
    const known = answerOf(await forgotPasswordPost(post('/fr/auth/send-reset-link', { email }), 'fr', { backend: visitor().backend }));
    expect(known.location).toBe('/fr/auth/forgot-password?sent=1');
    const mails = (await listOutboxMessages(500)).filter((m) => m.to === email && m.kind === 'reset');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.link).toContain('/fr/auth/reset-password?token=');

    const nobody = uniqueEmail('nobody');
    const unknown = answerOf(await forgotPasswordPost(post('/fr/auth/send-reset-link', { email: nobody }), 'fr', { backend: visitor().backend }));
    expect(unknown.location).toBe(known.location);
    expect((await listOutboxMessages(500)).filter((m) => m.to === nobody)).toEqual([]);
  });

  it('changes the password with the mailed token, then the old one no longer signs in', async () => {
    const email = uniqueEmail('reset');
    await account(email, 'active');
    await forgotPasswordPost(post('/auth/send-reset-link', { email }), 'en', { backend: visitor().backend });
    const [mail] = (await listOutboxMessages(500)).filter((m) => m.to === email && m.kind === 'reset');
    const token = new URL(mail!.link!).searchParams.get('token')!;
    // From another site: refused, nothing changed.
    const foreign = await resetPasswordPost(post('/auth/set-password', { password: 'Caliper-Bracket-47', token }, { origin: 'https://evil.example' }), 'en', { backend: visitor().backend });
    expect(foreign.status).toBe(403);
    const done = answerOf(await resetPasswordPost(post('/auth/set-password', { password: 'Caliper-Bracket-47', token }), 'en', { backend: visitor().backend }));
    expect(done.location).toBe('/auth/reset-password?done=1');
    const old = answerOf(await signInPost(post('/auth/sign-in', { email, password: PASSWORD }), 'en', { backend: visitor().backend }));
    expect(old.location).toBe('/login?error=invalidCredentials');
    const fresh = answerOf(await signInPost(post('/auth/sign-in', { email, password: 'Caliper-Bracket-47' }), 'en', { backend: visitor().backend }));
    expect(fresh.location).toBe('/dashboard');
  });
});
