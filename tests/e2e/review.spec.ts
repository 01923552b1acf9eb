import { expect, test, type Page, type Request } from '@playwright/test';
import { convertedCatalog } from './review-fixture';
import { acceptCookies, activeUser, signIn, teamWorkspace } from './workspace';

/**
 * The review queue (issue 6, point 4) on a conversion of the messy sample, which holds 14 rows
 * back (rows 6–25: typos, open year spans, unknown makes, …). The conversion is made through
 * lib/jobs as the workspace's owner (tests/e2e/review-fixture.ts), so these tests do not depend
 * on the upload screens.
 */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const reviewUrl = (conversionId: string, query = '') => `/catalogs/${conversionId}/review${query}`;
const row = (page: Page, n: number) => page.getByRole('article', { name: `Row ${n}` });

/** The queue row by row (without a filter the page opens by value while values wait: review-by-value.spec.ts). */
async function openQueue(page: Page, conversionId: string, query = '?view=rows') {
  await page.goto(reviewUrl(conversionId, query));
  await expect(page.getByRole('heading', { level: 1, name: 'Review held rows' })).toBeVisible();
}

/** The server action request the next decision sends (to replay it as someone else). */
function nextDecisionRequest(page: Page): Promise<Request> {
  return page.waitForRequest((r) => r.method() === 'POST' && !!r.headers()['next-action'] && (r.postData() ?? '').includes('"decisions"'));
}

async function replay(page: Page, request: Request) {
  const headers = request.headers();
  const response = await page.request.post(request.url(), {
    headers: { 'next-action': headers['next-action']!, 'content-type': headers['content-type'] ?? 'text/plain;charset=UTF-8', accept: 'text/x-component' },
    data: request.postData() ?? '',
  });
  return response.text();
}

