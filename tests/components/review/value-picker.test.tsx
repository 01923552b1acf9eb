import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ValueActions, ValueGroupsPage } from '@/components/review/queue-types';
import { ValueGroups } from '@/components/review/value-groups';
import type { ReferenceHit } from '@/lib/data/reference';
import type { ValueGroup } from '@/lib/data/catalogs';
import { counts, WithMessages } from './fixtures';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

/**
 * The "By value" view beyond its candidates (value-groups.test.tsx has those): another entry from
 * the conversion's release for a value — a model within its make — and more values a page at a time.
 */

const CONVERSION = '7b8f3c2e-1d4a-4e5b-9c6d-0a1b2c3d4e5f';

const civc: ValueGroup = {
  field: 'model',
  key: 'civc',
  term: 'Civc',
  codes: ['MODEL_TYPO'],
  rows: 3,
  pendingRows: 3,
  parts: 2,
  candidates: [{ referenceId: 21039, name: 'CR-V', confidence: 0.43 }],
  sampleRows: [6, 7, 8],
};
const trim: ValueGroup = { field: 'submodel', key: 'sportx', term: 'Sport X', codes: ['SUBMODEL_UNMATCHED'], rows: 2, pendingRows: 2, parts: 1, candidates: [], sampleRows: [12, 13] };
const zorg: ValueGroup = { field: 'make', key: 'zorgmobile', term: 'Zorgmobile', codes: ['MAKE_UNKNOWN'], rows: 2, pendingRows: 2, parts: 1, candidates: [], sampleRows: [9, 10] };

