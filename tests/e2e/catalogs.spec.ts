import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, activeUser, chooseWorkspace, signIn, teamWorkspace } from './workspace';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const CLEAN = path.join(fixtures, 'ingest/en-brakes-clean.csv');
const CLEAN_ROWS = readFileSync(CLEAN, 'utf8').trim().split('\n').length - 1;
/** Its part types sit under "Sortiment" as in-house codes (PAD-CER, ROT-VNT): neither header nor values say so. */
const UNKNOWN_PART_TYPE = path.join(fixtures, 'jobs/unknown-part-type.csv');
const UNKNOWN_PART_TYPE_ROWS = readFileSync(UNKNOWN_PART_TYPE, 'utf8').trim().split('\n').length - 1;
const UUID_PATH = /\/catalogs\/([0-9a-f-]{36})$/;

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/** The current workspace's id, as the header's switcher holds it. */
async function currentWorkspaceId(page: Page): Promise<string> {
  return page.getByRole('banner').getByRole('combobox', { name: 'Workspace' }).inputValue();
}

async function chooseFiles(page: Page, files: Parameters<Page['setInputFiles']>[1]) {
  await page.getByLabel('Choose files').setInputFiles(files);
}

/** Waits on a conversion page until the job has finished and the page shows the result. */
async function waitForFinished(page: Page) {
  await expect(page.getByTestId('conversion-progress').getByText('Finished')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('count-rows')).toBeVisible({ timeout: 15_000 });
}

