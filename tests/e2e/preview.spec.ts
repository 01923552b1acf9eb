import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PREVIEW_AUTH_URL, E2E_PREVIEW_OFF_URL } from '../../playwright.config';

// The preview is about conversions: answer the cookie banner up front so it covers nothing.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const consent = { necessary: true, functional: true, analytics: false, marketing: false, date: new Date().toISOString() };
    window.localStorage.setItem('partsmith.cookie-consent', JSON.stringify(consent));
  });
});

const SAMPLES = [
  { id: 'en-clean', file: 'en-us-brakes-filters', rows: 24 },
  { id: 'de-xlsx', file: 'de-bremsen-fahrwerk', rows: 22 },
  { id: 'fr-semicolon', file: 'fr-freinage-filtres', rows: 20 },
  { id: 'mixed-messy', file: 'mixed-messy-export', rows: 23 },
] as const;

const COUNTS = ['rows', 'converted', 'flagged', 'rejected', 'merged', 'apps', 'items'] as const;
const FILES = ['aces.xml', 'pies.xml', 'report.html', 'evidence.zip'] as const;

/** The panel that says why nothing was converted (Next's route announcer is an alert too). */
const refusal = (page: Page) => page.getByRole('alert').filter({ hasText: 'Not converted' });

/**
 * The file input, once the page is ready for it: the controls stay disabled until React has attached
 * its handlers (a file set before that would be lost).
 */
async function fileInput(page: Page) {
  const input = page.getByLabel('Catalog file to convert');
  await expect(input).toBeEnabled();
  return input;
}

/** Clicks a sample and waits for the endpoint's answer and for the result on screen; returns the answer and the wait. */
async function convertSample(page: Page, id: string) {
  const answer = page.waitForResponse((r) => r.url().includes('/api/preview/convert'));
  const clicked = Date.now();
  await page.locator(`[data-sample="${id}"]`).click();
  const response = await answer;
  // The answer is in; rendering the result (counts, excerpts, download links) can take a few seconds
  // more on two busy cores (flaked at 5 s in session 6's full run).
  await expect(page.getByTestId('preview-timing')).toBeVisible({ timeout: 15_000 });
  return { response, body: await response.json(), shownAfterMs: Date.now() - clicked };
}

for (const sample of SAMPLES) {
  test(`the ${sample.id} sample converts, shows its counts and offers the four files`, async ({ page }) => {
    await page.goto('/preview');
    await expect(page.getByText('Demo reference data (made-up IDs, not Auto Care data)').first()).toBeVisible();
    await expect(page.getByText(/Nothing is stored/)).toBeVisible();

    const { response, body, shownAfterMs } = await convertSample(page, sample.id);
    expect(response.status()).toBe(200);
    expect(body.counts.rows).toBe(sample.rows);
    const { converted, flagged, rejected, merged } = body.counts;
    expect(converted + flagged + rejected + merged).toBe(sample.rows);
    for (const key of COUNTS) await expect(page.getByTestId(`count-${key}`)).toHaveText(body.counts[key].toLocaleString('en-US'));

    const timing = page.getByTestId('preview-timing');
    test.info().annotations.push({
      type: 'timing',
      description: `${sample.id}: server ${await timing.getAttribute('data-server-ms')} ms, click→rendered ${await timing.getAttribute('data-client-ms')} ms in the page (${shownAfterMs} ms seen by the test)`,
    });

    const links = page.locator('a[download]');
    await expect(links).toHaveCount(FILES.length);
    for (const file of FILES) {
      const link = page.locator(`a[data-file="${file}"]`);
      await expect(link).toHaveAttribute('download', `${sample.file}-${file}`);
      await expect(link).toHaveAttribute('href', /^blob:/);
    }
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('a[data-file="aces.xml"]').click()]);
    expect(download.suggestedFilename()).toBe(`${sample.file}-aces.xml`);
    const aces = await readFile(await download.path(), 'utf8');
    expect(aces).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<ACES version="4.2">/);
    expect(aces.match(/<App /g)?.length).toBe(body.counts.apps);

    await expect(page.getByTestId('aces-excerpt')).toContainText('<App action="A" id="1">');
    await expect(page.getByTestId('pies-excerpt')).toContainText('<BrandAAIAID>BKMN</BrandAAIAID>');
    // `npm test` points STANDARDS_DIR at the official schemas when they are beside the project (the
    // servers inherit it): then both files must validate; without them the page must say so.
    await expect(page.getByTestId('xsd-status')).toContainText(
      process.env.STANDARDS_DIR ? 'XSD validation: ACES valid, PIES valid.' : 'XSD validation: ACES not run, PIES not run.',
    );
  });
}

