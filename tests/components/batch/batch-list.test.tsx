import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigation, WithMessages } from './messages';
import { file, snapshot, succeeded } from './snapshots';

vi.mock('@/i18n/navigation', () => navigation.module());

const { BatchList } = await import('@/components/batch/batch-list');

afterEach(cleanup);

/** A list row: the snapshot without its files and exports. */
function summary(id: string, name: string, files: Parameters<typeof snapshot>[0]) {
  const { files: _files, exports: _exports, ...rest } = snapshot(files);
  return { ...rest, id, name };
}

const SPRING = '00000001-1111-4111-8111-111111111111';
const FILTERS = '00000002-1111-4111-8111-111111111111';

describe('batch list', () => {
  it('shows each batch with its brand, files and how many are in each state', () => {
    render(
      <WithMessages>
        <BatchList
          workspaceName="Brakes"
          canStart
          batches={[summary(SPRING, 'Spring brakes', [succeeded(1), succeeded(2), file(3, { status: 'failed', error: { code: 'X', message: 'y' } })]), summary(FILTERS, 'Filters', [file(1, { status: 'running' })])]}
        />
      </WithMessages>,
    );
    const table = screen.getByRole('table', { name: 'Batches of Brakes' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Spring brakes' }).getAttribute('href')).toBe(`/batch/${SPRING}`);
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['BKMN', '3', '2 converted1 failed', expect.stringContaining('2026')]);
    expect(within(second!).getByText('1 running')).toBeTruthy();
    expect(within(second!).queryByText(/converted/)).toBeNull();
  });

  it('says there are none, and invites only those who may start one', () => {
    const { rerender } = render(
      <WithMessages>
        <BatchList workspaceName="Brakes" canStart batches={[]} />
      </WithMessages>,
    );
    expect(screen.getByText(/Start one with several catalogs/)).toBeTruthy();
    rerender(
      <WithMessages>
        <BatchList workspaceName="Brakes" canStart={false} batches={[]} />
      </WithMessages>,
    );
    expect(screen.getByText('No batches in this workspace yet.')).toBeTruthy();
  });
});