test('an operator uploads a catalog, follows the conversion, fixes the mapping, re-runs it, and is offered the earlier run for the same file', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signIn(page, activeUser('catalogs'));
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Catalogs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogs' })).toBeVisible();
  await page.getByRole('link', { name: 'Upload catalogs' }).click();

  // Upload: progress bar, then what the engine found.
  await chooseFiles(page, CLEAN);
  await expect(page.getByRole('progressbar', { name: 'Upload of en-brakes-clean.csv' })).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  const card = page.getByTestId('received-file');
  await expect(card.getByRole('heading', { name: 'en-brakes-clean.csv' })).toBeVisible();
  await expect(card.getByTestId('detected-format')).toHaveText('CSV');
  await expect(card.getByTestId('detected-encoding')).toHaveText('UTF-8');
  await expect(card.getByTestId('detected-delimiter')).toHaveText('comma');
  await expect(card.getByRole('list', { name: 'Columns in the header' })).toContainText('Part Number');

  // A brand code that is not an Auto Care code is refused by the server, in words.
  await page.getByLabel('Brand code (BrandAAIAID)').fill('ABCD');
  await page.getByLabel('Brand code (BrandAAIAID)').evaluate((input: HTMLInputElement) => input.removeAttribute('pattern'));
  await page.getByRole('button', { name: 'Start converting' }).click();
  await expect(page.getByText('Enter a valid Auto Care brand code: four capital letters, e.g. BKMN.')).toBeVisible();

  await page.getByLabel('Brand code (BrandAAIAID)').fill('BKMN');
  await page.getByRole('button', { name: 'Start converting' }).click();
  await expect(page).toHaveURL(UUID_PATH, { timeout: 30_000 });
  const firstId = UUID_PATH.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: 'en-brakes-clean.csv' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Rows converted' })).toBeVisible();

  // The page follows the job on its own and shows the result.
  await waitForFinished(page);
  await expect(page.getByRole('progressbar', { name: 'Rows converted' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('count-rows')).toHaveText(String(CLEAN_ROWS));
  await expect(page.getByTestId('progress-text')).toContainText(`${CLEAN_ROWS} of ${CLEAN_ROWS} rows`);
  await expect(page.getByRole('heading', { name: 'Findings by code' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Export', exact: true })).toBeVisible();
  await expect(page.getByTestId('review-pending')).toBeVisible();

  // The run's files download as attachments with safe names.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download report.html' }).click();
  expect((await downloading).suggestedFilename()).toBe('partsmith-BKMN-en-brakes-clean-report.html');
  // report.html in the reader's language, from the stored report (issue 16).
  const german = await page.request.get(`/api/conversions/${firstId}/files/report.html?locale=de`);
  expect(german.status()).toBe(200);
  expect(await german.text()).toContain('<html lang="de">');

  // Mapping screen: confidences shown; change a field, save it under a name, run again with it.
  const notesSelect = page.getByLabel('Field for column Notes');
  await expect(notesSelect).toHaveValue('notes');
  await notesSelect.selectOption({ label: 'Not used' });
  await expect(page.getByText('(1 change)')).toBeVisible();
  await page.getByLabel('Mapping name').fill('Brakes layout');
  await page.getByRole('button', { name: 'Save mapping' }).click();
  await expect(page.getByText('Saved “Brakes layout” (version 1).')).toBeVisible();
  await page.getByRole('button', { name: 'Run again' }).click();
  await expect(page).not.toHaveURL(new RegExp(firstId), { timeout: 30_000 });
  await expect(page).toHaveURL(UUID_PATH);
  const secondId = UUID_PATH.exec(page.url())![1]!;
  await waitForFinished(page);
  await expect(page.getByText('Converted with a saved mapping.')).toBeVisible();
  await expect(page.getByLabel('Field for column Notes')).toHaveValue('');
  const notesRow = page.getByTestId('mapping-row').filter({ has: page.getByRole('rowheader', { name: 'Notes', exact: true }) });
  // The note says where the mapping came from: a person changed it (issue 12: mapping origin per column).
  await expect(notesRow).toContainText(/changed by account [0-9a-f-]{36}, \d{4}-\d{2}-\d{2}T/);

  // Both conversions are listed.
  await page.getByRole('link', { name: '← All catalogs' }).click();
  await expect(page.getByTestId('conversion-row')).toHaveCount(2);

  // The same bytes again: offered the latest conversion, and the saved mapping for this layout.
  await page.goto('/catalogs/new');
  await chooseFiles(page, CLEAN);
  const again = page.getByTestId('received-file');
  await expect(again.getByTestId('seen-before')).toContainText('This exact file was uploaded before.');
  await expect(again.getByRole('link', { name: 'Open the earlier conversion (Finished)' })).toHaveAttribute('href', `/catalogs/${secondId}`);
  await expect(again.getByLabel('Column mapping').locator('option:checked')).toHaveText('Brakes layout (version 1)');
  await expect(page.getByTestId('files-chosen')).toHaveText('0 files chosen.');
  await again.getByRole('button', { name: 'Start a new conversion' }).click();
  await expect(again.getByLabel('Convert this file')).toBeChecked();
  await expect(page.getByTestId('files-chosen')).toHaveText('1 file chosen.');
  await again.getByRole('link', { name: 'Open the earlier conversion (Finished)' }).click();
  await expect(page).toHaveURL(new RegExp(`/catalogs/${secondId}$`));

  // Another account sees none of it: not the page, not the progress, not the files.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await acceptCookies(strangerPage);
  await signIn(strangerPage, activeUser('catalogs-stranger'));
  expect((await strangerPage.goto(`/catalogs/${firstId}`))?.status()).toBe(404);
  await expect(strangerPage.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(strangerPage.getByText('en-brakes-clean.csv')).toHaveCount(0);
  expect((await strangerPage.request.get(`/api/conversions/${firstId}`)).status()).toBe(404);
  expect((await strangerPage.request.get(`/api/conversions/${firstId}/files/report.html`)).status()).toBe(404);
  await stranger.close();
});

test('a catalog whose part-type column the engine cannot read stops at the mapping, which asks for the column; picking it converts, and a changed currency is used by the next run', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, activeUser('catalogs-mapping'));
  await page.goto('/catalogs/new');
  await chooseFiles(page, UNKNOWN_PART_TYPE);
  const card = page.getByTestId('received-file');
  await expect(card.getByRole('heading', { name: 'unknown-part-type.csv' })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('list', { name: 'Columns in the header' })).toContainText('Sortiment');
  await page.getByLabel('Brand code (BrandAAIAID)').fill('BKMN');
  await page.getByRole('button', { name: 'Start converting' }).click();
  await expect(page).toHaveURL(UUID_PATH, { timeout: 30_000 });
  const stoppedId = UUID_PATH.exec(page.url())![1]!;

  // Stopped before converting, saying why; no Retry (the same mapping stops the same way).
  await expect(page.getByRole('heading', { name: 'The conversion failed' })).toBeVisible({ timeout: 90_000 });
  const error = page.getByRole('region', { name: 'The conversion failed' });
  await expect(error).toContainText('MAPPING_INCOMPLETE');
  await expect(error).toContainText('no column is mapped to Part type');
  await expect(error.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(error.getByRole('link', { name: /pick the missing column in the column mapping below/ })).toBeVisible();

  // The mapping editor, pre-filled with the proposed mapping, asks for the part type.
  const missing = page.getByTestId('mapping-missing');
  await expect(missing).toContainText('The conversion stopped here');
  await expect(missing.getByTestId('missing-field')).toHaveText(['Part type']);
  const sortimentRow = page.getByTestId('mapping-row').filter({ has: page.getByRole('rowheader', { name: /^Sortiment/ }) });
  await expect(sortimentRow).toHaveAttribute('data-candidate', 'true');
  await expect(sortimentRow).toContainText('header "Sortiment" not recognised');
  await expect(page.getByLabel('Field for column Sortiment')).toHaveValue('');
  await expect(page.getByLabel('Field for column Part Number')).toHaveValue('partNumber');
  await expect(page.getByText('A field every row needs still has no column: the conversion will stop again.')).toBeVisible();

  // Pick the column and run again: it converts.
  await page.getByLabel('Field for column Sortiment').selectOption({ label: 'Part type' });
  await expect(missing).toHaveCount(0);
  await expect(page.getByTestId('mapping-complete')).toHaveText('Every field a row needs has a column now. Run again to convert.');
  await expect(page.getByText('(1 change)')).toBeVisible();
  await page.getByRole('button', { name: 'Run again' }).click();
  await expect(page).not.toHaveURL(new RegExp(stoppedId), { timeout: 30_000 });
  await expect(page).toHaveURL(UUID_PATH);
  const convertedId = UUID_PATH.exec(page.url())![1]!;
  await waitForFinished(page);
  await expect(page.getByTestId('count-rows')).toHaveText(String(UNKNOWN_PART_TYPE_ROWS));
  await expect(page.getByLabel('Field for column Sortiment')).toHaveValue('partType');
  await expect(page.getByTestId('mapping-missing')).toHaveCount(0);

  // The catalog settings: bare prices in an English catalog, so USD is assumed — change it to EUR.
  const currency = page.locator('[data-testid="mapping-setting"][data-setting="currency"]');
  await expect(currency).toHaveAttribute('data-state', 'assumed');
  await expect(currency).toContainText('USD assumed');
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('USD');
  await page.getByLabel('Currency', { exact: true }).selectOption('EUR');
  await expect(currency).toHaveAttribute('data-state', 'changed');
  await expect(page.getByText('(1 change)')).toBeVisible();
  await page.getByRole('button', { name: 'Run again' }).click();
  await expect(page).not.toHaveURL(new RegExp(convertedId), { timeout: 30_000 });
  await expect(page).toHaveURL(UUID_PATH);
  await waitForFinished(page);
  // The new run went on EUR, stated as set on the mapping.
  const currencyAfter = page.locator('[data-testid="mapping-setting"][data-setting="currency"]');
  await expect(currencyAfter).toHaveAttribute('data-state', 'set');
  await expect(currencyAfter).toContainText('set on the mapping');
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('EUR');
  await expect(page.getByText('Converted with a saved mapping.')).toBeVisible();
});

test('an oversized upload is refused with the file name and the limit, in the page and by the endpoint', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, activeUser('catalogs-big'));
  const workspaceId = await currentWorkspaceId(page);
  // Owners set the per-file limit in Settings; 0.01 MB is 10,486 bytes.
  await page.goto('/settings/retention');
  await page.getByLabel('Largest file per upload (MB)').fill('0.01');
  await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Saved\. Uploads are now kept for/)).toBeVisible();

  const big = Buffer.from(`Part Number,Make\n${'BKM-1,Ford\n'.repeat(2000)}`);
  await page.goto('/catalogs/new');
  await expect(page.getByText('CSV, TSV or XLSX, up to 10.2 kB per file.')).toBeVisible();
  await chooseFiles(page, { name: 'oversized.csv', mimeType: 'text/csv', buffer: big });
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('oversized.csv is larger than this workspace’s limit of 10.2 kB per file.');
  await expect(alert).toContainText('Split the catalog into smaller files, or ask an owner to raise the limit in Settings.');

  // The endpoint refuses it too (413, with the finding), and the browser gets the answer, not a reset.
  const answer = await page.evaluate(
    async ({ workspaceId, size }) => {
      const response = await fetch(`/api/uploads?workspace=${workspaceId}`, {
        method: 'POST',
        headers: { 'X-File-Name': encodeURIComponent('größer.csv') },
        body: new Uint8Array(size).fill(65),
      });
      return { status: response.status, body: await response.json() };
    },
    { workspaceId, size: 3 * 1024 * 1024 },
  );
  expect(answer.status).toBe(413);
  expect(answer.body).toMatchObject({ ok: false, code: 'too_large', limitBytes: 10486, finding: { code: 'UPLOAD_TOO_LARGE' } });
  expect(answer.body.message).toContain('größer.csv is larger than this workspace');
});

