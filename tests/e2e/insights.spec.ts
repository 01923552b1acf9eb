import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, activeUser, chooseWorkspace, followExport, signIn, teamWorkspace } from './workspace';

// Each test first makes its accounts with the CLI, which takes seconds on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const main = (page: Page) => page.getByRole('main');

test('a fresh owner sees an empty dashboard that says where to start', async ({ page }) => {
  const email = activeUser('insights-fresh');
  await signIn(page, email);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(main(page).getByText(/No conversions yet\. Upload a catalog/)).toBeVisible();
  await expect(main(page).getByText('Nothing waits for review.')).toBeVisible();
  await expect(main(page).getByText(/No exports yet/)).toBeVisible();
  await expect(main(page).getByRole('img', { name: /Rows converted per day.*No rows converted in the last 30 days/ })).toBeVisible();
  await expect(main(page).getByRole('img', { name: /Findings per day.*No findings in the last 30 days/ })).toBeVisible();
  const workspaces = main(page).getByRole('region', { name: 'Your workspaces' });
  await expect(workspaces).toContainText('Role: Owner');

  // The way in: the upload page, from the empty state or the quick links.
  const upload = main(page).getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Upload a catalog' });
  await expect(upload).toHaveAttribute('href', '/catalogs/new');
  const box = await upload.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
});

test('each insights page opens with its heading, and the security page says the chain is intact', async ({ page }) => {
  const email = activeUser('insights-pages');
  await signIn(page, email);

  await page.goto('/insights');
  await expect(page).toHaveURL(/\/insights\/evidence$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Evidence bundles');
  await expect(main(page).getByText(/No evidence bundles yet/)).toBeVisible();
  const subNav = main(page).getByRole('navigation', { name: 'Insights' });
  await expect(subNav.getByRole('link', { name: 'Evidence' })).toHaveAttribute('aria-current', 'page');

  await subNav.getByRole('link', { name: 'Compliance' }).click();
  await expect(page).toHaveURL(/\/insights\/compliance$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Compliance');
  for (const name of ['Findings by code over time', 'Held back for review', 'Reference releases in use']) {
    await expect(main(page).getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }

  await subNav.getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/insights\/security$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Security');
  await expect(main(page).getByRole('status')).toContainText(/Hash chain intact: \d+ entries, every hash checks out\./);
  for (const name of ['Audit log', 'Sign-ins of members', 'Access denials']) {
    await expect(main(page).getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  // The owner's own sign-in a moment ago is listed.
  await expect(main(page).getByRole('region', { name: 'Sign-ins of members' })).toContainText(email);
  await expect(main(page).getByRole('region', { name: 'Audit log', exact: true })).toContainText('workspace.member_added');

  await page.goto('/email-analytics');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('E-mail analytics');
  await expect(main(page).getByRole('img', { name: /Notices per day/ })).toBeVisible();
  await expect(main(page).getByText(/No notices yet/)).toBeVisible();
});

test('a viewer of a team workspace is told only owners see security; their refused upload shows up for the owner', async ({ page }) => {
  // Setting up the team runs the CLI four times.
  test.setTimeout(120_000);
  const team = teamWorkspace('insights-team', ['viewer']);
  await signIn(page, team.members.viewer!);
  await chooseWorkspace(page, team.name);
  const workspaceId = await page.getByRole('banner').getByLabel('Workspace').locator('option:checked').getAttribute('value');

  await page.goto('/insights/security');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Security');
  await expect(main(page)).toContainText('Only owners of this workspace can see its security log. Your role here is Viewer.');
  await expect(main(page).getByRole('heading', { name: 'Audit log', exact: true })).toHaveCount(0);

  // A viewer may not upload: the server refuses, and writes the attempt down.
  const status = await page.evaluate(async (id) => {
    const response = await fetch(`/api/uploads?workspace=${id}`, { method: 'POST', headers: { 'X-File-Name': 'brakes.csv' }, body: 'Part,Make\n1,Toyota\n' });
    return response.status;
  }, workspaceId);
  expect(status).toBe(403);

  await page.getByRole('button', { name: 'Sign out' }).click();
  // Sign-out's own redirect first: going to /login while it is on its way interrupts one with the other.
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, team.members.owner!);
  await chooseWorkspace(page, team.name);
  await page.goto('/insights/security');
  const denials = main(page).getByRole('region', { name: 'Access denials' });
  await expect(denials.getByRole('row').filter({ hasText: 'upload catalogs' })).toContainText('Viewer');
  await expect(main(page).getByRole('status')).toContainText('Hash chain intact');
});

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
// Two good rows and one with a misspelt make, which the engine flags for review.
const CATALOG = [
  'Part Number,Part Type,Make,Model,Years,Position,Qty,Notes,Description,List Price (USD)',
  'BKM-D1414,Disc Brake Pad Set,Ford,F-150,2015-2017,Front,1,,Ceramic brake pads,54.99',
  'BKM-R54180,Disc Brake Rotor,Chevy,Silverado 1500,2014-2015,Front,2,13.0 in. rotor,Vented rotor,84.50',
  'BKM-D1415,Disc Brake Pad Set,Toyta,Camry,2018,Front,1,,Ceramic brake pads,44.99',
].join('\r\n');

test('after a conversion and an export, the dashboard shows them and the evidence page finds the bundle intact', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, activeUser('insights-work'));

  await page.goto('/catalogs/new');
  await page.locator('input[type="file"]').setInputFiles({ name: 'brakes.csv', mimeType: 'text/csv', buffer: Buffer.from(CATALOG) });
  const form = page.locator('form:has(input[name="brand"])');
  await form.locator('input[name="brand"]').fill('BKMN');
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(new RegExp(`/catalogs/${UUID}$`));
  const conversionId = page.url().split('/').pop()!;
  await expect
    .poll(async () => ((await (await page.request.get(`/api/conversions/${conversionId}`)).json()) as { conversion?: { status: string } }).conversion?.status, {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe('succeeded');
  await page.goto(`/catalogs/${conversionId}`);
  await page.getByRole('form', { name: 'Export' }).getByRole('button', { name: 'Export' }).click();
  await followExport(page);
  const exportId = page.url().split('/').pop()!;

  await page.goto('/dashboard');
  const conversions = main(page).getByRole('region', { name: 'Recent conversions' });
  const row = conversions.getByRole('row').filter({ hasText: 'brakes.csv' });
  await expect(row).toContainText('Finished');
  await expect(row.getByRole('link', { name: 'brakes.csv' })).toHaveAttribute('href', `/catalogs/${conversionId}`);
  await expect(main(page).getByRole('region', { name: 'Recent exports' }).getByRole('link', { name: /Open the BKMN export/ })).toHaveAttribute('href', `/exports/${exportId}`);
  await expect(main(page).getByRole('img', { name: /Rows converted per day.*3 rows converted in the last 30 days/ })).toBeVisible();

  await page.goto('/insights/evidence');
  const bundle = main(page).getByRole('row').filter({ has: page.getByRole('link', { name: 'BKMN export' }) });
  await expect(bundle).toContainText('Intact');
  await expect(bundle).toContainText(/SHA256:/);
  const downloading = page.waitForEvent('download');
  await bundle.getByRole('link', { name: /Download the evidence bundle of the BKMN export/ }).click();
  const saved = await (await downloading).path();
  const shown = (await bundle.locator('code').first().textContent())!.trim();
  expect(createHash('sha256').update(await readFile(saved)).digest('hex')).toBe(shown);

  await page.goto('/insights/compliance');
  await expect(main(page).getByRole('region', { name: 'Reference releases in use' })).toContainText('Demo set');
});
