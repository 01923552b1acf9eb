import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { UNTRANSLATED_CODES } from '../unit/catalog/messages/untranslated-codes';
import { GOOD_PASSWORD, partsmith, uniqueEmail } from './cli';
import { englishFragments, fragmentsOf, rawIds, squeeze } from './english-fragments';
import { acceptCookies } from './workspace';

/**
 * Issue 16, "Done when": a German user sees no English from the engine on the main path, on screen or
 * in their mail. One account signs up at /de/auth/signup, is approved (`partsmith users approve`),
 * signs in at /de/login, makes its own address the workspace's notification address, uploads the
 * messy sample (mapping notes, assumed settings, findings, held rows), waits for the conversion and
 * reads its page, the review (by value and row by row), the export's progress, confirmation and
 * published page, the report.html the conversion page links to (rendered in the reader's language)
 * and /verify with the export's evidence bundle, its conversion context included. Every page's
 * visible text (and its tooltips and accessible labels) is searched for English fragments of the
 * engine's catalogue and for raw text ids (a text the catalogue lacks); so is every e-mail the
 * account was sent on the way (confirmation, approval, the conversion's and the export's notices,
 * read from the embedded backend's outbox), also for English fragments of the app's own mail texts.
 * Everything found is listed at once, with the page or mail it was in.
 */
test.describe.configure({ timeout: 240_000 });

const ROOT = path.resolve(import.meta.dirname, '../..');
const MESSY = path.join(ROOT, 'samples/preview/mixed-messy-export.csv');
const CONVERSION = /\/de\/catalogs\/([0-9a-f-]{36})$/;

/**
 * English fragments the walk still meets, each with why it is not fixed yet. The list only shrinks:
 * take a fragment off when its text is translated (the walk then holds the page to it).
 */
const KNOWN_GAPS: readonly { fragment: string; why: string }[] = [];

