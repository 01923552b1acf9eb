import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { routing, type Locale } from '../../i18n/routing';
import { localizedPath } from '../../lib/site/locale-path';
import { convertedCatalog } from './review-fixture';
import { acceptCookies, activeUser, signIn } from './workspace';

/**
 * Issue 16, "Layout": every page holds at 1280 px in every language and at 390 px on a phone — no
 * sideways scrolling, nothing in a header or navigation cut off, no label spilling out of its box.
 * Measured, not compared with stored pictures; each page's screenshot is attached for a human to look at.
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// The phone width for the languages that run longest, measured on the message files: French has the
// most text (133k characters against German's 131k and English's 109k), German the longest words
// (644 of 14 letters or more, French 127).
const PHONE_LOCALES: readonly Locale[] = ['de', 'fr'];

type Account = { storageState: Awaited<ReturnType<BrowserContext['storageState']>>; conversionId: string };

// One account and one finished conversion per worker, signed in once; every test opens pages with its cookies.
const test = base.extend<object, { account: Account }>({
  account: [
    async ({ browser }, use) => {
      const email = activeUser('layout');
      const { conversionId } = convertedCatalog(email);
      const context = await browser.newContext();
      await signIn(await context.newPage(), email);
      await use({ storageState: await context.storageState(), conversionId });
      await context.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

test.describe.configure({ timeout: 120_000 });

/** What overflows on the page as it is now: page width, header/nav parts out of view, text out of its box. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const testId = el.getAttribute('data-testid');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${testId ? ` data-testid=${testId}` : ''}${el.id ? ` #${el.id}` : ''}> "${text}"`;
    };
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      // checkVisibility: not hidden, and not in a closed <details> (which Chromium still lays out).
      // sr-only text is a 1 px clipped box; it is meant to be out of sight.
      return box.width > 1 && box.height > 1 && el.checkVisibility({ visibilityProperty: true }) && getComputedStyle(el).clip === 'auto';
    };
    const width = window.innerWidth;
    /** The nearest box around `el` that scrolls or clips what overflows it (null: only the window does). */
    const frameOf = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return up;
      }
      return null;
    };

    // The outermost elements reaching past the right edge, outside any scrolling box (or escaping it,
    // as an absolutely placed sr-only label does from a box that is not positioned): where a sideways
    // scroll of the page comes from.
    const beyond = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
    const widest = [...document.body.querySelectorAll('*')]
      .filter((el) => visible(el) && beyond(el) && !(el.parentElement && beyond(el.parentElement)) && (!frameOf(el) || getComputedStyle(el).position === 'absolute'))
      .slice(0, 5)
      .map((el) => `${describe(el)} right=${Math.round(el.getBoundingClientRect().right)}`);

    // Anything in a header or navigation must be in full view: not past the window's edges and not
    // cut by a scrolling or clipping box around it (a phone user would not know it is there).
    const cut = (el: Element) => {
      const box = el.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5) return true;
      for (let frame = frameOf(el); frame; frame = frameOf(frame)) {
        const edges = frame.getBoundingClientRect();
        if (box.left < edges.left - 0.5 || box.right > edges.right + 0.5) return true;
      }
      return false;
    };
    const clipped = [...document.querySelectorAll('header *, nav *')]
      .filter((el) => visible(el) && cut(el) && !(el.parentElement && visible(el.parentElement) && cut(el.parentElement)))
      .map((el) => `${describe(el)} ${Math.round(el.getBoundingClientRect().left)}–${Math.round(el.getBoundingClientRect().right)}`);

    // On a wide screen a table fits its box; only on a phone may it scroll inside it.
    const tables = [...document.querySelectorAll('main table')]
      .filter((table) => visible(table) && frameOf(table) && table.getBoundingClientRect().width > frameOf(table)!.clientWidth + 1)
      .map((table) => `${describe(table)} ${Math.round(table.getBoundingClientRect().width)} in ${frameOf(table)!.clientWidth}`);

    // Words wider than the box they are in (a long German compound in a narrow tile).
    const spilled = [...document.body.querySelectorAll('h1, h2, h3, h4, p, li, dt, dd, th, td, label, button, a')]
      .filter((el) => {
        if (!visible(el) || getComputedStyle(el).display.startsWith('inline')) return false;
        return getComputedStyle(el).overflowX === 'visible' && el.scrollWidth > el.clientWidth + 1;
      })
      .slice(0, 10)
      .map((el) => `${describe(el)} ${el.scrollWidth} in ${el.clientWidth}`);

    return { scrollWidth: document.documentElement.scrollWidth, width, widest, clipped, tables, spilled };
  });
}