test('malformed uploads are refused naming the file and saying what to do', async ({ page }) => {
  await signIn(page, activeUser('catalogs-bad'));
  await page.goto('/catalogs/new');
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
  const bomb = readFileSync(path.join(fixtures, 'evidence/bomb-ratio.zip'));
  await chooseFiles(page, [
    { name: 'logo.csv', mimeType: 'text/csv', buffer: png },
    { name: 'catalog.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bomb },
  ]);
  const rows = page.getByTestId('upload-row');
  const logo = rows.filter({ hasText: 'logo.csv' }).getByRole('alert');
  await expect(logo).toContainText('logo.csv could not be read as a catalog.');
  await expect(logo).toContainText('Upload the catalog spreadsheet itself, saved as XLSX or CSV (UTF-8).');
  await expect(logo).toContainText('INPUT_UNSUPPORTED');
  const workbook = rows.filter({ hasText: 'catalog.xlsx' }).getByRole('alert');
  await expect(workbook).toContainText('catalog.xlsx could not be read as a catalog.', { timeout: 30_000 });
  await expect(workbook).toContainText('Open the workbook in Excel, save it again as .xlsx (without a password) and upload that file.');
  await expect(workbook).toContainText('XLSX_RATIO: ');
  await expect(page.getByTestId('received-file')).toHaveCount(0);
});

test('a viewer cannot upload: the page says who may, and the endpoint refuses', async ({ page }) => {
  // Two accounts and a team made with the CLI before the first page: slow on a busy machine.
  test.setTimeout(90_000);
  const team = teamWorkspace('catalogs-view', ['viewer']);
  await signIn(page, team.members.viewer!);
  await chooseWorkspace(page, team.name);
  const workspaceId = await currentWorkspaceId(page);
  await page.goto('/catalogs');
  await expect(page.getByRole('link', { name: 'Upload catalogs' })).toHaveCount(0);
  await page.goto('/catalogs/new');
  await expect(page.getByTestId('upload-not-allowed')).toHaveText(
    `Only owners and operators can upload catalogs. Your role in ${team.name} is Viewer: ask an owner if you need to upload.`,
  );
  await expect(page.getByLabel('Choose files')).toHaveCount(0);

  const refused = await page.request.post(`/api/uploads?workspace=${workspaceId}`, {
    headers: { 'X-File-Name': 'brakes.csv' },
    data: readFileSync(CLEAN),
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ ok: false, code: 'not_allowed' });

  // Another site's page cannot post with the viewer's cookie either.
  const crossSite = await page.request.post(`/api/uploads?workspace=${workspaceId}`, {
    headers: { Origin: 'https://evil.example', 'X-File-Name': 'x.csv' },
    data: 'a,b\n1,2\n',
  });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.json()).toMatchObject({ code: 'cross_origin' });
});

test('signed out, the upload endpoint answers 401', async ({ request }) => {
  const response = await request.post('/api/uploads?workspace=00000000-0000-4000-8000-000000000000', { data: 'a,b\n1,2\n' });
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ ok: false, code: 'unauthenticated' });
});
