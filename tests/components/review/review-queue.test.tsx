import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { ReviewActions } from '@/components/review/queue-types';
import { ReviewQueue } from '@/components/review/review-queue';
import type { ReviewRowView } from '@/lib/data/catalogs/types';
import { counts, rowView, WithMessages } from './fixtures';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

/** Fake server actions that decide as the real ones would answer: the rows read back, who and when. */
type FakeActions = { [K in keyof ReviewActions]: Mock<ReviewActions[K]> };

function fakeActions(): FakeActions {
  const decide = vi.fn<ReviewActions['decide']>(async ({ decisions }) => ({
    ok: true as const,
    data: {
      decided: decisions.length,
      missing: [],
      rows: decisions.map((d) =>
        rowView(d.row, {
          decision: d.decision,
          override: d.decision === 'overridden' ? d.override : null,
          decidedBy: d.decision ? { kind: 'you' as const } : null,
          decidedAt: d.decision ? '2026-11-22T10:30:00.000Z' : null,
        }),
      ),
      counts: counts(3 - decisions.length, 3),
    },
  }));
  return {
    decide,
    decideMatching: vi.fn<ReviewActions['decideMatching']>(async () => ({ ok: true as const, data: { decided: 0, counts: counts(0, 3) } })),
    load: vi.fn<ReviewActions['load']>(async () => ({ ok: true as const, data: { rows: [], nextAfterRow: null, counts: counts(3) } })),
  };
}

function renderQueue(options: { canDecide?: boolean; rows?: ReviewRowView[]; actions?: FakeActions; nextAfterRow?: number } = {}) {
  const actions = options.actions ?? fakeActions();
  const rows = options.rows ?? [rowView(2), rowView(3), rowView(5)];
  render(
    <WithMessages>
      <ReviewQueue
        conversionId="7b8f3c2e-1d4a-4e5b-9c6d-0a1b2c3d4e5f"
        canDecide={options.canDecide ?? true}
        filter={{}}
        initial={{ rows, nextAfterRow: options.nextAfterRow ?? null, counts: counts(rows.length) }}
        actions={actions}
      />
    </WithMessages>,
  );
  return actions;
}

const card = (row: number) => screen.getByRole('article', { name: `Row ${row}` });
const activeRow = () => document.querySelector('article[aria-current="true"]')?.getAttribute('data-row');
const press = async (key: string, init: KeyboardEventInit = {}, target: Element = document.body) => {
  await act(async () => {
    fireEvent.keyDown(target, { key, ...init });
  });
};

afterEach(cleanup);

