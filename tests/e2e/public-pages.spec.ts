import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { routing } from '../../i18n/routing';
import { localizedPath } from '../../lib/site/locale-path';
import { PUBLIC_PAGES } from '../../lib/site/routes';

const site = Object.fromEntries(
  routing.locales.map((l) => [
    l,
    JSON.parse(readFileSync(new URL(`../../messages/site/${l}.json`, import.meta.url), 'utf8')) as Record<
      string,
      { title: string; metaTitle: string; metaDescription: string }
    >,
  ]),
);

// One browser page per locale walks every public page (a step each): a fresh context per page
// cost the suite ~75 contexts for 75 quick checks.
for (const locale of routing.locales) {
  test(`public pages in ${locale} answer 200 with their heading`, async ({ page: browserPage }) => {
    test.setTimeout(30_000 + PUBLIC_PAGES.length * 10_000);
    for (const page of PUBLIC_PAGES) {
      const url = localizedPath(locale, page.path);
      await test.step(url, async () => {
        // The checks below read the server's HTML: no need to wait for the scripts (the load event).
        const response = await browserPage.goto(url, { waitUntil: 'domcontentloaded' });
        expect(response?.status(), url).toBe(200);
        await expect(browserPage.locator('html')).toHaveAttribute('lang', locale);
        await expect(browserPage.getByRole('heading', { level: 1 })).toHaveText(site[locale]![page.key]!.title);
        await expect(browserPage.getByRole('navigation').first()).toBeVisible();
        await expect(browserPage.getByRole('contentinfo')).toBeVisible();
      });
    }
  });
}

test('the header has the spec’s navigation and the footer its links and year', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'How It Works', 'Standards', 'Partners', 'Preview', 'Blog', 'Contact']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Schedule a call' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const name of ['How It Works', 'Standards', 'Partners', 'Pricing', 'About', 'Blog', 'Contact', 'Request Docs', 'Privacy', 'Terms', 'Cookies', 'DMCA', 'DPA']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(footer).toContainText('2025');
});

for (const javaScriptEnabled of [true, false]) {
  test(`the menu works on a phone${javaScriptEnabled ? '' : ', without JavaScript'}`, async ({ browser }) => {
    // A disclosure of plain links (components/layout/mobile-menu.tsx): the same with or without scripts.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/');
    const toggle = page.locator('summary[aria-controls="mobile-menu"]');
    await expect(toggle).toHaveAccessibleName('Open menu');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Close menu');
    await page.locator('#mobile-menu').getByRole('link', { name: 'Standards' }).click();
    await expect(page).toHaveURL(/\/standards$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();

    // Its language menu: the same page in German.
    await toggle.click();
    await page.locator('#mobile-menu summary', { hasText: 'Language' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/standards$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await context.close();
  });
}

/**
 * The content pages the Pages Router renders (decision 0023) ship no framework JavaScript: the only
 * scripts in their HTML are our two inline ones (the consent first-paint mark and the consent
 * script), each with the response's nonce, and the browser fetches no script at all.
 */
const titleTemplate = Object.fromEntries(
  routing.locales.map((l) => [
    l,
    (JSON.parse(readFileSync(new URL(`../../messages/${l}.json`, import.meta.url), 'utf8')) as { metadata: { titleTemplate: string } }).metadata
      .titleTemplate,
  ]),
);
const CONTENT_PAGES = ['/', '/how-it-works', '/pricing', '/about', '/standards', '/docs', '/blog', '/partners', '/privacy', '/terms', '/cookies', '/dpa', '/dmca'];

/**
 * Walks `paths` on one browser page and checks what every page without framework JavaScript holds:
 * 200 at its own path, only inline scripts, each with the response's nonce (the consent first-paint
 * mark and the consent script, then the page's own when `ownScript`), no `__NEXT_DATA__`, and no
 * script fetched at all; then the page's own checks.
 */
async function walkHtmlOnlyPages(
  page: Page,
  paths: readonly string[],
  ownScript: boolean,
  check: (path: string, scripts: { text: string }[]) => Promise<void>,
): Promise<void> {
  const fetchedScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetchedScripts.push(request.url());
  });
  for (const path of paths) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname, path).toBe(path);
      const nonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce, path).toBeTruthy();
      const scripts = await page.locator('script').evaluateAll((all) =>
        all.map((s) => ({ src: s.getAttribute('src'), nonce: (s as HTMLScriptElement).nonce, text: s.textContent ?? '' })),
      );
      expect(scripts.map((s) => s.src), path).toEqual(ownScript ? [null, null, null] : [null, null]);
      expect(scripts.every((s) => s.nonce === nonce), path).toBe(true);
      expect(scripts[0]!.text, path).toContain('partsmith.cookie-consent');
      expect(await page.locator('#__NEXT_DATA__').count(), path).toBe(0);
      await check(path, scripts);
    });
  }
  expect(fetchedScripts).toEqual([]);
}