/** The app's own message `key` in `file` (messages/…/<locale>.json), as written. */
function message(file: string, key: string, locale = 'de'): unknown {
  let node: unknown = JSON.parse(readFileSync(path.join(ROOT, 'messages', file, `${locale}.json`), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

/** The German label of the app's own message `key` in `file` (messages/…/de.json), `{name}`s filled in. */
function de(file: string, key: string, values: Record<string, string> = {}): string {
  const node = message(file, key);
  if (typeof node !== 'string') throw new Error(`no German text ${file}:${key}`);
  return node.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** Each string under `key` in messages/<locale>.json, by its dotted id. */
function stringsUnder(key: string, locale: string, node: unknown = message('.', key, locale), at = key): [string, string][] {
  if (typeof node === 'string') return [[at, node]];
  return Object.entries((node ?? {}) as Record<string, unknown>).flatMap(([k, v]) => stringsUnder(key, locale, v, `${at}.${k}`));
}

/** The app's own mail texts (account mails, job notices), which a German reader's mail must not show in English. */
function mailFragments(): Map<string, string> {
  const german = new Map(['auth.mail', 'notices'].flatMap((key) => stringsUnder(key, 'de')));
  const english = ['auth.mail', 'notices'].flatMap((key) => stringsUnder(key, 'en'));
  return fragmentsOf(english.map(([id, en]): [string, string, string] => [id, en, german.get(id) ?? '']));
}

type Mail = { to: string; subject: string; text: string; link?: string; kind: string; createdAt: string };

/** The mails the embedded backend wrote for `to` (its outbox, which /dev/mailbox shows in development), oldest first. */
function mailsTo(to: string): Mail[] {
  const outbox = path.join(process.env.PARTSMITH_E2E_DATA_DIR!, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return names.map((n) => JSON.parse(readFileSync(path.join(outbox, n), 'utf8')) as Mail).filter((m) => m.to === to);
}

/** A German subject of the app's mail `key` as a pattern, its values matched loosely. */
function germanSubject(key: string): RegExp {
  const text = de('.', `${key}.subject`);
  return new RegExp(`^${text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
}

/**
 * What a reader sees of the page: its text with every <details> opened, plus tooltips and accessible
 * labels. `verbatim` names elements that show a signed record as it was signed, left out of the check.
 */
async function visibleText(page: Page, verbatim?: string): Promise<string> {
  return page.evaluate((skip) => {
    for (const details of document.querySelectorAll('details')) details.open = true;
    const hidden = skip ? [...document.querySelectorAll<HTMLElement>(skip)] : [];
    for (const el of hidden) el.style.display = 'none';
    const labels = [...document.querySelectorAll('[title], [aria-label], [placeholder]')]
      .filter((el) => !hidden.some((h) => h.contains(el)))
      .flatMap((el) => ['title', 'aria-label', 'placeholder'].map((name) => el.getAttribute(name) ?? '').filter(Boolean));
    const text = [document.body.innerText, ...labels].join('\n');
    for (const el of hidden) el.style.display = '';
    return text;
  }, verbatim ?? null);
}

test('a German user walks the main path and reads no English from the engine', async ({ browser }) => {
  const fragments = englishFragments();
  const known = new Set(KNOWN_GAPS.map((gap) => gap.fragment));
  const found: string[] = [];
  const untranslatedSeen = new Set<string>();
  const check = (where: string, raw: string) => {
    const text = squeeze(raw);
    for (const [fragment, id] of fragments) {
      if (text.includes(fragment) && !known.has(fragment)) found.push(`${where}: “${fragment}” (${id})`);
    }
    for (const id of new Set(rawIds(text))) found.push(`${where}: raw text id ${id}`);
    for (const code of UNTRANSLATED_CODES) if (new RegExp(`\\b${code}\\b`).test(text)) untranslatedSeen.add(`${code} (${where})`);
  };
  const look = async (page: Page, where: string, verbatim?: string) => check(where, await visibleText(page, verbatim));

  const email = uniqueEmail('walk-de');
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await acceptCookies(page);

  // Sign up on the German sign-up page (the account's mails are then German), and be approved.
  await page.goto('/de/auth/signup');
  await page.getByLabel(de('.', 'auth.fields.email')).fill(email);
  await page.getByLabel(de('.', 'auth.fields.username')).fill(`walk_${Date.now().toString(36)}`);
  await page.getByLabel(de('.', 'auth.fields.password')).fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: de('.', 'auth.signUp.submit') }).click();
  await expect(page).toHaveURL(/\/de\/auth\/pending-review$/);
  await look(page, 'pending review');
  // The confirmation link from the mail lands on the German sign-in page with its toast.
  await expect.poll(() => mailsTo(email).find((m) => m.kind === 'confirm')?.link ?? '', { timeout: 15_000 }).not.toBe('');
  const confirmLink = new URL(mailsTo(email).find((m) => m.kind === 'confirm')!.link!);
  await page.goto(confirmLink.pathname + confirmLink.search);
  await expect(page).toHaveURL(/\/de\/login\?confirmed=signup$/);
  await look(page, 'sign-in after confirming the e-mail');
  expect(partsmith(['users', 'approve', email])).toContain(`Approval mail sent to ${email} (de).`);

  // Sign in on the German sign-in page; the product then stays in German.
  await page.goto('/de/login');
  await page.getByLabel(de('.', 'auth.fields.email')).fill(email);
  await page.getByLabel(de('.', 'auth.fields.password')).fill(GOOD_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: de('.', 'auth.signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/de\/dashboard$/);
  await look(page, 'dashboard');

  // The workspace's notices go to this account's own address.
  await page.goto('/de/settings/retention');
  const settings = page.getByRole('main');
  await settings.getByLabel(de('areas/settings', 'retention.notificationEmail')).fill(email);
  await settings.getByRole('button', { name: de('areas/settings', 'save'), exact: true }).click();
  await expect(settings.getByRole('status')).toBeVisible();
  await look(page, 'retention settings');

  // Upload the messy sample and convert it.
  await page.goto('/de/catalogs/new');
  await page.getByLabel(de('areas/catalogs', 'upload.chooseMany')).setInputFiles(MESSY);
  await expect(page.getByRole('progressbar', { name: de('areas/catalogs', 'upload.progressLabel', { file: 'mixed-messy-export.csv' }) })).toHaveAttribute(
    'aria-valuenow',
    '100',
    { timeout: 30_000 },
  );
  await page.getByLabel(de('areas/catalogs', 'form.brand')).fill('BKMN');
  await look(page, 'upload');
  await page.getByRole('button', { name: de('areas/catalogs', 'form.start') }).click();
  await expect(page).toHaveURL(CONVERSION, { timeout: 30_000 });
  const conversionId = CONVERSION.exec(page.url())![1]!;
  await expect(page.getByTestId('conversion-progress').getByText(de('areas/catalogs', 'status.succeeded'), { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('count-rows')).toBeVisible();
  await expect(page.locator('#mapping-heading')).toBeVisible();
  await expect(page.locator('#findings-heading')).toBeVisible();
  await look(page, 'conversion page');

  // report.html as the conversion page links it (in the page's language).
  const reportHref = await page.locator('a[href*="/files/report.html"]').getAttribute('href');
  expect(reportHref).toContain('locale=de');
  const report = await context.request.get(reportHref!);
  expect(report.ok()).toBe(true);
  const reader = await context.newPage();
  await reader.setContent(await report.text());
  check('report.html', await visibleText(reader));
  await reader.close();

  // The review: by value, then row by row.
  await page.goto(`/de/catalogs/${conversionId}/review`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await look(page, 'review (by value)');
  await page.goto(`/de/catalogs/${conversionId}/review?view=rows`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await look(page, 'review (rows)');

  // Export with rows still open: the export's checks and the confirmation, then the published export.
  await page.goto(`/de/catalogs/${conversionId}`);
  await page.getByRole('form', { name: de('areas/exports', 'start.label') }).getByRole('button', { name: de('areas/exports', 'start.submit') }).click();
  const published = /\/de\/exports\/[0-9a-f-]{36}$/;
  const waiting = page.getByTestId('awaiting-confirmation');
  await expect.poll(async () => published.test(page.url()) || (await waiting.isVisible()), { timeout: 90_000 }).toBe(true);
  const waited = !published.test(page.url());
  if (waited) {
    await look(page, 'export request (awaiting confirmation)');
    await waiting.getByRole('button', { name: de('areas/exports', 'confirm.open') }).click();
    const dialog = page.getByRole('alertdialog', { name: de('areas/exports', 'confirm.title') });
    check('export confirmation dialog', await dialog.innerText());
    await dialog.getByRole('button', { name: de('areas/exports', 'confirm.publish') }).click();
    await expect(page).toHaveURL(published, { timeout: 30_000 });
  }
  const main = page.getByRole('main');
  await expect(main.locator('tr[data-file="evidence.zip"]')).toBeVisible();
  await look(page, 'export page');
  const bundleHref = await main.locator('tr[data-file="evidence.zip"] a[href]').first().getAttribute('href');
  const bundle = await context.request.get(bundleHref!);
  expect(bundle.ok()).toBe(true);

  // /verify with the evidence bundle.
  await page.goto('/de/verify');
  await page.locator('input[type="file"]').setInputFiles({ name: 'evidence.zip', mimeType: 'application/zip', buffer: await bundle.body() });
  await page.getByRole('button', { name: de('.', 'verify.check') }).click();
  await expect(page.getByRole('status').filter({ hasText: de('.', 'verify.intact') })).toBeVisible({ timeout: 30_000 });
  // The conversion context is read in German (its tables); the signed statement beside it is shown as
  // signed, its column notes the run's English record with their text ids (decision 0013: the English
  // copy is what is signed), so that JSON alone is left out of the check.
  await expect(page.getByTestId('conversion-context')).toBeVisible();
  await look(page, 'verify', '[data-signed-statement] pre');
  await context.close();

  // The mails: confirmation and approval, the conversion's notice, the export's (its wait for
  // confirmation when it waited — a confirmed export is published without a further notice), each in
  // German and linking into the German product.
  const expected = ['auth.mail.confirm', 'auth.mail.approved', 'notices.conversionSucceeded', waited ? 'notices.exportWaiting' : 'notices.exportReady'];
  const subjects = new Map(expected.map((key) => [key, germanSubject(key)]));
  let mails: Mail[] = [];
  await expect
    .poll(
      () => {
        mails = mailsTo(email);
        return expected.filter((key) => !mails.some((m) => subjects.get(key)!.test(m.subject)));
      },
      { timeout: 30_000, message: 'German mails not received' },
    )
    .toEqual([]);
  const inMail = mailFragments();
  for (const mail of mails) {
    const where = `e-mail “${mail.subject}”`;
    check(where, `${mail.subject}\n${mail.text}`);
    const text = squeeze(`${mail.subject}\n${mail.text}`);
    for (const [fragment, id] of inMail) if (text.includes(fragment)) found.push(`${where}: “${fragment}” (${id})`);
    if (mail.link && !new URL(mail.link).pathname.startsWith('/de/')) found.push(`${where}: links to ${mail.link}, not the German product`);
  }

  // Codes still without a text show their stored English by design (the list that only shrinks): said, not failed.
  if (untranslatedSeen.size) {
    const description = [...untranslatedSeen].join(', ');
    test.info().annotations.push({ type: 'untranslated codes met (tests/unit/catalog/messages/untranslated-codes.ts)', description });
    console.log(`German walk met untranslated codes: ${description}`);
  }
  expect(found, 'English on German pages and in German mails').toEqual([]);
});
