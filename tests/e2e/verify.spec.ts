import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/evidence');
const TEST_KEY = readFileSync(path.join(fixtures, 'test-only-trusted-key.pub.pem'), 'utf8');

async function check(page: Page, bundle: string, trustPem?: string) {
  await page.goto('/verify');
  await page.locator('input[type="file"]').setInputFiles(path.join(fixtures, bundle));
  if (trustPem) await page.getByLabel(/Also trust this public key/).fill(trustPem);
  await page.getByRole('button', { name: 'Check bundle' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const consent = { necessary: true, functional: false, analytics: false, marketing: false, date: new Date().toISOString() };
    window.localStorage.setItem('partsmith.cookie-consent', JSON.stringify(consent));
  });
});

test('an intact bundle signed by a key the visitor trusts verifies, file by file', async ({ page }) => {
  await check(page, 'good.zip', TEST_KEY);
  await expect(page.getByRole('status').filter({ hasText: 'Intact' })).toHaveText(/Intact and signed by a trusted key/);
  await expect(page.locator('tr[data-status="ok"]').first()).toBeVisible();
  await expect(page.locator('tr[data-status]:not([data-status="ok"])')).toHaveCount(0);
  await expect(page.getByText('Trusted signer')).toBeVisible();
});

test('the key inside a bundle proves nothing: without trusting it, the same bundle fails', async ({ page }) => {
  await check(page, 'good.zip');
  await expect(page.getByRole('heading', { name: 'This bundle does not verify' })).toBeVisible();
  await expect(page.getByText('SIGNER_UNTRUSTED')).toBeVisible();
});

test('one flipped byte in the ACES file is shown plainly', async ({ page }) => {
  await check(page, 'tampered-flipped-aces-xml.zip', TEST_KEY);
  await expect(page.getByRole('heading', { name: 'This bundle does not verify' })).toBeVisible();
  const row = page.locator('tr[data-status="mismatch"]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('aces.xml');
  await expect(row).toContainText('changed');
});

test('a missing file and a re-signed bundle are named', async ({ page }) => {
  await check(page, 'tampered-missing.zip', TEST_KEY);
  await expect(page.locator('tr[data-status="missing"]')).toHaveCount(1);
  await check(page, 'tampered-resigned-untrusted.zip', TEST_KEY);
  await expect(page.getByText('SIGNER_UNTRUSTED')).toBeVisible();
});

test('something that is not a zip gets a clear answer, not a crash', async ({ page }) => {
  await check(page, 'not-a-zip.zip', TEST_KEY);
  await expect(page.getByRole('heading', { name: 'This bundle does not verify' })).toBeVisible();
  await expect(page.getByText('BUNDLE_UNREADABLE')).toBeVisible();
});