/** A fake /api/reference/search: Honda's models only under make 9010, as the route narrows them. */
const fetchMock = vi.fn(async (url: string) => {
  const params = new URL(url, 'http://localhost').searchParams;
  const kind = params.get('kind')!;
  const hits: ReferenceHit[] =
    kind === 'make' ? [{ id: 9010, name: 'Honda' }] : kind === 'model' && params.get('make') === '9010' ? [{ id: 21037, name: 'Civic', matched: 'Civc', years: [] }] : [];
  return new Response(JSON.stringify({ ok: true, kind, hits, reference: { source: 'demo', versionDate: '2026-01-01', demo: true } }));
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fakeActions(later: ValueGroupsPage = { groups: [], next: null }) {
  return {
    decideValue: vi.fn<ValueActions['decideValue']>(async ({ decision }) => ({
      ok: true as const,
      data: {
        outcome: { ok: true as const, rows: 3, decided: 3, pending: 0, reference: decision.decision === 'overridden' ? { id: decision.referenceId, name: 'Civic' } : null },
        page: { groups: [trim], next: null },
        summary: counts(2, 5).summary,
      },
    })),
    loadValues: vi.fn<ValueActions['loadValues']>(async () => ({ ok: true as const, data: later })),
  };
}

function renderGroups(initial: ValueGroupsPage, actions = fakeActions()) {
  render(
    <WithMessages>
      <ValueGroups conversionId={CONVERSION} canDecide initial={{ ...initial, summary: counts(5).summary }} actions={actions} />
    </WithMessages>,
  );
  return actions;
}

/** Types into a combobox and picks the option that starts with `option`. */
async function pick(dialog: HTMLElement, name: string, text: string, option: string) {
  const box = within(dialog).getByRole('combobox', { name });
  fireEvent.change(box, { target: { value: text } });
  const found = await within(dialog).findByRole('option', { name: new RegExp(`^${option}`) });
  await act(async () => {
    fireEvent.click(found);
  });
  expect((box as HTMLInputElement).value).toBe(option);
}

describe('choosing another entry for a value', () => {
  it('searches a model within its make in the conversion\'s release, and decides the value with it', async () => {
    const actions = renderGroups({ groups: [civc, trim], next: null });
    fireEvent.click(within(screen.getByRole('article', { name: /Model “Civc”/ })).getByRole('button', { name: 'Choose another…' }));
    const dialog = screen.getByRole('dialog', { name: 'Model for “Civc”' });
    const save = within(dialog).getByRole('button', { name: 'Use for 3 rows' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('combobox', { name: 'Model' }) as HTMLInputElement).disabled).toBe(true);

    await pick(dialog, 'Make of the model', 'Hon', 'Honda');
    await pick(dialog, 'Model', 'Civc', 'Civic');
    const modelSearch = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams).find((p) => p.get('kind') === 'model');
    expect(Object.fromEntries(modelSearch!)).toMatchObject({ kind: 'model', make: '9010', conversion: CONVERSION });

    await act(async () => fireEvent.click(save));
    expect(actions.decideValue).toHaveBeenCalledWith({
      conversionId: CONVERSION,
      decision: { field: 'model', key: 'civc', decision: 'overridden', referenceId: 21037 },
      shown: 2,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Model “Civc” → Civic: 3 rows decided, and learned for this workspace.');
    expect(screen.queryByRole('article', { name: /Civc/ })).toBeNull();
  });

  it('offers no search for a submodel, and decides nothing when cancelled', () => {
    const actions = renderGroups({ groups: [trim], next: null });
    fireEvent.click(within(screen.getByRole('article', { name: /Submodel “Sport X”/ })).getByRole('button', { name: 'Choose another…' }));
    const dialog = screen.getByRole('dialog', { name: 'Submodel for “Sport X”' });
    expect(within(dialog).getByText('Values of this kind are chosen from the best matches; decide other rows one by one.')).toBeTruthy();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Use for 2 rows' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actions.decideValue).not.toHaveBeenCalled();
  });
});

describe('deciding a quantity the catalog does not state', () => {
  const rotors: ValueGroup = {
    field: 'qty',
    key: 'discbrakerotorfront',
    term: 'Disc Brake Rotor · Front',
    codes: ['QTY_NOT_STATED'],
    rows: 3,
    pendingRows: 3,
    parts: 2,
    candidates: [{ referenceId: 2, name: '2', confidence: 0.6 }],
    sampleRows: [4, 5, 6],
  };

  it('suggests a number, and takes a typed whole number from 1 to 999 for every pending row', async () => {
    const actions = renderGroups({ groups: [rotors], next: null });
    const card = screen.getByRole('article', { name: 'Quantity “Disc Brake Rotor · Front”' });
    expect(within(card).getByRole('button', { name: 'Use 2 for 3 rows' }).textContent).toBe('2 per vehicle · suggested');
    fireEvent.click(within(card).getByRole('button', { name: 'Choose another…' }));
    const dialog = screen.getByRole('dialog', { name: 'Quantity for “Disc Brake Rotor · Front”' });
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    const input = within(dialog).getByRole('spinbutton', { name: 'Quantity per vehicle' });
    const save = within(dialog).getByRole('button', { name: 'Use for 3 rows' }) as HTMLButtonElement;
    for (const bad of ['0', '1000', '2.5', '']) {
      fireEvent.change(input, { target: { value: bad } });
      expect(save.disabled, bad).toBe(true);
    }
    fireEvent.change(input, { target: { value: '4' } });
    await act(async () => fireEvent.click(save));
    expect(actions.decideValue).toHaveBeenCalledWith({
      conversionId: CONVERSION,
      decision: { field: 'qty', key: 'discbrakerotorfront', decision: 'overridden', referenceId: 4 },
      shown: 1,
    });
  });
});

describe('more values', () => {
  it('reads the next page after the last group shown, adds only groups not shown yet, and stops at the end', async () => {
    const cursor = { pendingRows: 2, rows: 2, field: 'submodel' as const, key: 'sportx' };
    const actions = fakeActions({ groups: [trim, zorg], next: null });
    renderGroups({ groups: [civc, trim], next: cursor }, actions);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more values' })));
    expect(actions.loadValues).toHaveBeenCalledWith({ conversionId: CONVERSION, after: cursor });
    const list = screen.getByRole('list', { name: 'Values to decide' });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Model “Civc”', 'Submodel “Sport X”', 'Make “Zorgmobile”']);
    expect(screen.queryByRole('button', { name: 'Show more values' })).toBeNull();
  });
});
