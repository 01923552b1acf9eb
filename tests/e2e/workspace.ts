import { expect, type Page } from '@playwright/test';
import { createUser, createUserCall, GOOD_PASSWORD, partsmithBatch, uniqueEmail } from './cli';

/** Answers the cookie banner before the page loads, so it covers nothing in product tests. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const consent = { necessary: true, functional: true, analytics: false, marketing: false, date: new Date().toISOString() };
    window.localStorage.setItem('partsmith.cookie-consent', JSON.stringify(consent));
  });
}

/** An active account of its own (with its personal workspace, where it is the owner). */
export function activeUser(tag: string): string {
  const email = uniqueEmail(tag);
  createUser(email, { status: 'active' });
  return email;
}

export type TeamRole = 'owner' | 'operator' | 'reviewer' | 'viewer';

/**
 * A team workspace with one fresh active account per role; the owner created it. Returns the
 * workspace's slug and name and each role's e-mail.
 */
export function teamWorkspace(tag: string, roles: TeamRole[] = ['operator', 'reviewer', 'viewer']) {
  const owner = uniqueEmail(`${tag}-owner`);
  const slug = `${tag}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`.toLowerCase().slice(0, 60);
  const name = `Team ${slug}`;
  const members: Partial<Record<TeamRole, string>> = { owner };
  for (const role of roles.filter((r) => r !== 'owner')) members[role] = uniqueEmail(`${tag}-${role}`);
  const others = Object.entries(members).filter(([role]) => role !== 'owner');
  // One process for the whole team (accounts, workspace, members): see partsmithBatch.
  partsmithBatch([
    ...Object.values(members).map((email) => createUserCall(email, { status: 'active' })),
    { args: ['workspaces', 'create', slug, '--name', name, '--owner', owner] },
    ...others.map(([role, email]) => ({ args: ['workspaces', 'add', slug, email, '--role', role] })),
  ]);
  return { slug, name, members };
}

/**
 * Signs in through the form and waits for the dashboard, hydrated: the form posts, so the dashboard
 * is a full page load, and a key or a switch before React runs would reach no listener.
 */
export async function signIn(page: Page, email: string, password = GOOD_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await appReady(page);
}

/** Waits until the signed-in frame has hydrated (the workspace switcher says so). */
async function appReady(page: Page): Promise<void> {
  await expect(page.getByRole('banner').locator('label[data-ready="true"]')).toBeAttached();
}

/** Makes the named workspace the current one with the switcher in the header. */
export async function chooseWorkspace(page: Page, name: string): Promise<void> {
  const select = page.getByRole('banner').getByRole('combobox', { name: 'Workspace' });
  const option = select.locator('option', { hasText: name });
  await select.selectOption((await option.getAttribute('value'))!);
  await expect(select.locator('option:checked')).toContainText(name);
}

/**
 * After Export was pressed: waits for the published export's page, going through the confirmation
 * dialog when the export's own checks found something (rows open in review, assessment errors —
 * decision 0009). Specs about the guard itself drive the dialog step by step (exports.spec.ts).
 */
export async function followExport(page: Page, timeout = 90_000): Promise<void> {
  const published = /\/exports\/[0-9a-f-]{36}$/;
  const waiting = page.getByTestId('awaiting-confirmation');
  await expect.poll(async () => published.test(page.url()) || (await waiting.isVisible()), { timeout }).toBe(true);
  if (published.test(page.url())) return;
  await waiting.getByRole('button', { name: 'Review and publish…' }).click();
  await page.getByRole('alertdialog', { name: 'Publish this export anyway?' }).getByRole('button', { name: 'Publish anyway' }).click();
  await expect(page).toHaveURL(published, { timeout: 30_000 });
}
