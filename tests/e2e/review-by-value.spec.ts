import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { routing, type Locale } from '../../i18n/routing';
import { convertedCatalog } from './review-fixture';
import { acceptCookies, chooseWorkspace, signIn, teamWorkspace } from './workspace';

/**
 * Review by value (decision 0011) in the browser. One conversion, shared in order: its held rows
 * share the values that stopped them — the misspelt make "Toyta" on 4 rows (2 parts), the model
 * "Civc" on 3, the unknown make "Zorgmobile" on 2 and the trade term "Bremsklotzgarnitur Spezial"
 * (a part type the demo PCdb does not name) on 2, and the quantity of "Disc Brake Rotor · Front" (the
 * catalog leaves it empty) on 2. A reviewer decides a whole group with one click,
 * sees its rows overridden and the workspace's learned term, rejects another group after the
 * confirmation; then the group view in each other language. Texts come from the message files.
 */

test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** source rows 2–15; row 11 converts, every other row is held by one value (14–15: no quantity for rotors on an axle). */
const CATALOG = `Part Number,Part Type,Make,Model,Years,Position,Qty,Description,List Price (USD)
BKM-T100,Disc Brake Pad Set,Toyta,Camry,2018,Front,1,Brake pads,19.99
BKM-T100,Disc Brake Pad Set,Toyta,Camry,2019,Front,1,Brake pads,19.99
BKM-T200,Disc Brake Pad Set,Toyta,Corolla,2018,Front,1,Brake pads,21.99
BKM-T200,Disc Brake Pad Set,Toyta,Corolla,2019,Front,1,Brake pads,21.99
BKM-H300,Disc Brake Pad Set,Honda,Civc,2016,Front,1,Brake pads,18.99
BKM-H300,Disc Brake Pad Set,Honda,Civc,2017,Front,1,Brake pads,18.99
BKM-H400,Disc Brake Rotor,Honda,Civc,2016,Front,2,Vented rotor,44.50
BKM-Z500,Disc Brake Pad Set,Zorgmobile,Civic,2016,Front,1,Brake pads,19.99
BKM-Z500,Disc Brake Pad Set,Zorgmobile,Civic,2017,Front,1,Brake pads,19.99
BKM-F600,Disc Brake Pad Set,Ford,Focus,2015,Front,1,Brake pads,17.99
BKM-F700,Bremsklotzgarnitur Spezial,Ford,Focus,2016,Front,1,Brake pads,17.99
BKM-F700,Bremsklotzgarnitur Spezial,Ford,Focus,2017,Front,1,Brake pads,17.99
BKM-R800,Disc Brake Rotor,Honda,Civic,2016,Front,,Vented rotor,44.50
BKM-R800,Disc Brake Rotor,Honda,Civic,2017,Front,,Vented rotor,44.50
`;

type Translate = (key: string, values?: Record<string, string | number>) => string;

