import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, chooseWorkspace, followExport, signIn, teamWorkspace } from './workspace';

/**
 * The sender identity in the browser (issue 12.3): before it is set, the conversion reports the
 * placeholder finding and the export screen warns; an owner sets it under Settings → Sender
 * identity (a viewer only reads it); the next export's aces.xml and pies.xml name it.
 */
const HEADER = 'Part Number,Part Type,Make,Model,Years,Position,Qty,Notes,Description,List Price (USD)';
const PADS = 'BKM-D1414,Disc Brake Pad Set,Ford,F-150,2015-2017,Front,1,,Ceramic brake pads,54.99';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

test.describe.configure({ mode: 'serial' });

let team: ReturnType<typeof teamWorkspace>;
let conversionId = '';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const main = (page: Page) => page.getByRole('main');

async function finishedConversion(page: Page): Promise<string> {
  await page.goto('/catalogs/new');
  await page.locator('input[type="file"]').setInputFiles({ name: 'sender.csv', mimeType: 'text/csv', buffer: Buffer.from(`${HEADER}\r\n${PADS}\r\n`) });
  const form = page.locator('form:has(input[name="brand"])');
  await form.locator('input[name="brand"]').fill('BKMN');
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(new RegExp(`/catalogs/${UUID}$`));
  const id = page.url().split('/').pop()!;
  await expect
    .poll(async () => ((await (await page.request.get(`/api/conversions/${id}`)).json()) as { conversion?: { status: string } }).conversion?.status, {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe('succeeded');
  return id;
}

test('before a sender identity is set, the conversion reports placeholders and the export screen warns', async ({ page }) => {
  test.setTimeout(180_000);
  team = teamWorkspace('sender', ['viewer']);
  await signIn(page, team.members.owner!);
  await chooseWorkspace(page, team.name);
  conversionId = await finishedConversion(page);
  await page.goto(`/catalogs/${conversionId}`);
  await expect(main(page)).toContainText('HEADER_SENDER_PLACEHOLDER');
  const notice = main(page).getByTestId('sender-placeholder-notice');
  await expect(notice.getByRole('heading', { name: 'This export will name a placeholder sender' })).toBeVisible();
  await expect(notice).toContainText('lacks Company, Contact name, and Phone');
  await notice.getByRole('link', { name: 'Set the sender identity' }).click();
  await expect(page).toHaveURL(/\/settings\/sender$/);
});

test('an owner sets the sender identity; a wrong phone number is refused next to its field', async ({ page }) => {
  await signIn(page, team.members.owner!);
  await chooseWorkspace(page, team.name);
  await page.goto('/settings/sender');
  await expect(main(page).getByTestId('sender-status')).toContainText('Not set yet: Company, Contact name, and Phone');

  await main(page).getByLabel('Phone').fill('call us');
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(main(page).getByText(/Enter a phone number with at least 5 digits/)).toBeVisible();

  await main(page).getByLabel('Company').fill('Bremsen Müller & Söhne GmbH');
  await main(page).getByLabel('Contact name').fill('Zoë Ångström');
  await main(page).getByLabel('Phone').fill('+49 30 1234-5678');
  await main(page).getByLabel('E-mail').fill('daten@mueller.example');
  await main(page).getByRole('button', { name: 'Add a brand' }).click();
  await main(page).getByLabel('Brand name 1').fill('Müller Pro');
  await main(page).getByLabel('Brand code 1').fill('BKMN');
  await main(page).getByLabel('Document title').fill('{brand} {date}');
  await main(page).getByLabel('Default language').selectOption('de');
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Saved. Exports made from now on name this sender.');

  await page.reload();
  await expect(main(page).getByLabel('Company')).toHaveValue('Bremsen Müller & Söhne GmbH');
  await expect(main(page).getByLabel('Brand code 1')).toHaveValue('BKMN');
  await expect(main(page).getByTestId('sender-status')).toHaveText('Complete: every export from now on names this sender.');
});

test('a viewer reads the sender identity but has no form to change it', async ({ page }) => {
  await signIn(page, team.members.viewer!);
  await chooseWorkspace(page, team.name);
  await page.goto('/settings/sender');
  await expect(main(page).getByRole('note')).toContainText('Only owners of');
  await expect(main(page)).toContainText('Bremsen Müller & Söhne GmbH');
  await expect(main(page).getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test("the next export's aces.xml and pies.xml name the workspace's sender", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, team.members.owner!);
  await chooseWorkspace(page, team.name);
  await page.goto(`/catalogs/${conversionId}`);
  await expect(main(page).getByTestId('sender-placeholder-notice')).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Export' });
  await form.getByRole('button', { name: 'Export' }).click();
  await followExport(page);

  const href = (file: string) => main(page).locator(`tr[data-file="${file}"]`).getByRole('link', { name: /Download/ }).getAttribute('href');
  const aces = (await (await page.request.get((await href('aces.xml'))!)).body()).toString('utf8');
  expect(aces).toContain('<Company>Bremsen Müller &amp; Söhne GmbH</Company>');
  expect(aces).toContain('<SenderName>Zoë Ångström</SenderName>');
  expect(aces).toContain('<SenderPhone>+49 30 1234-5678</SenderPhone>');
  expect(aces).toMatch(/<DocumentTitle>Müller Pro \d{4}-\d{2}-\d{2}<\/DocumentTitle>/);
  const pies = (await (await page.request.get((await href('pies.xml'))!)).body()).toString('utf8');
  expect(pies).toContain('<ContactEmail>daten@mueller.example</ContactEmail>');
  expect(pies).toContain('<LanguageCode>DE</LanguageCode>');
});

test("the new-conversion form offers the sender identity's brands, and still takes a typed code", async ({ page }) => {
  await signIn(page, team.members.owner!);
  await chooseWorkspace(page, team.name);
  await page.goto('/catalogs/new');
  await page.locator('input[type="file"]').setInputFiles({ name: 'picker.csv', mimeType: 'text/csv', buffer: Buffer.from(`${HEADER}\r\n${PADS}\r\n`) });
  const picker = main(page).getByRole('combobox', { name: 'Brand', exact: true });
  await expect(picker.getByRole('option')).toHaveText(['Müller Pro (BKMN)', 'Another brand: type its code…']);
  await expect(picker).toHaveValue('BKMN');
  await picker.selectOption({ label: 'Another brand: type its code…' });
  await main(page).getByLabel('Brand code (BrandAAIAID)').fill('QXBR');
  await expect(page.locator('form:has(input[name="brand"]) input[name="brand"]')).toHaveValue('QXBR');
  await picker.selectOption({ label: 'Müller Pro (BKMN)' });
  await expect(main(page).getByLabel('Brand code (BrandAAIAID)')).toHaveCount(0);
});