test('a reviewer approves a row and overrides another with the picker, all from the keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  const team = teamWorkspace('review-keys', ['reviewer']);
  const { conversionId } = convertedCatalog(team.members.owner!, { slug: team.slug });
  await signIn(page, team.members.reviewer!);
  await openQueue(page, conversionId);
  await expect(page.locator('[data-stat="total"] dd')).toHaveText('14');
  await expect(page.getByRole('link', { name: '← Back to the conversion' })).toHaveAttribute('href', `/catalogs/${conversionId}`);

  // Source values next to what they were read as, with the reason.
  const typo = row(page, 6);
  await expect(typo.getByText('MAKE_TYPO')).toBeVisible();
  await expect(typo.getByRole('row', { name: /Marque/ })).toContainText('Toyta');
  await expect(typo.getByRole('row', { name: /Marque/ })).toContainText('Toyota');

  // The first row is highlighted: `o` opens the picker on row 6: make → model with search, Enter to
  // pick, Enter again to save.
  await expect(typo).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('o');
  const picker = page.getByRole('dialog', { name: 'Override row 6' });
  await expect(picker.getByRole('combobox', { name: 'Make' })).toBeFocused();
  await page.keyboard.type('Toyta');
  await expect(picker.getByRole('option', { name: /Toyota/ })).toContainText('matches “Toyta”');
  await page.keyboard.press('Enter');
  await expect(picker.getByRole('combobox', { name: 'Make' })).toHaveValue('Toyota');
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('combobox', { name: 'Model' })).toBeFocused();
  await page.keyboard.type('Cam');
  await expect(picker.getByRole('option', { name: /Camry/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(picker.getByRole('combobox', { name: 'Model' })).toHaveValue('Camry');
  await expect(picker.getByText('What will be stored')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(typo).toHaveAttribute('data-decision', 'overridden');
  await expect(typo.getByText('Overridden by you')).toBeVisible();
  await expect(row(page, 7)).toHaveAttribute('aria-current', 'true');

  // `j` moves on to row 8 (an open year span); `a` approves it.
  await page.keyboard.press('j');
  await expect(row(page, 8)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('a');
  await expect(row(page, 8)).toHaveAttribute('data-decision', 'approved');
  await expect(row(page, 8).getByText('Approved by you')).toBeVisible();

  // The decisions are stored, with who and when.
  await page.reload();
  await expect(row(page, 8)).toHaveAttribute('data-decision', 'approved');
  await expect(typo).toHaveAttribute('data-decision', 'overridden');
  await expect(typo.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(typo.getByRole('definition').filter({ hasText: 'Toyota' })).toBeVisible();
  await expect(typo.getByRole('definition').filter({ hasText: 'Camry' })).toBeVisible();
  await expect(page.locator('[data-stat="decided"] dd')).toHaveText('2');

  // `?` shows the shortcuts; they are documented on the page too.
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Keyboard shortcuts' })).toContainText('Select or unselect the row');
});

test('an owner filters by finding code and decides rows in bulk until nothing is pending', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = activeUser('review-bulk');
  const { conversionId } = convertedCatalog(owner);
  await signIn(page, owner);
  await openQueue(page, conversionId);

  // Filter by code: only the rows with an unknown make.
  await page.getByLabel('Finding code').selectOption('MAKE_UNKNOWN');
  await page.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page).toHaveURL(/code=MAKE_UNKNOWN/);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(row(page, 15)).toBeVisible();
  await expect(row(page, 16)).toBeVisible();

  // Every row matching the filter, after a confirmation that says how many.
  await page.getByRole('button', { name: 'Reject all 2 matching…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reject 2 rows?' });
  await expect(confirm).toContainText('Pending rows with the finding MAKE_UNKNOWN.');
  await confirm.getByRole('button', { name: 'Reject 2 rows' }).click();
  await expect(page.getByText('2 matching rows rejected.')).toBeVisible();
  await expect(row(page, 15)).toHaveAttribute('data-decision', 'rejected');
  await expect(row(page, 16).getByText('Rejected by you')).toBeVisible();

  // The selected rows: all shown rows of another code, approved in one go.
  await openQueue(page, conversionId, '?code=YEAR_OPEN_ENDED');
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all shown rows (2)' }).check();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  await expect(row(page, 8)).toHaveAttribute('data-decision', 'approved');
  await expect(row(page, 9)).toHaveAttribute('data-decision', 'approved');

  // Pending rows only: the decided ones are gone from this view.
  await openQueue(page, conversionId, '?state=pending');
  await expect(page.getByRole('article')).toHaveCount(10);
  await page.getByRole('button', { name: 'Reject all 10 matching…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reject 10 rows' }).click();
  await expect(page.getByText('Nothing is pending: every held row has a decision.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the conversion to export it' })).toHaveAttribute('href', `/catalogs/${conversionId}`);
  await expect(page.locator('[data-stat="pending"] dd')).toHaveText('0');
});

test('a viewer sees the queue without decision buttons, and a forged decision is refused', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const team = teamWorkspace('review-roles', ['reviewer', 'viewer']);
  const { conversionId } = convertedCatalog(team.members.owner!, { slug: team.slug });

  // A reviewer's real decision, captured on the wire, then taken back.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await acceptCookies(reviewer);
  await signIn(reviewer, team.members.reviewer!);
  await openQueue(reviewer, conversionId);
  // The keys work once the queue is interactive: the first row is then marked current.
  await expect(row(reviewer, 6)).toHaveAttribute('aria-current', 'true');
  const captured = nextDecisionRequest(reviewer);
  await reviewer.keyboard.press('a');
  const decision = await captured;
  await expect(row(reviewer, 6)).toHaveAttribute('data-decision', 'approved');
  await row(reviewer, 6).getByRole('button', { name: 'Clear decision' }).click();
  await expect(row(reviewer, 6)).toHaveAttribute('data-decision', 'pending');
  await reviewerContext.close();

  await signIn(page, team.members.viewer!);
  await openQueue(page, conversionId);
  await expect(page.getByText('Your role in this workspace is Viewer: you can see the queue, but only owners and reviewers can approve, override or reject rows.')).toBeVisible();
  await expect(row(page, 6)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Reject all/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  // Keys move, but do not decide.
  await page.keyboard.press('a');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Only owners and reviewers can decide rows');

  // The same request, sent with the viewer's session: refused on the server, nothing changes.
  expect(await replay(page, decision)).toContain('"code":"not_allowed"');
  await page.reload();
  await expect(row(page, 6)).toHaveAttribute('data-decision', 'pending');
});

test('a user of another workspace gets 404 for the queue, and cannot decide or search without a session', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const owner = activeUser('review-owner');
  const { conversionId } = convertedCatalog(owner);

  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await acceptCookies(ownerPage);
  await signIn(ownerPage, owner);
  await openQueue(ownerPage, conversionId);
  await expect(row(ownerPage, 6)).toHaveAttribute('aria-current', 'true');
  const captured = nextDecisionRequest(ownerPage);
  await ownerPage.keyboard.press('r');
  const decision = await captured;
  await expect(row(ownerPage, 6)).toHaveAttribute('data-decision', 'rejected');
  await ownerContext.close();

  await signIn(page, activeUser('review-stranger'));
  // The signed-in area streams behind its loading boundary: what arrives is the not-found page.
  await page.goto(reviewUrl(conversionId));
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('BKM-OF3600')).toHaveCount(0);
  expect(await replay(page, decision)).toContain('"code":"not_found"');

  // Reference search: a session is required; with one, it answers.
  const anonymous = await request.get('/api/reference/search?kind=make&q=toy');
  expect(anonymous.status()).toBe(401);
  const signedIn = await page.request.get('/api/reference/search?kind=make&q=Toyta');
  expect(signedIn.status()).toBe(200);
  expect(await signedIn.json()).toMatchObject({ ok: true, kind: 'make', hits: [{ name: 'Toyota', matched: 'Toyta' }], reference: { demo: true } });
  expect((await page.request.get('/api/reference/search?kind=model&q=cam')).status()).toBe(400);
});
