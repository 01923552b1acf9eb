import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { zipSync } from 'fflate';
import { acceptCookies, chooseWorkspace, followExport, signIn, teamWorkspace } from './workspace';

/**
 * Issue 12 in the browser: a conversion is pinned to the reference release it ran against. A new
 * release imported into the workspace (and made its current one) changes nothing about the pinned
 * conversion — the second export's files are the first's, byte for byte, and the page still names
 * the demo set; moving the conversion is a re-run that shows its impact first and opens a NEW
 * conversion pinned to the new release. Settings → Reference data imports the workspace's own
 * delivery (owners), shows and changes the current one.
 */
const root = path.resolve(import.meta.dirname, '../..');
const HEADER = 'Part Number,Part Type,Make,Model,Years,Position,Qty,Notes,Description,List Price (USD)';
const PADS = 'BKM-D1414,Disc Brake Pad Set,Ford,F-150,2015-2017,Front,1,,Ceramic brake pads,54.99';
const BMW = 'BKM-D1613,Disc Brake Pad Set,BMW,3 Series,2015-2018,Front,1,,Ceramic brake pads,61.00';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The team of the first test, whose operator the second one signs in as. */
let team: ReturnType<typeof teamWorkspace> | undefined;

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/** The demo delivery as "release 2026-02", zipped as Auto Care ships it: a later version date, and BMW under another name. */
async function nextReleaseZip(): Promise<Buffer> {
  const dir = path.join(root, 'reference', 'demo');
  const files: Record<string, Uint8Array> = {};
  for (const name of (await readdir(dir)).filter((n) => n.endsWith('.txt'))) {
    let text = await readFile(path.join(dir, name), 'utf8');
    if (name.endsWith('_Version.txt')) text = 'VersionDate|Demo|Note\n2026-02-01|Y|e2e delivery made from the demo set\n';
    if (name.endsWith('_Make.txt')) text = text.replace(/\|BMW(\r?\n)/, '|Bavaria Motor Works$1');
    files[name] = new TextEncoder().encode(text);
  }
  return Buffer.from(zipSync(files));
}

/** Imports a delivery on Settings → Reference data and waits for the importer's answer. */
async function importDelivery(page: Page, file: { name: string; buffer: Buffer }, source?: string) {
  await page.goto('/settings/reference');
  const form = page.getByRole('form', { name: 'Import a delivery' });
  await form.getByLabel('Delivery (zip)').setInputFiles({ name: file.name, mimeType: 'application/zip', buffer: file.buffer });
  if (source) await form.getByLabel('Name shown for this release (optional)').fill(source);
  await form.getByRole('button', { name: 'Import' }).click();
  const status = form.getByTestId('reference-import-status').locator('[data-state="imported"], [data-state="skipped"], [data-state="failed"]');
  await expect(status).toBeVisible({ timeout: 90_000 });
  return status;
}

async function finishedConversion(page: Page, fileName: string, content: string): Promise<string> {
  await page.goto('/catalogs/new');
  await page.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(content) });
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

/** Exports the conversion from its page and answers the published export's file hashes, by file name. */
async function exportHashes(page: Page, conversionId: string): Promise<Record<string, string>> {
  await page.goto(`/catalogs/${conversionId}`);
  const progressPage = page.waitForURL(new RegExp(`/exports/requests/${UUID}$`));
  await page.getByRole('form', { name: 'Export' }).getByRole('button', { name: 'Export' }).click();
  await progressPage;
  await followExport(page);
  const hashes: Record<string, string> = {};
  for (const name of ['aces.xml', 'pies.xml', 'flagged.csv']) {
    hashes[name] = (await page.getByRole('main').locator(`tr[data-file="${name}"] code`).first().textContent())!.trim();
  }
  return hashes;
}

