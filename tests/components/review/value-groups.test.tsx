import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ValueActions } from '@/components/review/queue-types';
import { ValueGroups } from '@/components/review/value-groups';
import type { ValueGroup } from '@/lib/data/catalogs';
import { counts, WithMessages } from './fixtures';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const CONVERSION = '7b8f3c2e-1d4a-4e5b-9c6d-0a1b2c3d4e5f';

const pads: ValueGroup = {
  field: 'partType',
  key: 'bremsbelagsatz',
  term: 'Bremsbelagsatz',
  codes: ['PART_TYPE_UNMATCHED'],
  rows: 212,
  pendingRows: 212,
  parts: 31,
  candidates: [
    { referenceId: 90101, name: 'Disc Brake Pad Set', confidence: 0.82 },
    { referenceId: 90109, name: 'Disc Brake Pad Wear Sensor', confidence: 0.41 },
  ],
  sampleRows: [2, 3, 4, 5, 8],
};
const toyta: ValueGroup = { field: 'make', key: 'toyta', term: 'Toyta', codes: ['MAKE_TYPO'], rows: 4, pendingRows: 4, parts: 2, candidates: [], sampleRows: [9, 11] };

/** Fake actions answering as the server would: the decided group gone, the rest re-read. */
function fakeActions(): { [K in keyof ValueActions]: ReturnType<typeof vi.fn<ValueActions[K]>> } {
  return {
    decideValue: vi.fn<ValueActions['decideValue']>(async ({ decision }) => ({
      ok: true as const,
      data: {
        outcome: {
          ok: true as const,
          rows: decision.key === 'bremsbelagsatz' ? 212 : 4,
          decided: decision.key === 'bremsbelagsatz' ? 209 : 4,
          pending: decision.key === 'bremsbelagsatz' ? 3 : 0,
          reference: decision.decision === 'overridden' ? { id: decision.referenceId, name: 'Disc Brake Pad Set' } : null,
        },
        page: { groups: [pads, toyta].filter((g) => g.key !== decision.key), next: null },
        summary: counts(3, 216).summary,
      },
    })),
    loadValues: vi.fn<ValueActions['loadValues']>(async () => ({ ok: true as const, data: { groups: [], next: null } })),
  };
}

function renderGroups(options: { canDecide?: boolean; actions?: ReturnType<typeof fakeActions> } = {}) {
  const actions = options.actions ?? fakeActions();
  render(
    <WithMessages>
      <ValueGroups conversionId={CONVERSION} canDecide={options.canDecide ?? true} initial={{ groups: [pads, toyta], next: null, summary: counts(216).summary }} actions={actions} />
    </WithMessages>,
  );
  return actions;
}

const group = (name: RegExp) => screen.getByRole('article', { name });

afterEach(cleanup);

describe('review by value', () => {
  it('lists each value with its rows, parts, candidates and a link to its rows', () => {
    renderGroups();
    const card = group(/Part type “Bremsbelagsatz”/);
    expect(within(card).getByText('212 rows pending of 212 · 31 parts')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Use Disc Brake Pad Set for 212 rows' }).textContent).toBe('Disc Brake Pad Set · #90101 · 82% sure');
    expect(within(card).getByRole('link', { name: 'See these rows' }).getAttribute('href')).toBe(`/catalogs/${CONVERSION}/review?view=rows&value=partType%3Abremsbelagsatz`);
    expect(within(group(/Make “Toyta”/)).getByText('The reference offered no match for this value. Choose one yourself or reject the rows.')).toBeTruthy();
  });

  it('decides a value with one click on a candidate, then shows what happened and drops the group', async () => {
    const actions = renderGroups();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use Disc Brake Pad Set for 212 rows' })));
    expect(actions.decideValue).toHaveBeenCalledWith({
      conversionId: CONVERSION,
      decision: { field: 'partType', key: 'bremsbelagsatz', decision: 'overridden', referenceId: 90101 },
      shown: 2,
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Part type “Bremsbelagsatz” → Disc Brake Pad Set: 212 rows decided, and learned for this workspace. 3 rows still wait for another of its values.',
    );
    expect(screen.queryByRole('article', { name: /Bremsbelagsatz/ })).toBeNull();
    expect(group(/Make “Toyta”/)).toBeTruthy();
  });

  it('asks before rejecting a value\'s rows, and rejects them all with one decision', async () => {
    const actions = renderGroups();
    fireEvent.click(within(group(/Make “Toyta”/)).getByRole('button', { name: 'Reject these rows…' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Reject 4 rows with Make “Toyta”?' });
    expect(actions.decideValue).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Reject 4 rows' })));
    expect(actions.decideValue).toHaveBeenCalledWith({ conversionId: CONVERSION, decision: { field: 'make', key: 'toyta', decision: 'rejected' }, shown: 2 });
    expect(screen.getByRole('status').textContent).toBe('Make “Toyta”: 4 rows rejected.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says so when someone decided the value first, and reads the list again', async () => {
    const actions = fakeActions();
    actions.decideValue.mockResolvedValueOnce({ ok: false, error: { key: 'review.values.status.gone', code: 'conflict' } });
    renderGroups({ actions });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use Disc Brake Pad Set for 212 rows' })));
    expect(screen.getByRole('alert').textContent).toBe('These rows were decided in the meantime; the list is up to date again.');
    expect(actions.loadValues).toHaveBeenCalledWith({ conversionId: CONVERSION });
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('offers no decisions to a member who may only look', () => {
    renderGroups({ canDecide: false });
    const card = group(/Part type “Bremsbelagsatz”/);
    expect((within(card).getByRole('button', { name: 'Use Disc Brake Pad Set for 212 rows' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).queryByRole('button', { name: 'Reject these rows…' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'See these rows' })).toBeTruthy();
  });
});