/** The page's locale and its path without the locale. */
function splitPath(path: string): { locale: string; plain: string } {
  return path.startsWith('/de') ? { locale: 'de', plain: path.slice(3) || '/' } : { locale: 'en', plain: path };
}

function copyOf(path: string) {
  const { locale, plain } = splitPath(path);
  return { locale, copy: site[locale]![PUBLIC_PAGES.find((p) => p.path === plain)!.key]! };
}

test('content pages ship no script except our inline consent scripts', async ({ page }) => {
  test.setTimeout(30_000 + CONTENT_PAGES.length * 2 * 5_000);
  // English first: a German page stores the language (NEXT_LOCALE), which would send `/pricing` on to `/de/pricing`.
  await walkHtmlOnlyPages(page, [...CONTENT_PAGES, ...CONTENT_PAGES.map((p) => localizedPath('de', p))], false, async (path, scripts) => {
    expect(scripts[1]!.text, path).toContain('data-cookie-banner');
    await expect(page.locator('link[rel="stylesheet"]').first()).toHaveAttribute('href', /\.css$/);
    // The head the App Router's metadata wrote: title through the site's template, description, canonical.
    const { locale, copy } = copyOf(path);
    await expect(page).toHaveTitle(titleTemplate[locale]!.replace('%s', copy.metaTitle));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', copy.metaDescription);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, page.url()).href);
  });
});

/**
 * The sign-in, sign-up and password pages are Pages Router pages without framework JavaScript too
 * (decision 0024): besides the consent scripts, only their own small inline script (the pending label,
 * forgetting the error-reporting user record), all with the response's nonce; no script is fetched,
 * and they stay out of search results.
 */
const AUTH_PAGES = ['/login', '/auth/signin', '/auth/signup', '/auth/forgot-password', '/auth/reset-password', '/de/login', '/de/auth/signup'];

test('sign-in, sign-up and password pages ship no script except our inline ones', async ({ page }) => {
  await walkHtmlOnlyPages(page, AUTH_PAGES, true, async (path, scripts) => {
    expect(scripts[1]!.text, path).toContain('data-pending-label');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const action = /^\/auth\/(sign-in|sign-up|send-reset-link|set-password)$/;
    await expect(page.locator('form[method="post"]')).toHaveAttribute('action', path.startsWith('/de') ? new RegExp(`^/de${action.source.slice(1)}`) : action);
  });
});

/**
 * The contact, request-docs and schedule-a-call pages too (decision 0025): besides the consent
 * scripts, only the form pages' small inline script (pending label, the call form's local calendar and
 * zone), all with the response's nonce; no script is fetched; their forms post to route handlers.
 */
const INQUIRY_PAGES = ['/contact', '/request-docs', '/schedule-a-call', '/de/contact', '/de/request-docs', '/de/schedule-a-call'];

test('contact, request-docs and schedule-a-call ship no script except our inline ones', async ({ page }) => {
  await walkHtmlOnlyPages(page, INQUIRY_PAGES, true, async (path, scripts) => {
    expect(scripts[1]!.text, path).toContain('data-pending-label');
    const { locale, copy } = copyOf(path);
    await expect(page).toHaveTitle(titleTemplate[locale]!.replace('%s', copy.metaTitle));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, page.url()).href);
    await expect(page.locator('form[method="post"]')).toHaveAttribute('action', `${path}/send`);
  });
});
