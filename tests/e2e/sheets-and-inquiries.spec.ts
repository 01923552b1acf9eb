import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { createUser, uniqueEmail } from './cli';
import { acceptCookies, activeUser, signIn } from './workspace';

const CLEAN = path.resolve(import.meta.dirname, '../fixtures/ingest/en-brakes-clean.csv');

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/** A workbook whose first sheet is notes and whose second is the catalog: the default reads the wrong one. */
async function notesThenCatalog(): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const notes = wb.addWorksheet('Notes');
  notes.addRows([
    ['Topic', 'Note'],
    ['Prices', 'List prices are in USD'],
  ]);
  const catalog = wb.addWorksheet('Catalog');
  for (const line of readFileSync(CLEAN, 'utf8').trim().split('\n')) {
    catalog.addRow(line.match(/("[^"]*"|[^,]*)(,|$)/g)!.slice(0, -1).map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, '')));
  }
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'partsmith-e2e-sheets-')), 'notes-then-catalog.xlsx');
  writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()));
  return file;
}

test('a multi-sheet workbook is converted from the sheet picked in the browser', async ({ page }) => {
  test.setTimeout(180_000);
  const file = await notesThenCatalog();
  await signIn(page, activeUser('sheets'));
  await page.goto('/catalogs/new');
  await page.getByLabel('Choose files').setInputFiles(file);
  const card = page.getByTestId('received-file');
  const picker = card.getByLabel('Sheet to convert');
  await expect(picker).toBeVisible({ timeout: 30_000 });
  await expect(picker.locator('option').first()).toHaveText('Automatic: “Notes”, the first sheet with data');
  await expect(picker.locator('option', { hasText: 'Catalog' })).toHaveText('Catalog (20 data rows)');

  await picker.selectOption('Catalog');
  await page.getByLabel('Brand code (BrandAAIAID)').fill('BKMN');
  await page.getByRole('button', { name: 'Start converting' }).click();
  await expect(page).toHaveURL(/\/catalogs\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByTestId('conversion-progress').getByText('Finished')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('count-rows')).toHaveText('20');
});

test('"Request Docs" opens a request form whose submissions a platform administrator lists and marks handled', async ({ page }) => {
  test.setTimeout(120_000);
  const sender = `Docs Reader ${Date.now().toString(36)}`;
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Request Docs' }).click();
  await expect(page).toHaveURL(/\/request-docs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request documents');
  await page.getByLabel('Name').fill(sender);
  await page.getByLabel('Work email').fill('docs.reader@example.com');
  await page.getByLabel('Company').fill('Reader Brakes');
  await page.getByLabel('Documents').selectOption('dpa');
  await page.getByRole('button', { name: 'Request documents' }).click();
  await expect(page.getByText('Thank you — we have your request.')).toBeVisible({ timeout: 30_000 });

  // Someone without administration is sent away from the inbox.
  await signIn(page, activeUser('not-admin'));
  await page.goto('/admin/inquiries');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().clearCookies();

  const admin = uniqueEmail('inbox-admin');
  createUser(admin, { status: 'active', admin: true });
  await signIn(page, admin);
  await page.goto('/admin/accounts');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Inquiries' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
  const row = page.getByTestId('inquiry-row').filter({ hasText: sender });
  await expect(row).toContainText('Docs request');
  await expect(row).toContainText('Asks for: Data processing agreement (DPA)');
  await expect(row.getByTestId('inquiry-status')).toHaveText('New');
  await row.getByRole('button', { name: 'Mark handled' }).click();
  await expect(row.getByTestId('inquiry-status')).toHaveText('Handled');
  await page.reload();
  await expect(page.getByTestId('inquiry-row').filter({ hasText: sender }).getByTestId('inquiry-status')).toHaveText('Handled');
});