test('the messy sample lists its flagged and rejected rows with the reason for each', async ({ page }) => {
  await page.goto('/preview');
  const { body } = await convertSample(page, 'mixed-messy');
  expect(body.counts.flagged).toBeGreaterThan(0);
  expect(body.counts.rejected).toBeGreaterThan(0);
  const rows = page.locator('section[aria-labelledby="preview-rows-heading"] tbody tr');
  await expect(rows).toHaveCount(body.counts.flagged + body.counts.rejected);
  await expect(page.locator('tr[data-outcome="rejected"]').filter({ hasText: "Make 'Lada' is not in the reference VCdb" })).toBeVisible();
  await expect(page.locator('tr[data-outcome="flagged"]').filter({ hasText: 'open-ended span from 2016' })).toBeVisible();
  await expect(page.locator('li[data-code="MAKE_UNKNOWN"]')).toContainText('2 findings');
  await expect(page.getByTestId('detected-language')).toContainText('English');
});

test('a clean sample says there is nothing to review, in the visitor’s language', async ({ page }) => {
  await page.goto('/fr/preview');
  await convertSample(page, 'fr-semicolon');
  await expect(page.getByText('Toutes les lignes ont été converties ou fusionnées : rien à revoir.')).toBeVisible();
  await expect(page.getByTestId('detected-language')).toContainText('français');
});

test('a shared link with ?sample= opens on that sample’s result', async ({ page }) => {
  await page.goto('/preview?sample=de-xlsx');
  // It may be the server's first conversion (reference and vocabulary indexes built on first use):
  // on two busy cores that took more than the default 5 s.
  await expect(page.getByTestId('count-rows')).toHaveText('22', { timeout: 30_000 });
  await expect(page.getByTestId('detected-language')).toContainText('German');
});

test('an upload over 2 MB gets the size message, and the endpoint refuses it too', async ({ page, request }) => {
  await page.goto('/preview');
  const big = Buffer.alloc(2 * 1024 * 1024 + 1, 'a');
  await (await fileInput(page)).setInputFiles({ name: 'huge.csv', mimeType: 'text/csv', buffer: big });
  await expect(refusal(page)).toContainText('The file is too large: the preview takes files up to 2 MB.');

  const response = await request.post('/api/preview/convert?locale=de', { multipart: { file: { name: 'huge.csv', mimeType: 'text/csv', buffer: big } } });
  expect(response.status()).toBe(413);
  const body = await response.json();
  expect(body.error.code).toBe('PREVIEW_FILE_TOO_LARGE');
  expect(body.error.message).toContain('Die Datei ist zu groß');
});

