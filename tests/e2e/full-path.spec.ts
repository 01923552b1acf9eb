import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { acceptCookies, chooseWorkspace, followExport, signIn, teamWorkspace } from './workspace';

/**
 * The product's promise end to end, as a team does it: an operator uploads a messy catalog, watches
 * it convert, corrects the column mapping and runs it again; a reviewer works through the held rows;
 * the operator exports and downloads ACES, PIES, the delimited files and the signed evidence bundle;
 * and anyone, signed in or not, verifies that bundle on /verify.
 */
test.describe.configure({ timeout: 300_000 });

const MESSY = path.resolve(import.meta.dirname, '../../samples/preview/mixed-messy-export.csv');
const CONVERSION = /\/catalogs\/([0-9a-f-]{36})$/;

async function signedIn(browser: Browser, email: string, workspace: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await acceptCookies(page);
  await signIn(page, email);
  await chooseWorkspace(page, workspace);
  return page;
}

async function waitForFinished(page: Page): Promise<void> {
  await expect(page.getByTestId('conversion-progress').getByText('Finished')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('count-rows')).toBeVisible();
}

/** Decides every pending row matching the page's filter, through the confirmation dialog (which says how many). */
async function decideAllMatching(page: Page, verb: 'Approve' | 'Reject'): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${verb} all \\d+ matching`) }).click();
  const confirm = page.getByRole('alertdialog').getByRole('button', { name: new RegExp(`^${verb} \\d+ rows?$`) });
  const count = /(\d+)/.exec((await confirm.textContent()) ?? '')![1]!;
  await confirm.click();
  await expect(page.getByText(new RegExp(`${count} matching rows? ${verb === 'Approve' ? 'approved' : 'rejected'}\\.`))).toBeVisible();
}

test('sign in → upload → progress → fix the mapping → review → export → download → verify', async ({ browser }) => {
  const team = teamWorkspace('path', ['operator', 'reviewer']);

  // The operator uploads the catalog and starts the conversion.
  const operator = await signedIn(browser, team.members.operator!, team.name);
  await operator.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Catalogs' }).click();
  await operator.getByRole('link', { name: 'Upload catalogs' }).click();
  await operator.getByLabel('Choose files').setInputFiles(MESSY);
  await expect(operator.getByRole('progressbar', { name: 'Upload of mixed-messy-export.csv' })).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await operator.getByLabel('Brand code (BrandAAIAID)').fill('BKMN');
  await operator.getByRole('button', { name: 'Start converting' }).click();
  await expect(operator).toHaveURL(CONVERSION, { timeout: 30_000 });
  await expect(operator.getByRole('progressbar', { name: 'Rows converted' })).toBeVisible();
  await waitForFinished(operator);
  const firstRun = CONVERSION.exec(operator.url())![1]!;

  // The mapping screen: the free-text notes column should not go into the apps; save and run again.
  await operator.getByLabel('Field for column Notes').selectOption({ label: 'Not used' });
  await operator.getByLabel('Mapping name').fill('Messy export layout');
  await operator.getByRole('button', { name: 'Save mapping' }).click();
  await expect(operator.getByText('Saved “Messy export layout” (version 1).')).toBeVisible();
  await operator.getByRole('button', { name: 'Run again' }).click();
  await expect(operator).not.toHaveURL(new RegExp(firstRun), { timeout: 30_000 });
  await waitForFinished(operator);
  await expect(operator.getByText('Converted with a saved mapping.')).toBeVisible();
  const conversionId = CONVERSION.exec(operator.url())![1]!;
  await expect(operator.getByTestId('review-pending')).toBeVisible();

  // The reviewer approves the flagged rows and rejects what is left.
  const reviewer = await signedIn(browser, team.members.reviewer!, team.name);
  // Row by row here (the page opens by value while values wait: review-by-value.spec.ts).
  await reviewer.goto(`/catalogs/${conversionId}/review?view=rows`);
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Review held rows' })).toBeVisible();
  await reviewer.getByLabel('Outcome').selectOption('flagged');
  await reviewer.getByRole('button', { name: 'Apply filter' }).click();
  await decideAllMatching(reviewer, 'Approve');
  await reviewer.getByRole('link', { name: 'Show all rows' }).click();
  await expect(reviewer).toHaveURL(new RegExp(`/catalogs/${conversionId}/review\\?view=rows$`));
  await decideAllMatching(reviewer, 'Reject');
  await expect(reviewer.getByText('Nothing is pending: every held row has a decision.')).toBeVisible();

  // The operator exports: progress, then the immutable export with its files.
  await operator.goto(`/catalogs/${conversionId}`);
  await operator.getByRole('form', { name: 'Export' }).getByRole('button', { name: 'Export' }).click();
  await followExport(operator);
  const main = operator.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Export BKMN');
  await expect(main).toContainText(/\d+ decisions were applied and recorded in the evidence bundle/);

  const download = async (file: string) => {
    const [saved] = await Promise.all([operator.waitForEvent('download'), main.locator(`tr[data-file="${file}"]`).getByRole('link', { name: /Download/ }).click()]);
    return { name: saved.suggestedFilename(), bytes: await readFile((await saved.path())!) };
  };
  const aces = await download('aces.xml');
  expect(aces.name).toMatch(/^partsmith-BKMN-.*aces\.xml$/);
  expect(aces.bytes.toString('utf8')).toContain('<ACES version="4.2">');
  const pies = await download('pies.xml');
  expect(pies.bytes.toString('utf8')).toContain('http://www.autocare.org');
  const delimited = await main.locator('tr[data-file$=".csv"]').first().getAttribute('data-file');
  expect(delimited).toBeTruthy();
  expect((await download(delimited!)).bytes.length).toBeGreaterThan(0);
  const bundle = await download('evidence.zip');
  expect(bundle.bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

  // Anyone can check the bundle: this installation's key signed it.
  const visitor = await (await browser.newContext()).newPage();
  await acceptCookies(visitor);
  await visitor.goto('/verify');
  await visitor.locator('input[type="file"]').setInputFiles({ name: bundle.name, mimeType: 'application/zip', buffer: bundle.bytes });
  await visitor.getByRole('button', { name: 'Check bundle' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Intact' })).toHaveText(/Intact and signed by a trusted key/);
  await expect(visitor.getByText('decisions.json').first()).toBeVisible();
});