test('a pinned conversion exports the same files after a new release, and moves only by an explicit re-run', async ({ page }) => {
  test.setTimeout(360_000);
  team = teamWorkspace('pinning', ['operator']);
  await signIn(page, team.members.owner!);
  await chooseWorkspace(page, team.name);

  const conversionId = await finishedConversion(page, 'pinned.csv', `${HEADER}\r\n${PADS}\r\n${BMW}\r\n`);
  await page.goto(`/catalogs/${conversionId}`);
  const main = page.getByRole('main');
  await expect(main.getByTestId('pinned-release').first()).toHaveText(/^Pinned to the bundled demo set of 2026-01-01 \(SHA-256 [0-9a-f]{12}…\)\.$/);
  await expect(main.getByText('No other release is available to this workspace.')).toBeVisible();
  const first = await exportHashes(page, conversionId);

  // An owner imports the workspace's own delivery in the browser. Something that is not a delivery
  // is refused with the importer's reason, and changes nothing.
  const refused = await importDelivery(page, { name: 'notes.zip', buffer: Buffer.from(zipSync({ 'notes.txt': new TextEncoder().encode('hello') })) });
  await expect(refused).toHaveAttribute('data-state', 'failed');
  await expect(refused).toContainText('notes.zip could not be imported. Nothing was changed');
  // A new release for this workspace: on the demo set until now, so it becomes the current one.
  const imported = await importDelivery(page, { name: 'vcdb-2026-02.zip', buffer: await nextReleaseZip() }, 'VCdb 2026-02');
  await expect(imported).toHaveAttribute('data-state', 'imported');
  const releaseId = (await imported.getAttribute('data-release'))!;
  await expect(imported).toContainText(`Imported vcdb-2026-02.zip as release ${releaseId}`);
  await expect(imported).toContainText(`New conversions now use release ${releaseId}.`);
  await expect(main.getByTestId('reference-current')).toHaveText(`Release ${releaseId} · 2026-02-01 · VCdb 2026-02`);

  // Export again, no new decisions: the same deliverables, and the page still names the demo set.
  const second = await exportHashes(page, conversionId);
  expect(second).toEqual(first);
  await expect(main.getByRole('region', { name: 'Change summary' }).locator('[data-count="added"] dd')).toHaveText('0');
  await expect(main.getByRole('region', { name: 'Change summary' }).locator('[data-count="deleted"] dd')).toHaveText('0');
  await page.goto(`/catalogs/${conversionId}`);
  await expect(main.getByTestId('pinned-release').first()).toHaveAttribute('data-release', 'demo');
  // Review (and its override search) stays on the pinned release too.
  await page.goto(`/catalogs/${conversionId}/review`);
  await expect(main.getByTestId('review-reference')).toContainText('the bundled demo set of 2026-01-01');
  await expect(main.getByTestId('review-reference').getByTestId('pinned-release')).toHaveAttribute('data-release', 'demo');
  await page.goto(`/catalogs/${conversionId}`);

  // Moving it: the impact first, then a new conversion pinned to the new release.
  const picker = main.getByLabel('Re-run against');
  await picker.selectOption(releaseId);
  await main.getByRole('button', { name: 'Show what would change' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Re-run against release ${releaseId} (2026-02-01)?` });
  await expect(dialog).toBeVisible({ timeout: 90_000 });
  await expect(dialog.getByTestId('rerun-impact')).toContainText(/Apps: \d+ now, \d+ after the re-run — \d+ added, [1-9]\d* removed/);
  await expect(dialog).toContainText('This conversion, its decisions and its exports stay as they are.');
  const opened = page.waitForURL((url) => new RegExp(`/catalogs/${UUID}$`).test(url.pathname) && !url.pathname.endsWith(conversionId));
  await dialog.getByRole('button', { name: `Re-run against release ${releaseId} (2026-02-01)` }).click();
  await opened;
  expect(page.url()).not.toContain(conversionId);
  await expect(main.getByTestId('pinned-release').first()).toHaveAttribute('data-release', releaseId);
  await expect(main.getByTestId('pinned-release').first()).toContainText(`Pinned to reference release ${releaseId} of 2026-02-01`);
  // It says where it came from, and (once finished) what it did with the review decisions made there.
  await expect(main.getByTestId('rerun-of')).toContainText('A re-run of an earlier conversion against this release');
  await expect(main.getByTestId('rerun-of').getByRole('link', { name: 'an earlier conversion' })).toHaveAttribute('href', new RegExp(`/catalogs/${conversionId}$`));

  // The old conversion is where it was.
  await page.goto(`/catalogs/${conversionId}`);
  await expect(main.getByTestId('pinned-release').first()).toHaveAttribute('data-release', 'demo');

  // Owners choose the release for new conversions in Settings.
  await page.goto('/settings/reference');
  await main.getByTestId('reference-release-select').selectOption('demo');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('status')).toContainText('Saved. New conversions use the bundled demo set.');
  await expect(main.getByTestId('reference-releases')).toContainText('VCdb 2026-02');
});

test('an operator sees the releases but cannot import one', async ({ page }) => {
  test.skip(!team, 'needs the workspace of the first test');
  await signIn(page, team!.members.operator!);
  await chooseWorkspace(page, team!.name);
  await page.goto('/settings/reference');
  const main = page.getByRole('main');
  await expect(main.getByTestId('reference-releases')).toContainText('VCdb 2026-02');
  await expect(main.getByRole('form', { name: 'Import a delivery' })).toHaveCount(0);
});

test("another workspace's member sees neither the release nor the pinned conversion", async ({ page, request }) => {
  const other = teamWorkspace('pinning-other', []);
  await signIn(page, other.members.owner!);
  await chooseWorkspace(page, other.name);
  await page.goto('/settings/reference');
  const main = page.getByRole('main');
  await expect(main.getByTestId('reference-current')).toContainText('The bundled demo set');
  await expect(main).not.toContainText('VCdb 2026-02');
  // The override search without a session answers 401, as before.
  expect((await request.get('/api/reference/search?kind=make&q=bmw')).status()).toBe(401);
});