const areaMessages = (area: string, locale: Locale) =>
  JSON.parse(readFileSync(new URL(`../../messages/areas/${area}/${locale}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

/** The screens' own messages in `locale`, formatted as the app formats them. */
function textsIn(locale: Locale) {
  const messages = { review: areaMessages('review', locale), settings: areaMessages('settings', locale) };
  const translator = (namespace: string) => createTranslator({ locale, messages, namespace: namespace as never }) as unknown as Translate;
  return { review: translator('review'), values: translator('review.values'), terms: translator('settings.learnedTerms') };
}

let team: ReturnType<typeof teamWorkspace>;
let conversionId = '';

test.beforeAll(() => {
  test.setTimeout(120_000);
  team = teamWorkspace('by-value', ['reviewer']);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'partsmith-e2e-by-value-')), 'Bremsen by value.csv');
  writeFileSync(file, CATALOG, 'utf8');
  ({ conversionId } = convertedCatalog(team.members.owner!, { slug: team.slug, file }));
});

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await signIn(page, team.members.reviewer!);
});

const reviewUrl = (query = '', locale: Locale = 'en') => `${locale === 'en' ? '' : `/${locale}`}/catalogs/${conversionId}/review${query}`;
const row = (page: Page, n: number) => page.getByRole('article', { name: `Row ${n}` });
/** A value's group, by its heading ("Make “Toyta”"). */
const groupOf = (page: Page, t: Translate, field: string, term: string) => page.getByRole('article', { name: t('title', { field: t(`fields.${field}`), term }) });
const statusOf = (page: Page) => page.getByRole('main').getByRole('status');

/**
 * The page is rendered on the server; its buttons act once React has hydrated them (their props are
 * on the element then). A click before that would be lost.
 */
async function interactive(button: Locator): Promise<void> {
  await expect.poll(() => button.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$')))).toBe(true);
}

test('one click on a candidate decides a misspelt make on all its rows, and the workspace learns it', async ({ page }) => {
  const t = textsIn('en');
  await page.goto(reviewUrl());
  await expect(page.getByRole('heading', { level: 1, name: t.review('title') })).toBeVisible();
  // Values wait and no row filter is set: the page opens by value.
  await expect(page.getByRole('navigation', { name: t.values('views.label') }).getByRole('link', { name: t.values('views.values') })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: t.values('heading') })).toBeVisible();
  await expect(page.locator('[data-stat="total"] dd')).toHaveText('13');

  // Most pending rows first.
  const groups = page.getByRole('list', { name: t.values('label') }).getByRole('article');
  await expect(groups.getByRole('heading', { level: 3 })).toHaveText([
    t.values('title', { field: t.values('fields.make'), term: 'Toyta' }),
    t.values('title', { field: t.values('fields.model'), term: 'Civc' }),
    t.values('title', { field: t.values('fields.make'), term: 'Zorgmobile' }),
    t.values('title', { field: t.values('fields.partType'), term: 'Bremsklotzgarnitur Spezial' }),
    t.values('title', { field: t.values('fields.qty'), term: 'Disc Brake Rotor · Front' }),
  ]);

  const toyta = groupOf(page, t.values, 'make', 'Toyta');
  await expect(toyta.getByTestId('value-counts')).toHaveText(t.values('counts', { pending: 4, rows: 4, parts: 2 }));
  await expect(toyta).toContainText('MAKE_TYPO');
  await expect(toyta).toContainText(t.values('sampleRows', { rows: '2, 3, 4, 5' }));
  const toyota = toyta.getByRole('button', { name: t.values('useCandidate', { name: 'Toyota', count: 4 }) });
  await expect(toyota).toHaveText(t.values('candidate', { name: 'Toyota', id: 9009, confidence: 0.8 }));

  await interactive(toyota);
  await toyota.click();
  await expect(statusOf(page)).toHaveText(t.values('status.overridden', { field: t.values('fields.make'), term: 'Toyta', name: 'Toyota', rows: 4 }));
  await expect(toyta).toHaveCount(0);
  await expect(page.locator('[data-stat="decided"] dd')).toHaveText('4');

  // Row by row: the four rows are overridden, the others still wait.
  await page.goto(reviewUrl('?view=rows'));
  for (const n of [2, 3, 4, 5]) await expect(row(page, n)).toHaveAttribute('data-decision', 'overridden');
  await expect(row(page, 6)).toHaveAttribute('data-decision', 'pending');

  // Settings → Learned terms: "Toyta" now means Toyota, learned in review.
  await chooseWorkspace(page, team.name);
  await page.goto('/settings/learned-terms');
  const learned = page.getByRole('main').getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Toyta', exact: true }) });
  await expect(learned).toContainText(t.terms('fields.make'));
  await expect(learned).toContainText('Toyota #9009');
  await expect(learned).toContainText(t.terms('origins.review'));
  await expect(learned.getByRole('link', { name: t.terms('openConversion') })).toHaveAttribute('href', `/catalogs/${conversionId}`);
});

test('a trade term takes its best candidate, a missing quantity is typed once and learned; an unknown make\'s rows are rejected after a confirmation', async ({ page }) => {
  const t = textsIn('en');
  await page.goto(reviewUrl());

  const trade = groupOf(page, t.values, 'partType', 'Bremsklotzgarnitur Spezial');
  await expect(trade.getByTestId('value-counts')).toHaveText(t.values('counts', { pending: 2, rows: 2, parts: 1 }));
  const padSet = trade.getByRole('button', { name: t.values('useCandidate', { name: 'Disc Brake Pad Set', count: 2 }) });
  await expect(padSet).toHaveText(t.values('candidate', { name: 'Disc Brake Pad Set', id: 90101, confidence: 0.79 }));
  await interactive(padSet);
  await padSet.click();
  await expect(statusOf(page)).toHaveText(
    t.values('status.overridden', { field: t.values('fields.partType'), term: 'Bremsklotzgarnitur Spezial', name: 'Disc Brake Pad Set', rows: 2 }),
  );

  // The rotors' quantity, which the catalog leaves empty: a suggestion, or a number typed once for both rows.
  const rotors = groupOf(page, t.values, 'qty', 'Disc Brake Rotor · Front');
  await expect(rotors).toContainText('QTY_NOT_STATED');
  await expect(rotors.getByRole('button', { name: t.values('useCandidate', { name: '2', count: 2 }) })).toHaveText(t.values('candidateQty', { name: '2' }));
  await rotors.getByRole('button', { name: t.values('other') }).click();
  const picker = page.getByRole('dialog', { name: t.values('pickerTitle', { field: t.values('fields.qty'), term: 'Disc Brake Rotor · Front' }) });
  await picker.getByRole('spinbutton', { name: t.values('pickerQty') }).fill('2');
  await picker.getByRole('button', { name: t.values('pickerSave', { count: 2 }) }).click();
  await expect(statusOf(page)).toHaveText(t.values('status.overridden', { field: t.values('fields.qty'), term: 'Disc Brake Rotor · Front', name: '2', rows: 2 }));
  await expect(rotors).toHaveCount(0);

  // Nothing in the reference comes close to "Zorgmobile": reject its rows, after saying what that does.
  const zorg = groupOf(page, t.values, 'make', 'Zorgmobile');
  await expect(zorg).toContainText(t.values('noCandidates'));
  await zorg.getByRole('button', { name: t.values('reject') }).click();
  const confirm = page.getByRole('alertdialog', { name: t.values('confirmRejectTitle', { count: 2, field: t.values('fields.make'), term: 'Zorgmobile' }) });
  await expect(confirm).toContainText(t.values('confirmRejectNote'));
  await confirm.getByRole('button', { name: t.values('confirmReject', { count: 2 }) }).click();
  await expect(statusOf(page)).toHaveText(t.values('status.rejected', { field: t.values('fields.make'), term: 'Zorgmobile', rows: 2 }));
  await expect(zorg).toHaveCount(0);
  await expect(page.getByRole('list', { name: t.values('label') }).getByRole('article')).toHaveCount(1);

  // The value's rows, row by row: both rejected.
  await page.goto(reviewUrl('?view=rows&value=make:zorgmobile'));
  await expect(page.getByText(t.values('filtered', { field: t.values('fields.make'), term: 'Zorgmobile' }))).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  for (const n of [9, 10]) await expect(row(page, n)).toHaveAttribute('data-decision', 'rejected');

  // The quantity is learned for the workspace, as the number itself.
  await chooseWorkspace(page, team.name);
  await page.goto('/settings/learned-terms');
  const learned = page.getByRole('main').getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Disc Brake Rotor · Front', exact: true }) });
  await expect(learned).toContainText(t.terms('fields.qty'));
  await expect(learned.getByRole('cell').nth(1)).toHaveText('2');
});

for (const locale of routing.locales.filter((l) => l !== 'en')) {
  test(`in ${locale}: the values view, a group with its candidates, and the confirmation before rejecting`, async ({ page }) => {
    const t = textsIn(locale);
    await page.goto(reviewUrl('', locale));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: t.review('title') })).toBeVisible();
    const views = page.getByRole('navigation', { name: t.values('views.label') });
    await expect(views.getByRole('link', { name: t.values('views.values') })).toHaveAttribute('aria-current', 'page');
    await expect(views.getByRole('link', { name: t.values('views.rows') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.values('heading') })).toBeVisible();

    // The one value still waiting: "Civc", 3 rows of 2 parts, with Civic and CR-V as candidates.
    const civc = groupOf(page, t.values, 'model', 'Civc');
    await expect(civc.getByTestId('value-counts')).toHaveText(t.values('counts', { pending: 3, rows: 3, parts: 2 }));
    await expect(civc.getByRole('heading', { level: 4 })).toHaveText(t.values('candidatesLabel'));
    await expect(civc.getByRole('button', { name: t.values('useCandidate', { name: 'Civic', count: 3 }) })).toHaveText(
      t.values('candidate', { name: 'Civic', id: 21037, confidence: 0.8 }),
    );
    await expect(civc.getByRole('button', { name: t.values('useCandidate', { name: 'CR-V', count: 3 }) })).toHaveText(
      t.values('candidate', { name: 'CR-V', id: 21039, confidence: 0.43 }),
    );
    await expect(civc.getByRole('button', { name: t.values('other') })).toBeVisible();
    await expect(civc.getByRole('link', { name: t.values('seeRows') })).toHaveAttribute('href', new RegExp(`^/${locale}/catalogs/${conversionId}/review\\?view=rows&value=model%3Acivc$`));

    // Rejecting asks first, in the page's language; cancelling changes nothing.
    const reject = civc.getByRole('button', { name: t.values('reject') });
    await interactive(reject);
    await reject.click();
    const confirm = page.getByRole('alertdialog', { name: t.values('confirmRejectTitle', { count: 3, field: t.values('fields.model'), term: 'Civc' }) });
    await expect(confirm).toContainText(t.values('confirmRejectNote'));
    await expect(confirm.getByRole('button', { name: t.values('confirmReject', { count: 3 }) })).toBeVisible();
    await confirm.getByRole('button', { name: t.values('cancel') }).click();
    await expect(confirm).toBeHidden();
    await expect(civc.getByTestId('value-counts')).toHaveText(t.values('counts', { pending: 3, rows: 3, parts: 2 }));
  });
}
