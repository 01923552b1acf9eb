import { expect, test, type Page } from '@playwright/test';
import { createUser, uniqueEmail } from './cli';
import { acceptCookies, activeUser, chooseWorkspace, signIn, teamWorkspace } from './workspace';

// Each test walks several pages and makes accounts through the CLI: on two loaded cores the longest
// (members) took 90 s and more.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const main = (page: Page) => page.getByRole('main');
/** A row named by an e-mail address (dots and plus signs taken literally). */
const rowOf = (page: Page, email: string) => main(page).getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });

test('an owner changes retention and the notification e-mail, and they stay after a reload', async ({ page }) => {
  await signIn(page, activeUser('retention'));
  await page.goto('/settings/retention');
  await expect(main(page)).toContainText('This workspace uses the defaults: 90 days, 200 MB per file');
  await expect(main(page).getByLabel('Keep uploads for (days)')).toHaveValue('90');

  await main(page).getByLabel('Keep uploads for (days)').fill('30');
  await main(page).getByLabel('Workspace quota (MB)').fill('5000');
  await main(page).getByLabel('Notification e-mail').fill('catalog-team@example.com');
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Saved. Uploads are now kept for 30 days.');

  await page.reload();
  await expect(main(page).getByLabel('Keep uploads for (days)')).toHaveValue('30');
  await expect(main(page).getByLabel('Workspace quota (MB)')).toHaveValue('5000');
  await expect(main(page).getByLabel('Notification e-mail')).toHaveValue('catalog-team@example.com');
  await expect(main(page)).toContainText('deleted automatically 30 days after they arrive');
  await expect(main(page)).toContainText('Last changed');

  // A value out of range is refused next to its field and nothing changes.
  await main(page).getByLabel('Keep uploads for (days)').fill('0');
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(main(page).getByText('Enter a whole number of days from 1 to 3650.')).toBeVisible();
  await page.reload();
  await expect(main(page).getByLabel('Keep uploads for (days)')).toHaveValue('30');
});

