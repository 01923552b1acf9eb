import { expect, test } from '@playwright/test';
import { E2E_BAD_CONFIG_URL } from '../../playwright.config';

test('a broken Supabase configuration shows the Configuration Error screen, not a silent fallback', async ({ page }) => {
  await page.goto(`${E2E_BAD_CONFIG_URL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuration Error');
  const alert = page.getByRole('alert').filter({ hasText: 'Configuration Error' });
  await expect(alert).toContainText('Unable to load application configuration.');
  await expect(alert).toContainText('NEXT_PUBLIC_SUPABASE_URL must be a valid HTTPS URL');
  await expect(alert).toContainText('Set NEXT_PUBLIC_SUPABASE_URL in the server');
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();

  await alert.getByText('Debug information').click();
  await expect(alert.locator('pre')).toContainText('"variable": "NEXT_PUBLIC_SUPABASE_URL"');
});

test('the Configuration Error screen speaks the visitor’s language', async ({ page }) => {
  await page.goto(`${E2E_BAD_CONFIG_URL}/de/pricing`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konfigurationsfehler');
});

test('nothing covers the Retry button, on a phone-sized window too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 560 });
  await page.goto(`${E2E_BAD_CONFIG_URL}/pricing`);
  // No cookie banner over the screen: no site runs that could set a cookie to consent to.
  await expect(page.locator('[data-cookie-banner]')).toHaveCount(0);
  const retry = page.getByRole('button', { name: 'Retry' });
  await retry.scrollIntoViewIfNeeded();
  // A plain click: Playwright refuses it when another element would receive it.
  const reloaded = page.waitForEvent('load');
  await retry.click({ timeout: 5_000 });
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuration Error');
});
