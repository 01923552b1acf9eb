import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';

/**
 * The contact, request-docs and schedule-a-call pages are plain HTML whose forms post to route
 * handlers (decision 0025): they work in a browser with JavaScript switched off, keep what was typed
 * when sent back, show their thank-you state, and refuse a post from another site.
 */
test.describe.configure({ timeout: 90_000 });

const de = JSON.parse(readFileSync(new URL('../../messages/site/de.json', import.meta.url), 'utf8')) as {
  inquiryForm: Record<string, string> & { errors: Record<string, string> };
};

async function withoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

test('a contact message is sent without JavaScript, and a refusal is shown at its field in the page’s language, keeping what was typed', async ({ browser }) => {
  const page = await withoutJavaScript(browser);
  const f = de.inquiryForm;
  await page.goto('/de/contact');
  await page.getByLabel(f.name!).fill('Anna Keller');
  await page.getByLabel(f.email!).fill('anna@');
  await page.getByRole('textbox', { name: f.message! }).fill('Vierzigtausend Zeilen Bremsteile.');
  await page.getByRole('button', { name: f.sendMessage! }).click();
  await expect(page).toHaveURL(/\/de\/contact\?error=checkFields&invalid=email\.emailInvalid$/);
  await expect(page.getByRole('alert')).toHaveText(f.errors.checkFields!);
  await expect(page.getByLabel(f.email!)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(f.errors.emailInvalid!)).toBeVisible();
  await expect(page.getByLabel(f.name!)).toHaveValue('Anna Keller');
  await expect(page.getByRole('textbox', { name: f.message! })).toHaveValue('Vierzigtausend Zeilen Bremsteile.');
  expect(page.url()).not.toContain('Anna');

  await page.getByLabel(f.email!).fill('anna@brakes.example');
  await page.getByRole('button', { name: f.sendMessage! }).click();
  await expect(page).toHaveURL(/\/de\/contact\?sent=1$/);
  await expect(page.getByRole('status')).toContainText(f.sentTitle!);
  await page.context().close();
});

test('a call is requested without JavaScript: the visitor names the zone the script would have filled in', async ({ browser }) => {
  const page = await withoutJavaScript(browser);
  await page.goto('/schedule-a-call');
  await page.getByLabel('Name').fill('Gus Rotor');
  await page.getByLabel('Work email').fill('gus@brakes.example');
  await page.getByLabel('Company').fill('Rotor Works');
  await expect(page.getByLabel('Time zone')).toHaveValue('');
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Preferred date').fill(inAWeek);
  await page.getByLabel('Time zone').fill('Europe/Berlin');
  await page.getByLabel('Afternoon (13:00–17:00)').check();
  await page.getByRole('button', { name: 'Request call' }).click();
  await expect(page).toHaveURL(/\/schedule-a-call\?sent=1$/);
  await expect(page.getByText('Thank you — we have your request.')).toBeVisible();
  await page.context().close();
});

test('with JavaScript, the call form fills in the browser’s time zone and the button says it is sending', async ({ page }) => {
  await page.goto('/schedule-a-call');
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(page.getByLabel('Time zone')).toHaveValue(zone);
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Pending Check');
  await page.getByLabel('Work email').fill('pending@brakes.example');
  await page.getByRole('textbox', { name: 'Message' }).fill('Forty thousand rows of brake parts.');
  // Held in the page (a listener after the script's): the button as it reads while the post is on its way.
  await page.evaluate(() => document.querySelector('form[method="post"]')!.addEventListener('submit', (event) => event.preventDefault()));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
});

test('a post from another site is refused before it is read', async ({ page, baseURL }) => {
  const fields = { name: 'Eve', email: 'eve@example.com', company: '', message: 'Forty thousand rows of brake parts.' };
  for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }] as Record<string, string>[]) {
    const answer = await page.request.post('/contact/send', { form: fields, headers, maxRedirects: 0 });
    expect(answer.status(), JSON.stringify(headers)).toBe(403);
  }
  // The honeypot filled in: answered like a sent message without counting against the shared rate limit.
  const ours = await page.request.post('/contact/send', { form: { ...fields, website: 'x' }, headers: { Origin: new URL(baseURL!).origin }, maxRedirects: 0 });
  expect(ours.status()).toBe(303);
  expect(ours.headers()['location']).toBe('/contact?sent=1');
});