test('an owner creates an API key, sees its secret once, then only its prefix, and revokes it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, activeUser('apikey'));
  await page.goto('/settings/api-keys');
  await expect(main(page).getByText('No API keys yet.')).toBeVisible();

  await main(page).getByLabel('Name', { exact: true }).fill('PIM nightly sync');
  await main(page).getByLabel(/^jobs:write/).uncheck();
  await main(page).getByRole('button', { name: 'Create key' }).click();

  const secretField = main(page).getByLabel('API key', { exact: true });
  await expect(secretField).toHaveValue(/^psk_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
  const secret = await secretField.inputValue();
  const prefix = secret.split('_')[1]!;
  await expect(main(page)).toContainText('It is shown only this once');
  await main(page).getByRole('button', { name: 'Copy' }).click();
  await expect(main(page).getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

  const row = main(page).getByRole('row', { name: /PIM nightly sync/ });
  await expect(row).toContainText(`psk_${prefix}_…`);
  await expect(row).not.toContainText('jobs:write');
  await main(page).getByRole('button', { name: 'I have stored the key' }).click();
  await expect(secretField).toHaveCount(0);

  await page.reload();
  await expect(main(page).getByRole('row', { name: /PIM nightly sync/ })).toContainText(`psk_${prefix}_…`);
  expect(await page.content()).not.toContain(secret);

  await main(page).getByRole('button', { name: 'Revoke PIM nightly sync' }).click();
  await main(page).getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(main(page).getByRole('status')).toHaveText('“PIM nightly sync” was revoked.');
  await expect(main(page).getByRole('row', { name: /PIM nightly sync/ })).toContainText('Revoked');
  await expect(main(page).getByRole('button', { name: 'Revoke PIM nightly sync' })).toHaveCount(0);
});

test('an owner adds a member by e-mail as reviewer, changes the role, and cannot demote the last owner', async ({ page }) => {
  const team = teamWorkspace('members', []);
  const owner = team.members.owner!;
  const newcomer = activeUser('newcomer');
  const pending = uniqueEmail('waiting');
  createUser(pending);
  await signIn(page, owner);
  await chooseWorkspace(page, team.name);
  await page.goto('/settings/members');

  // Only approved accounts can be added.
  await main(page).getByLabel('E-mail', { exact: true }).fill(pending);
  await main(page).getByRole('button', { name: 'Add member' }).click();
  await expect(main(page).getByRole('alert')).toContainText('No approved Partsmith account uses this e-mail address');

  await main(page).getByLabel('E-mail', { exact: true }).fill(newcomer.toUpperCase());
  await main(page).getByLabel('Role', { exact: true }).selectOption('reviewer');
  await main(page).getByRole('button', { name: 'Add member' }).click();
  await expect(main(page).getByText(`${newcomer} was added as Reviewer.`)).toBeVisible();
  const row = rowOf(page, newcomer);
  await expect(row.getByLabel(`Role of ${newcomer}`, { exact: true })).toHaveValue('reviewer');

  await row.getByLabel(`Role of ${newcomer}`, { exact: true }).selectOption('operator');
  await row.getByRole('button', { name: `Change role of ${newcomer}` }).click();
  await expect(main(page).getByRole('status').first()).toHaveText(`${newcomer} is now Operator.`);
  await page.reload();
  await expect(main(page).getByLabel(`Role of ${newcomer}`, { exact: true })).toHaveValue('operator');

  // The only owner cannot step down.
  await main(page).getByLabel(`Role of ${owner}`, { exact: true }).selectOption('viewer');
  await main(page).getByRole('button', { name: `Change role of ${owner}` }).click();
  await expect(main(page).getByRole('alert')).toHaveText('A workspace needs at least one active owner. Make another member an owner first.');
});

test('a viewer sees the settings read-only, with who may change them', async ({ page }) => {
  const team = teamWorkspace('readonly', ['viewer']);
  await signIn(page, team.members.viewer!);
  await chooseWorkspace(page, team.name);
  const sentence = `Only owners of ${team.name} can change these settings; your role here is Viewer.`;

  await page.goto('/settings/retention');
  await expect(main(page).getByRole('note')).toHaveText(sentence);
  await expect(main(page)).toContainText('90 days');
  await expect(main(page).getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(main(page).getByRole('textbox')).toHaveCount(0);

  await page.goto('/settings/members');
  await expect(main(page).getByRole('note')).toHaveText(sentence);
  await expect(rowOf(page, team.members.owner!)).toContainText('Owner');
  await expect(main(page).getByRole('button')).toHaveCount(0);

  await page.goto('/settings/api-keys');
  await expect(main(page).getByRole('note')).toHaveText(
    `Only owners of ${team.name} can see and manage API keys; your role here is Viewer.`,
  );
  await expect(main(page).getByRole('button', { name: 'Create key' })).toHaveCount(0);

  await page.goto('/settings/workspace');
  await expect(main(page).getByRole('note')).toHaveText(sentence);
  await expect(main(page).getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('a user creates a team workspace, which becomes the current one, and can switch back', async ({ page }) => {
  await signIn(page, activeUser('newteam'));
  await page.goto('/settings/workspace');
  const name = `Brake Team ${Date.now().toString(36)}`;
  await main(page).getByLabel('Workspace name').fill(name);
  await expect(main(page).getByLabel('Short name')).toHaveValue(name.toLowerCase().replace(/ /g, '-'));
  await main(page).getByRole('button', { name: 'Create workspace' }).click();

  await expect(page).toHaveURL(/\/settings\/workspace\?created=1$/);
  await expect(main(page).getByRole('status')).toContainText(`${name} is ready and is now your current workspace.`);
  const switcher = page.getByRole('banner').getByLabel('Workspace');
  await expect(switcher.locator('option:checked')).toContainText(name);
  await expect(main(page).getByLabel('Name', { exact: true })).toHaveValue(name);

  // The new workspace is theirs to manage; the personal one is still there to switch back to.
  await page.goto('/settings');
  await expect(main(page).getByRole('row', { name: new RegExp(name) })).toContainText('Owner');
  await expect(main(page).getByRole('row', { name: new RegExp(name) })).toContainText('Current');
  const personal = (await switcher.locator('option').filter({ hasNotText: name }).first().textContent())!.replace(/ \(Owner\)$/, '');
  await chooseWorkspace(page, personal);
  await page.goto('/settings/workspace');
  await expect(main(page).getByLabel('Name', { exact: true })).toHaveValue(personal);
});

test('profile: a username change, and signing out of all sessions ends the other browser’s too', async ({ page, browser }) => {
  const email = activeUser('profile');
  await signIn(page, email);
  await page.goto('/settings');
  await expect(main(page).getByLabel('E-mail')).toHaveValue(email);
  await expect(main(page).getByLabel('E-mail')).toHaveAttribute('readonly', '');
  const username = `pad_${Date.now().toString(36)}`;
  await main(page).getByLabel('Username').fill(username);
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(main(page).getByRole('status')).toHaveText(`Your username is now ${username}.`);
  await page.reload();
  await expect(main(page).getByLabel('Username')).toHaveValue(username);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await acceptCookies(otherPage);
  await signIn(otherPage, email);

  await main(page).getByRole('button', { name: 'Sign out of all sessions' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await otherPage.goto('/settings');
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();
});