describe('review queue keyboard shortcuts', () => {
  it('j/k and the arrow keys move the highlighted row, within the list', async () => {
    renderQueue();
    expect(activeRow()).toBe('2');
    await press('j');
    expect(activeRow()).toBe('3');
    await press('ArrowDown');
    expect(activeRow()).toBe('5');
    await press('j');
    expect(activeRow()).toBe('5');
    await press('k');
    await press('ArrowUp');
    expect(activeRow()).toBe('2');
    expect(document.activeElement).toBe(card(2));
  });

  it('a approves the highlighted row, shows who and when, and moves on to the next', async () => {
    const actions = renderQueue();
    await press('a');
    expect(actions.decide).toHaveBeenCalledWith(expect.objectContaining({ decisions: [{ row: 2, decision: 'approved' }] }));
    expect(within(card(2)).getByText(/Approved by you/)).toBeTruthy();
    expect(within(card(2)).getByText((_, el) => el?.tagName === 'TIME' && el.getAttribute('datetime') === '2026-11-22T10:30:00.000Z')).toBeTruthy();
    expect(activeRow()).toBe('3');
    expect(screen.getByRole('status').textContent).toContain('1 row approved (row 2).');
  });

  it('r rejects and u clears', async () => {
    const actions = renderQueue();
    await press('r');
    await press('k');
    await press('u');
    expect(actions.decide.mock.calls.map(([input]) => input.decisions)).toEqual([[{ row: 2, decision: 'rejected' }], [{ row: 2, decision: null }]]);
    expect(card(2).getAttribute('data-decision')).toBe('pending');
  });

  it('x selects rows, and a decision then applies to the selection', async () => {
    const actions = renderQueue();
    await press('x');
    await press('j');
    await press('j');
    await press('x');
    expect(screen.getByText('2 selected')).toBeTruthy();
    await press('r');
    expect(actions.decide).toHaveBeenCalledWith(
      expect.objectContaining({
        decisions: [
          { row: 2, decision: 'rejected' },
          { row: 5, decision: 'rejected' },
        ],
      }),
    );
    expect(screen.queryByText('2 selected')).toBeNull();
  });

  it('does not approve rejected rows: it says to override them instead', async () => {
    const actions = renderQueue({ rows: [rowView(3, { outcome: 'rejected' })] });
    await press('a');
    expect(actions.decide).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/cannot be approved/);
  });

  it('o opens the override picker for the highlighted row; Escape closes it', async () => {
    renderQueue();
    await press('j');
    await press('o');
    const dialog = screen.getByRole('dialog', { name: 'Override row 3' });
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: 'Make' }));
    await press('Escape', {}, dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('? shows the shortcut help', async () => {
    renderQueue();
    await press('?', { shiftKey: true });
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Next row')).toBeTruthy();
    expect(within(help).getByText('Override: pick the vehicle, part type or position')).toBeTruthy();
  });

  it('is off while typing in a field, with Ctrl or Cmd held, and for a held-down deciding key', async () => {
    const actions = renderQueue();
    const field = document.createElement('input');
    document.body.appendChild(field);
    await press('a', {}, field);
    await press('j', {}, field);
    await press('a', { ctrlKey: true });
    await press('a', { metaKey: true });
    await press('a', { repeat: true });
    expect(actions.decide).not.toHaveBeenCalled();
    expect(activeRow()).toBe('2');
    field.remove();
  });

  it('lets readers move but not decide, and shows no decision buttons', async () => {
    const actions = renderQueue({ canDecide: false });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await press('j');
    expect(activeRow()).toBe('3');
    await press('a');
    expect(actions.decide).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/Only owners and reviewers/);
  });

  it('says why when the server refuses', async () => {
    const actions = fakeActions();
    actions.decide.mockResolvedValueOnce({ ok: false, error: { key: 'review.errors.notAllowed', code: 'not_allowed' } });
    renderQueue({ actions });
    await press('a');
    expect(screen.getByRole('alert').textContent).toContain('Only owners and reviewers of this workspace can decide rows. Nothing was changed.');
    expect(card(2).getAttribute('data-decision')).toBe('pending');
  });
});

describe('bulk decisions', () => {
  it('apply to every matching row only after a confirmation that says how many', async () => {
    const actions = renderQueue();
    fireEvent.click(screen.getByRole('button', { name: 'Reject all 3 matching…' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Reject 3 rows?' });
    expect(actions.decideMatching).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Reject 3 rows' }));
    });
    expect(actions.decideMatching).toHaveBeenCalledWith(expect.objectContaining({ decision: 'rejected', filter: {} }));
    expect(actions.load).toHaveBeenCalled();
  });

  it('select all shown rows with one checkbox', async () => {
    const actions = renderQueue();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all shown rows (3)' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    });
    expect(actions.decide.mock.calls[0]![0].decisions.map((d) => d.row)).toEqual([2, 3, 5]);
  });
});

describe('paging', () => {
  it('loads the next rows after the last one shown, and j reaches them', async () => {
    const actions = fakeActions();
    actions.load.mockResolvedValueOnce({ ok: true, data: { rows: [rowView(9), rowView(12)], nextAfterRow: null, counts: counts(5) } });
    renderQueue({ actions, nextAfterRow: 5 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load more rows' }));
    });
    expect(actions.load).toHaveBeenCalledWith(expect.objectContaining({ afterRow: 5 }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-row'))).toEqual(['2', '3', '5', '9', '12']);
    expect(screen.queryByRole('button', { name: 'Load more rows' })).toBeNull();
    for (let i = 0; i < 4; i++) await press('j');
    expect(activeRow()).toBe('12');
  });
});