/** Checks the page at the viewport it has, and attaches what it looked like. */
async function checkLayout(page: Page, name: string): Promise<void> {
  const size = page.viewportSize()!;
  const label = `${name} at ${size.width}`;
  const found = await measure(page);
  expect.soft(found.scrollWidth, `${label}: the page scrolls sideways; widest: ${found.widest.join('; ')}`).toBeLessThanOrEqual(found.width);
  expect.soft(found.clipped, `${label}: header or navigation cut off`).toEqual([]);
  expect.soft(found.spilled, `${label}: text wider than its box`).toEqual([]);
  if (size.width >= DESKTOP.width) expect.soft(found.tables, `${label}: tables that need scrolling on a wide screen`).toEqual([]);
  // The whole page on a phone, where problems hide further down; the first screen on a wide one
  // (a full-page picture of every page in five languages costs more time than the checks themselves).
  // Pictures for the longest locales only: the others are measured, which is what fails a test.
  if (!PHONE_LOCALES.some((l) => name.startsWith(`${l}/`))) return;
  const screenshot = await page.screenshot({ fullPage: size.width < DESKTOP.width, type: 'jpeg', quality: 50 });
  await test.info().attach(`${name.replaceAll('/', '_')}-${size.width}.jpeg`, { body: screenshot, contentType: 'image/jpeg' });
}

async function newPage(browser: Browser, storageState?: Account['storageState']): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, ...(storageState ? { storageState } : {}) });
  const page = await context.newPage();
  await acceptCookies(page);
  return page;
}

/** Opens the page and checks it at each width (a resize re-lays it out; no second load needed). */
async function visit(page: Page, locale: Locale, path: string, prepare?: (page: Page) => Promise<void>): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.goto(localizedPath(locale, path));
  // The page itself, not a sign-in redirect or an error screen in its place.
  expect(new URL(page.url()).pathname).toBe(localizedPath(locale, path));
  await prepare?.(page);
  const name = `${locale}${path === '/' ? '/home' : path.replace(/[0-9a-f-]{36}/, 'id')}`;
  await checkLayout(page, name);
  if (PHONE_LOCALES.includes(locale)) {
    await page.setViewportSize(PHONE);
    await checkLayout(page, name);
  }
}

/** The preview with a converted sample on screen (the messy one: every kind of row and finding). */
async function convertSample(page: Page): Promise<void> {
  const sample = page.locator('[data-sample="mixed-messy"]');
  await expect(sample).toBeEnabled();
  await sample.click();
  await expect(page.getByTestId('preview-timing')).toBeVisible({ timeout: 30_000 });
}

/*
 * The longest locales (PHONE_LOCALES) walk every page at both widths; the others walk the pages
 * whose width their words decide (headers, navigation, tables of a conversion) at 1280 only, which
 * keeps the spec's time in the suite's budget.
 */
for (const locale of routing.locales) {
  const full = PHONE_LOCALES.includes(locale);
  const widths = full ? '1280 and 390 px' : '1280 px';
  test(`${locale}: public and signed-in pages fit ${widths}`, async ({ browser, account }) => {
    const visitor = await newPage(browser);
    for (const path of full ? ['/', '/pricing', '/contact', '/login'] : ['/', '/login']) await visit(visitor, locale, path);
    if (full) {
      // On a phone the header's links live in its menu: open, it must fit as well.
      await visitor.locator('summary[aria-controls="mobile-menu"]').click();
      await expect(visitor.locator('#mobile-menu')).toBeVisible();
      await checkLayout(visitor, `${locale}/login-menu`);
    }
    if (full) {
      await visit(visitor, locale, '/preview', convertSample);
      await visit(visitor, locale, '/preview/dashboard');
    }
    await visitor.context().close();

    const user = await newPage(browser, account.storageState);
    const conversion = `/catalogs/${account.conversionId}`;
    const signedIn = full ? ['/dashboard', '/catalogs', conversion, `${conversion}/review`, '/exports', '/settings'] : ['/dashboard', conversion, '/settings'];
    for (const path of signedIn) await visit(user, locale, path);
    await user.context().close();
  });
}
