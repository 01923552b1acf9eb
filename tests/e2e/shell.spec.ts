import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { routing } from '../../i18n/routing';
import { localizedPath } from '../../lib/site/locale-path';

test.describe('language', () => {
  test('html lang follows the locale in the URL', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/it');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });

  test('the language menu keeps the current page and the choice is remembered', async ({ page }) => {
    // Plain links in a disclosure (components/layout/language-menu.tsx): no browser code involved.
    const header = page.getByRole('banner');
    await page.goto('/how-it-works');
    await header.locator('summary:visible', { hasText: 'Language' }).click();
    await header.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/de\/how-it-works$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    // The unprefixed URL now redirects to the stored choice.
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);

    // Back to English: the unprefixed page (not the stored German one), and remembered as well.
    await page.goto('/de/pricing');
    await header.locator('summary:visible', { hasText: 'Sprache' }).click();
    await header.getByRole('list', { name: 'Sprache' }).getByRole('link', { name: 'English' }).filter({ visible: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).pathname).toBe('/pricing');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('a first visit follows Accept-Language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR', extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await context.close();
  });

  test('translated home pages say their translation awaits review; English does not', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('note')).toHaveCount(0);
    await page.goto('/es');
    await expect(page.getByRole('note')).toContainText('pendiente de revisión');
  });
});

test.describe('cookie banner', () => {
  test('Accept All hides the banner and stores every category', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies on Partsmith' });
    await expect(banner).toBeVisible();
    for (const name of ['Cookie Settings', 'Reject All', 'Accept All']) {
      const box = await banner.getByRole('button', { name }).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('partsmith.cookie-consent') ?? 'null'));
    expect(stored).toMatchObject({ necessary: true, functional: true, analytics: true, marketing: true });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookies on Partsmith' })).toBeHidden();
  });

  test('Reject All keeps only necessary cookies', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Reject All' }).click();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('partsmith.cookie-consent') ?? 'null'));
    expect(stored).toMatchObject({ necessary: true, functional: false, analytics: false, marketing: false });
  });

  test('settings can be changed with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Cookie Settings' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Functional' })).toBeFocused();
    await page.keyboard.press('Tab'); // → Analytics
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Save Preferences' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('partsmith.cookie-consent') ?? 'null'));
    expect(stored).toMatchObject({ functional: true, analytics: true, marketing: false });
  });

  test('the banner is translated, and links to the cookie policy in the same language', async ({ page }) => {
    for (const locale of routing.locales) {
      const cookies = (JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { cookies: Record<string, string> }).cookies;
      await page.goto(localizedPath(locale, '/pricing'));
      const banner = page.getByRole('region', { name: cookies.bannerTitle });
      await expect(banner.getByRole('button', { name: cookies.acceptAll })).toBeVisible();
      await expect(banner.getByRole('link', { name: cookies.learnMore })).toHaveAttribute('href', localizedPath(locale, '/cookies'));
    }
  });

  test('the same banner and script run an App Router page after React hydrates it, and the Cookies page reopens the settings', async ({ page }) => {
    // /preview stays in the App Router (an upload island); the banner there is the same markup and script (decision 0023).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/preview', { waitUntil: 'load' });
    await page.getByRole('region', { name: 'Cookies on Partsmith' }).getByRole('button', { name: 'Cookie Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog.getByRole('switch', { name: 'Functional' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('region', { name: 'Cookies on Partsmith' }).getByRole('button', { name: 'Accept All' }).click();
    await expect(page.getByRole('region', { name: 'Cookies on Partsmith' })).toBeHidden();
    // The page React rendered is still there after the banner's script ran.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);

    await page.goto('/cookies');
    await expect(page.getByRole('region', { name: 'Cookies on Partsmith' })).toBeHidden();
    await page.getByRole('main').getByRole('button', { name: 'Cookie Settings' }).click();
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).toBeChecked();
  });
});

test.describe('security headers', () => {
  test('every page, known or not, carries a nonce CSP without unsafe-inline scripts, HSTS and nosniff', async ({ request }) => {
    for (const path of ['/', '/de/pricing', '/verify', '/no-such-page', '/x.php', '/.env', '/de/wp-login.php']) {
      const response = await request.get(path);
      const headers = response.headers();
      const scriptSrc = /script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
      expect(scriptSrc, path).toMatch(/'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      expect(headers['content-security-policy'], path).toContain(`frame-ancestors 'none'`);
      expect(headers['content-security-policy'], path).not.toContain('unsafe-eval');
      expect(headers['strict-transport-security'], path).toContain('max-age=');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBeTruthy();
    }
  });

  test('the nonce on a page is fresh per response and stamped on its scripts', async ({ request }) => {
    const nonceOf = async () => {
      const response = await request.get('/verify');
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      const html = await response.text();
      return { nonce, html };
    };
    const first = await nonceOf();
    const second = await nonceOf();
    expect(first.nonce).toBeTruthy();
    expect(first.nonce).not.toBe(second.nonce);
    const inlineScripts = [...first.html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attrs] of inlineScripts) expect(attrs).toContain(`nonce="${first.nonce}"`);
  });

  test('answers that are not pages carry the headers and a policy that runs nothing', async ({ request }) => {
    for (const path of ['/api/v1/openapi.json', '/robots.txt', '/api/no-such-route']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy'], path).toContain(`default-src 'none'`);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['strict-transport-security'], path).toContain('max-age=');
    }
  });
});

test.describe('not found', () => {
  test('an unknown page gets the localized 404 with a way home', async ({ page }) => {
    const response = await page.goto('/fr/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page.getByRole('link', { name: 'Aller à l’accueil' })).toBeVisible();
  });
});

test.describe('seo files', () => {
  test('the favicon is served, so no page logs a 404 for it', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    expect((await response.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });

  test('robots.txt and sitemap.xml list the public pages in every locale', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap:');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/de/how-it-works');
    expect(sitemap).toContain('hreflang="it"');
  });

  test('pages declare hreflang alternates', async ({ page }) => {
    await page.goto('/standards');
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/standards$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/standards$/);
  });
});
