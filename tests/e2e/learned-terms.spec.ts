import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { routing, type Locale } from '../../i18n/routing';
import { partsmith } from './cli';
import { acceptCookies, chooseWorkspace, signIn, teamWorkspace } from './workspace';

/**
 * Settings → Learned terms (decision 0011) in the browser: a reviewer sees the workspace's terms,
 * changes what one means with the reference search, exports the file, removes a term, and imports
 * a file — refused with the line named, then accepted; a viewer only reads and exports. The whole
 * walk in English; the list, import and removal in each other language, in the page's own messages. The workspace converts against the bundled demo set (Disc Brake Pad
 * Set is PCdb 90101 there, Disc Brake Rotor 90102, Ford make 9001, Front position 9102).
 */

// Accounts, a workspace and a key through the CLI first, then a long walk through the page (edit,
// export, remove, two imports, a second browser for the viewer): minutes on two busy cores.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const main = (page: Page) => page.getByRole('main');
/** The table row whose term (its row header) is exactly this. */
const rowOf = (page: Page, term: string) => main(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: term, exact: true }) });

/** A term learned through the API, as a connector (or another session's review) would. */
async function learnOverApi(request: APIRequestContext, team: { slug: string; members: { owner?: string } }, term: object): Promise<void> {
  const key = partsmith(['api-keys', 'create', team.slug, '--name', 'e2e terms', '--scopes', 'jobs:read,jobs:write', '--owner', team.members.owner!]).trim();
  const answer = await request.post('/api/v1/learned-terms', { headers: { Authorization: `Bearer ${key}` }, data: term });
  expect(answer.status()).toBe(201);
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The settings screens' own messages in `locale`, formatted as the app formats them. */
function textsIn(locale: Locale) {
  const settings = JSON.parse(readFileSync(new URL(`../../messages/areas/settings/${locale}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
  const translator = (namespace: string) => createTranslator({ locale, messages: { settings }, namespace: namespace as never }) as unknown as Translate;
  return { terms: translator('settings.learnedTerms'), errors: translator('settings.errors') };
}

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

test('a reviewer lists, edits, exports, removes and imports learned terms; a viewer reads and exports', async ({ page, request, browser }) => {
  const team = teamWorkspace('learned', ['reviewer', 'viewer']);
  await learnOverApi(request, team, { field: 'partType', term: 'Bremsbelagsatz', referenceId: 90101, language: 'de' });

  await signIn(page, team.members.reviewer!);
  await chooseWorkspace(page, team.name);
  await page.goto('/settings');
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Learned terms' }).click();
  await expect(page).toHaveURL(/\/settings\/learned-terms$/);

  // Listed: what the value means, in which language, from where, unused so far.
  const row = rowOf(page, 'Bremsbelagsatz');
  await expect(row).toContainText('Part type');
  await expect(row).toContainText('Disc Brake Pad Set #90101');
  await expect(row).toContainText('German');
  await expect(row).toContainText('API');
  await expect(row).toContainText('Not yet');

  // Edit: the reference search of the review screen, in the workspace's release.
  await main(page).getByRole('button', { name: 'Edit “Bremsbelagsatz”' }).click();
  const search = main(page).getByRole('combobox', { name: 'New Part type' });
  await search.fill('rotor');
  await main(page).getByRole('option', { name: /^Disc Brake Rotor/ }).click();
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Saved:' })).toHaveText('Saved: “Bremsbelagsatz” means Disc Brake Rotor (#90102) from now on.');
  await page.reload();
  await expect(rowOf(page, 'Bremsbelagsatz')).toContainText('Disc Brake Rotor #90102');
  await expect(rowOf(page, 'Bremsbelagsatz')).toContainText('Settings');

  // Export: the file the import and `partsmith convert --learned` read.
  const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^learned-terms-.+\.csv$/);
  const exported = await readFile((await download.path())!, 'utf8');
  expect(exported.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('field,term,reference_id,language,note');
  expect(exported).toContain('partType,Bremsbelagsatz,90102,de,');

  // Remove, after saying what it changes.
  await main(page).getByRole('button', { name: 'Remove “Bremsbelagsatz”' }).click();
  await expect(main(page)).toContainText('Later conversions will hold its rows for review again');
  await main(page).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Removed' })).toHaveText('Removed “Bremsbelagsatz”.');
  await page.reload();
  await expect(main(page)).toContainText('No learned terms yet.');

  // Import: a file with an ID the reference lacks is refused as a whole, naming the line and column.
  const fileInput = main(page).getByLabel('CSV file');
  await fileInput.setInputFiles(csvFile('terms.csv', 'field,term,reference_id,language\npartType,Bremsscheibe,90102,de\nmake,Zorgmobile,424242,\n'));
  await main(page).getByRole('button', { name: 'Import', exact: true }).click();
  await expect(main(page).getByRole('alert')).toContainText('The file was not imported; nothing was changed.');
  await expect(main(page).getByRole('listitem').filter({ hasText: 'Line 3, reference_id:' })).toContainText(
    '424242 is not a VCdb make (MakeID) in the reference this workspace converts against',
  );
  await page.reload();
  await expect(main(page)).toContainText('No learned terms yet.');

  // The corrected file goes in.
  await main(page).getByLabel('CSV file').setInputFiles(csvFile('terms.csv', 'field,term,reference_id,language\npartType,Bremsscheibe,90102,de\nmake,Ford Motor Co,9001,\n'));
  await main(page).getByRole('button', { name: 'Import', exact: true }).click();
  await expect(main(page).getByRole('status').filter({ hasText: 'Imported' })).toHaveText('Imported 2 terms: 2 new, 0 changed, 0 unchanged.');
  await expect(rowOf(page, 'Bremsscheibe')).toContainText('Disc Brake Rotor #90102');
  await expect(rowOf(page, 'Ford Motor Co')).toContainText('Ford #9001');

  // Filtered by field, from the page's address.
  await main(page).getByLabel('Field', { exact: true }).selectOption('make');
  await main(page).getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/field=make/);
  await expect(rowOf(page, 'Ford Motor Co')).toBeVisible();
  await expect(rowOf(page, 'Bremsscheibe')).toHaveCount(0);

  // A viewer of the same workspace reads and exports, and is told who can change the terms.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await acceptCookies(viewer);
  await signIn(viewer, team.members.viewer!);
  await chooseWorkspace(viewer, team.name);
  await viewer.goto('/settings/learned-terms');
  await expect(main(viewer).getByRole('note')).toHaveText(
    `Only owners and reviewers of ${team.name} can change learned terms; your role here is Viewer. You can still export them.`,
  );
  await expect(rowOf(viewer, 'Bremsscheibe')).toBeVisible();
  await expect(main(viewer).getByRole('button', { name: /Edit|Remove|Import/ })).toHaveCount(0);
  await expect(main(viewer).getByRole('link', { name: 'Export CSV' })).toBeVisible();
  await viewerContext.close();
});

for (const locale of routing.locales.filter((l) => l !== 'en')) {
  test(`in ${locale}: the list, a refused import with its line, an accepted one, and a removal`, async ({ page, request }) => {
    const t = textsIn(locale);
    const team = teamWorkspace(`terms-${locale}`, ['reviewer']);
    await learnOverApi(request, team, { field: 'position', term: 'VA', referenceId: 9102, language: 'de' });

    await signIn(page, team.members.reviewer!);
    await chooseWorkspace(page, team.name);
    await page.goto(`/${locale}/settings/learned-terms`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(main(page).getByRole('heading', { level: 2, name: t.terms('title') })).toBeVisible();
    await expect(rowOf(page, 'VA')).toContainText(t.terms('fields.position'));
    await expect(rowOf(page, 'VA')).toContainText('Front #9102');
    await expect(rowOf(page, 'VA')).toContainText(t.terms('neverUsed'));

    const file = main(page).getByLabel(t.terms('import.file'));
    const submit = main(page).getByRole('button', { name: t.terms('import.submit'), exact: true });
    await file.setInputFiles(csvFile('terms.csv', 'field,term,reference_id\nwheel,Rad,1\n'));
    await submit.click();
    await expect(main(page).getByRole('alert')).toContainText(t.errors('importRefused'));
    // The problem in the page's language from its code and parameters (the engine's learned.import texts): it names the line, column and value.
    const problem = main(page).getByRole('listitem').filter({ hasText: t.terms('import.where', { line: 2, column: 'field' }) });
    await expect(problem).toHaveAttribute('data-code', 'FIELD_UNKNOWN');
    await expect(problem).toContainText('wheel');

    await file.setInputFiles(csvFile('terms.csv', 'field,term,reference_id,language\npartType,Bremsbelagsatz,90101,de\n'));
    await submit.click();
    const done = t.terms('import.done', { count: 1, added: 1, changed: 0, unchanged: 0 });
    await expect(main(page).getByRole('status').filter({ hasText: done })).toHaveText(done);
    await expect(rowOf(page, 'Bremsbelagsatz')).toContainText('Disc Brake Pad Set #90101');
    await expect(rowOf(page, 'Bremsbelagsatz')).toContainText(t.terms('origins.import'));

    await main(page).getByRole('button', { name: t.terms('removeTerm', { term: 'VA' }) }).click();
    await main(page).getByRole('button', { name: t.terms('confirm'), exact: true }).click();
    const removed = t.terms('removed', { term: 'VA' });
    await expect(main(page).getByRole('status').filter({ hasText: removed })).toHaveText(removed);
    await page.reload();
    await expect(rowOf(page, 'VA')).toHaveCount(0);
    await expect(rowOf(page, 'Bremsbelagsatz')).toBeVisible();
  });
}