test('an upload over 2,000 rows gets the rows message', async ({ page }) => {
  await page.goto('/preview');
  const lines = ['Part Number,Part Type,Make,Model,Years,Position,Qty'];
  for (let i = 0; i < 2001; i++) lines.push(`BKM-P${i},Disc Brake Pad Set,Ford,F-150,2015-2020,Front,1`);
  await (await fileInput(page)).setInputFiles({ name: 'long.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) });
  await expect(refusal(page)).toContainText('The file has more than 2,000 rows.');
});

test('an upload that is not a catalog is refused with the engine’s reason', async ({ page }) => {
  await page.goto('/preview');
  await (await fileInput(page)).setInputFiles({ name: 'catalog.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj\n') });
  const alert = refusal(page);
  await expect(alert).toContainText('This file could not be read as a catalog.');
  await expect(alert).toContainText('PDF');
});

test('/demo redirects to /preview, in every locale', async ({ page }) => {
  await page.goto('/demo');
  await expect(page).toHaveURL(/\/preview$/);
  await page.goto('/it/demo');
  await expect(page).toHaveURL(/\/it\/preview$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il vostro catalogo ricambi in ACES e PIES, proprio qui');
});

test('the sample dashboard shows the samples’ numbers and a chart', async ({ page }) => {
  await page.goto('/preview/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sample dashboard');
  await expect(page.getByText('Read-only')).toBeVisible();
  await expect(page.getByTestId('total-catalogs')).toHaveText('4');
  await expect(page.getByTestId('total-rows')).toHaveText(String(SAMPLES.reduce((n, s) => n + s.rows, 0)));
  await expect(page.getByRole('img', { name: /Rows by outcome, per sample catalog/ })).toBeVisible();
});

test('the header and the how-it-works page lead to the preview while it is on', async ({ page }) => {
  await page.goto('/how-it-works');
  await expect(page.getByRole('link', { name: 'Try the Live Preview' })).toHaveAttribute('href', '/preview');
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Preview', exact: true })).toHaveAttribute('href', '/preview');
});

test.describe('with the preview flag off', () => {
  test('/preview and its dashboard redirect to the home page, in every locale', async ({ page }) => {
    await page.goto(`${E2E_PREVIEW_OFF_URL}/preview`);
    await expect(page).toHaveURL(`${E2E_PREVIEW_OFF_URL}/`);
    await page.goto(`${E2E_PREVIEW_OFF_URL}/preview/dashboard`);
    await expect(page).toHaveURL(`${E2E_PREVIEW_OFF_URL}/`);
    // Visiting a prefixed page remembers that language, so the unprefixed checks come first.
    await page.goto(`${E2E_PREVIEW_OFF_URL}/de/preview`);
    await expect(page).toHaveURL(`${E2E_PREVIEW_OFF_URL}/de`);
    await page.goto(`${E2E_PREVIEW_OFF_URL}/es/demo`);
    await expect(page).toHaveURL(`${E2E_PREVIEW_OFF_URL}/es`);
  });

  test('nothing links to it: not the header, the phone menu or the how-it-works call to action', async ({ page }) => {
    for (const path of ['/', '/how-it-works', '/de/how-it-works']) {
      await page.goto(`${E2E_PREVIEW_OFF_URL}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('a[href$="/preview"], a[href*="/preview?"], a[href*="/preview/"]')).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: 'Try the Live Preview' })).toHaveCount(0);
  });

  test('the endpoint refuses conversions itself', async ({ request }) => {
    const response = await request.post(`${E2E_PREVIEW_OFF_URL}/api/preview/convert`, { multipart: { sample: 'en-clean' } });
    expect(response.status()).toBe(404);
    expect((await response.json()).error.code).toBe('PREVIEW_DISABLED');
  });
});

test.describe('with previewRequireAuth on', () => {
  test('/preview/dashboard redirects to /preview without a user', async ({ page }) => {
    await page.goto(`${E2E_PREVIEW_AUTH_URL}/preview/dashboard`);
    await expect(page).toHaveURL(`${E2E_PREVIEW_AUTH_URL}/preview`);
    await page.goto(`${E2E_PREVIEW_AUTH_URL}/fr/preview/dashboard`);
    await expect(page).toHaveURL(`${E2E_PREVIEW_AUTH_URL}/fr/preview`);
  });

  test('the preview asks visitors to sign in, and the endpoint refuses them', async ({ page, request }) => {
    await page.goto(`${E2E_PREVIEW_AUTH_URL}/preview`);
    await expect(page.getByText('This preview is open to signed-in customers only.')).toBeVisible();
    await expect(page.locator('[data-sample]')).toHaveCount(0);
    const response = await request.post(`${E2E_PREVIEW_AUTH_URL}/api/preview/convert`, { multipart: { sample: 'en-clean' } });
    expect(response.status()).toBe(401);
    expect((await response.json()).error.code).toBe('PREVIEW_SIGN_IN_REQUIRED');
  });
});
