import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createUser, GOOD_PASSWORD, uniqueEmail } from './cli';
import { acceptCookies } from './workspace';

const root = path.resolve(import.meta.dirname, '../..');

type Recorded = {
  requests: { endpoint: string; method: string; status: number; userId: string | null; error: string | null; metadata: Record<string, unknown> }[];
  metrics: { name: string; value: number; tags: Record<string, unknown> }[];
  lastHourRequests: number;
  adminId: string;
};

/** What the server wrote since `since` (tests/e2e/monitoring-rows-run.ts, through its database socket). */
function recorded(since: string, adminEmail: string): Recorded {
  const out = execFileSync(
    process.execPath,
    ['--import', './scripts/server-only-hook.mjs', '--import', 'tsx', path.join(root, 'tests/e2e/monitoring-rows-run.ts'), since, adminEmail],
    { cwd: root, env: { ...process.env, PARTSMITH_DATA_DIR: process.env.PARTSMITH_E2E_DATA_DIR }, encoding: 'utf8', timeout: 60_000 },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as Recorded;
}

/**
 * What is not there yet of what this test caused: a request record per kind of request it made, and
 * the browser reporter's LCP. Other tests' records (the server is shared) may be among the rows too.
 */
function missingRecords({ requests, metrics, adminId }: Recorded): string[] {
  const has = (endpoint: string, method: string, status?: number) =>
    requests.some((r) => r.endpoint === endpoint && r.method === method && (status === undefined || r.status === status));
  const wanted: [string, boolean][] = [
    ['GET /api/health', has('/api/health', 'GET', 200)],
    ['GET /api/v1/jobs/:id 401', has('/api/v1/jobs/:id', 'GET', 401)],
    ['POST /auth/sign-in (the sign-in form’s route handler)', requests.some((r) => r.endpoint === '/auth/sign-in' && r.method === 'POST' && r.metadata.kind === 'route')],
    ['POST /settings (the sign-out action)', requests.some((r) => r.endpoint === '/settings' && r.method === 'POST' && r.metadata.kind === 'action')],
    ['GET /dashboard of this user', requests.some((r) => r.endpoint === '/dashboard' && r.userId === adminId)],
    ['POST /api/web-vitals 400', has('/api/web-vitals', 'POST', 400)],
    ['metric web_vitals.lcp 1234', metrics.some((m) => m.name === 'web_vitals.lcp' && m.value === 1234)],
    ['metric web_vitals.lcp of /settings', metrics.some((m) => m.name === 'web_vitals.lcp' && m.tags.page === '/settings')],
  ];
  return wanted.filter(([, present]) => !present).map(([what]) => what);
}

test('a route handler, a server action, the REST API and a page each leave a request log record; a Web Vital a metric', async ({ page }) => {
  test.setTimeout(90_000);
  // Rows are stamped by the server on this machine's clock; a second's margin for the start.
  const since = new Date(Date.now() - 1_000).toISOString();
  const email = uniqueEmail('monitoring');
  createUser(email, { status: 'active', admin: true });
  await acceptCookies(page);

  expect((await page.request.get('/api/health')).status()).toBe(200);
  expect((await page.request.get('/api/v1/jobs/0b5c1f0e-9a7d-4c61-8e0f-3f1d2a4b5c6d')).status()).toBe(401);
  // The sign-in form posts to a route handler (a plain HTML form, decision 0023); the dashboard after it
  // is a page of the signed-in user. As workspace.ts's signIn, with more time: on a loaded machine the
  // post and the dashboard take over 5 s.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(GOOD_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  expect((await page.request.post('/api/web-vitals', { data: { name: 'LCP', value: 1234, rating: 'good', page: '/catalogs/42' } })).status()).toBe(204);
  expect((await page.request.post('/api/web-vitals', { data: { name: 'FID', value: 3, page: '/' } })).status()).toBe(400);
  const lcp = { name: 'LCP', value: 1, page: '/' };
  expect((await page.request.post('/api/web-vitals', { data: lcp, headers: { 'Sec-Fetch-Site': 'cross-site' } })).status()).toBe(403);
  expect((await page.request.post('/api/web-vitals', { data: { ...lcp, page: `/${'x'.repeat(2_000)}` } })).status()).toBe(413);
  // The browser's own reporter, on the product's pages (the public site ships none): LCP is final at the
  // first input, and sent then. The reporter loads after hydration (lazy-web-vitals-reporter.tsx): a
  // reader's first click comes after it, and so does this one.
  await page.goto('/settings');
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').locator('h1, h2').first().click();
  // The header's sign-out is a server action (a POST to the page, told by its Next-Action header).
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });

  // Written in batches every 5 seconds, requests and metrics each on their own timer: wait until every
  // record this test caused is there (the dashboard's record can be written before a later request's).
  let seen: Recorded | null = null;
  await expect
    .poll(
      () => {
        seen = recorded(since, email);
        return missingRecords(seen);
      },
      { timeout: 45_000, intervals: [3_000] },
    )
    .toEqual([]);
  const { requests, metrics, lastHourRequests, adminId } = seen!;
  // Compared endpoint by endpoint, so a failure shows this test's rows, not the first of the whole suite's.
  const rowsOf = (endpoint: string) => requests.filter((r) => r.endpoint === endpoint);

  expect(rowsOf('/api/health')).toContainEqual(expect.objectContaining({ method: 'GET', status: 200, metadata: { kind: 'route' } }));
  expect(rowsOf('/api/v1/jobs/:id')).toContainEqual(
    expect.objectContaining({ method: 'GET', status: 401, metadata: { kind: 'api', route: '/api/v1/jobs/{id}' } }),
  );
  // The form's post answers 303 on to the dashboard.
  expect(rowsOf('/auth/sign-in')).toContainEqual(expect.objectContaining({ method: 'POST', status: 303, metadata: expect.objectContaining({ kind: 'route', outcome: 'ok' }) }));
  const action = rowsOf('/settings').find((r) => r.method === 'POST' && r.metadata.kind === 'action');
  expect(action!.status).toBeLessThan(400);
  // Named by the session lookup while the page rendered.
  expect(rowsOf('/dashboard')).toContainEqual(expect.objectContaining({ method: 'GET', status: 200, userId: adminId, error: null }));
  expect(rowsOf('/api/web-vitals')).toContainEqual(expect.objectContaining({ method: 'POST', status: 400 }));

  expect(metrics).toContainEqual({ name: 'web_vitals.lcp', value: 1234, tags: { page: '/catalogs/:id', rating: 'good' } });
  expect(metrics.some((m) => m.name === 'web_vitals.fid')).toBe(false);
  // Nothing from the refused reports (cross-site, too large).
  expect(metrics.filter((m) => m.name === 'web_vitals.lcp' && m.tags.page === '/')).toEqual([]);
  const fromBrowser = metrics.find((m) => m.name === 'web_vitals.lcp' && m.tags.page === '/settings')!;
  expect(fromBrowser.value).toBeGreaterThan(0);
  expect(['good', 'needs-improvement', 'poor']).toContain(fromBrowser.tags.rating);
  // The administrator's loader counts at least these requests (the whole suite's others run meanwhile:
  // its busiest-endpoints list need not name this test's).
  expect(lastHourRequests).toBeGreaterThanOrEqual(requests.length);
});
