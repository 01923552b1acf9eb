import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createUser, GOOD_PASSWORD, uniqueEmail } from './cli';

/**
 * The sign-in and sign-up pages are plain HTML whose forms post to route handlers (decision 0023,
 * addendum): they work in a browser with JavaScript switched off, keep what was typed (never the
 * password) when sent back, and refuse a post from another site.
 */
test.describe.configure({ timeout: 90_000 });

const de = JSON.parse(readFileSync(new URL('../../messages/de.json', import.meta.url), 'utf8')) as {
  auth: { fields: Record<string, string>; signIn: Record<string, string>; errors: Record<string, string> };
};

async function withoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

test('sign-in works without JavaScript, and goes on to the page asked for', async ({ browser }) => {
  const email = uniqueEmail('nojs-in');
  createUser(email, { status: 'active' });
  const page = await withoutJavaScript(browser);
  await page.goto('/login?next=%2Fsettings');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(GOOD_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const session = (await page.context().cookies()).find((c) => c.name === 'ps_session');
  expect(session?.httpOnly).toBe(true);
  await page.context().close();
});

test('a refused sign-in without JavaScript says why, in the page’s language, and keeps the e-mail but not the password', async ({ browser }) => {
  const email = uniqueEmail('nojs-wrong');
  createUser(email, { status: 'active' });
  const page = await withoutJavaScript(browser);
  await page.goto('/de/login');
  await page.getByLabel(de.auth.fields.email!).fill(email);
  await page.getByLabel(de.auth.fields.password!).fill('Not-The-Password-1');
  await page.getByRole('main').getByRole('button', { name: de.auth.signIn.submit!, exact: true }).click();
  await expect(page).toHaveURL(/\/de\/login\?error=invalidCredentials$/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(de.auth.errors.invalidCredentials!);
  await expect(page.getByLabel(de.auth.fields.email!)).toHaveValue(email);
  await expect(page.getByLabel(de.auth.fields.password!)).toHaveValue('');
  expect(page.url()).not.toContain(encodeURIComponent(email));
  // Read once: a reload shows the form empty again.
  await page.reload();
  await expect(page.getByLabel(de.auth.fields.email!)).toHaveValue('');
  await page.context().close();
});

test('sign-up works without JavaScript and lands on pending review; a refusal is shown at its field', async ({ browser }) => {
  const page = await withoutJavaScript(browser);
  const email = uniqueEmail('nojs-up');
  await page.goto('/auth/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill('brake_buyer');
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This password is too common.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Username')).toHaveValue('brake_buyer');

  await page.getByLabel('Password').fill('Caliper-Rotor-7730');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\/pending-review$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is waiting for approval');
  await page.context().close();
});

test('a forgotten password is reset without JavaScript, from the mailed link', async ({ browser }) => {
  const email = uniqueEmail('nojs-reset');
  createUser(email, { status: 'active' });
  const page = await withoutJavaScript(browser);
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password\?sent=1$/);
  await expect(page.getByText('If an account exists for that email')).toBeVisible();
  const outbox = path.join(process.env.PARTSMITH_E2E_DATA_DIR!, 'outbox');
  const mailed = () =>
    readdirSync(outbox)
      .map((name) => JSON.parse(readFileSync(path.join(outbox, name), 'utf8')) as { to: string; kind: string; link?: string })
      .find((m) => m.to === email && m.kind === 'reset')?.link ?? '';
  await expect.poll(mailed, { timeout: 15_000 }).not.toBe('');
  const link = new URL(mailed());
  await page.goto(link.pathname + link.search);
  // A refused password comes back with the form and the token, so another try works.
  await page.getByLabel('New password').fill('password123');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This password is too common.')).toBeVisible();
  await page.getByLabel('New password').fill('Caliper-Rotor-7730');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Caliper-Rotor-7730');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().close();
});

test('the browser checks the fields before anything is sent', async ({ page }) => {
  await page.goto('/auth/signup');
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
  await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'new-password');
  await expect(page.getByLabel('Password')).toHaveAttribute('minlength', '8');
  for (const label of ['Email', 'Username', 'Password']) await expect(page.getByLabel(label)).toHaveAttribute('required', '');
  await page.goto('/login');
  await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');
  // Sign-in checks only presence: no length rule to learn the policy from.
  await expect(page.getByLabel('Password')).not.toHaveAttribute('minlength');
});

test('a post from another site is refused before it is read', async ({ page, baseURL }) => {
  const email = uniqueEmail('csrf');
  createUser(email, { status: 'active' });
  const foreign: Record<string, string>[] = [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }];
  for (const headers of foreign) {
    const answer = await page.request.post('/auth/sign-in', { form: { email, password: GOOD_PASSWORD }, headers, maxRedirects: 0 });
    expect(answer.status(), JSON.stringify(headers)).toBe(403);
    expect(answer.headers()['set-cookie'] ?? '').not.toContain('ps_session');
    const signUp = await page.request.post('/auth/sign-up', { form: { email: uniqueEmail('csrf-up'), username: 'someone', password: 'Caliper-Rotor-7730' }, headers, maxRedirects: 0 });
    expect(signUp.status(), JSON.stringify(headers)).toBe(403);
  }
  // The same post from our own page is taken.
  const ours = await page.request.post('/auth/sign-in', { form: { email, password: GOOD_PASSWORD }, headers: { Origin: new URL(baseURL!).origin }, maxRedirects: 0 });
  expect(ours.status()).toBe(303);
  expect(ours.headers()['location']).toBe('/dashboard');
});
