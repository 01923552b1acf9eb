import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation, WithMessages } from './messages';
import { file, snapshot, succeeded } from './snapshots';

vi.mock('@/i18n/navigation', () => navigation.module());

const { BatchProgress } = await import('@/components/batch/batch-progress');
type Snapshot = Parameters<typeof BatchProgress>[0]['initial'];

const exportForm = <button type="button">Export everything</button>;

function show(initial: Snapshot, props: Partial<Parameters<typeof BatchProgress>[0]> = {}) {
  return render(
    <WithMessages>
      <BatchProgress initial={initial} retry={null} exportForm={exportForm} exportNotAllowed={null} intervalMs={10} {...props} />
    </WithMessages>,
  );
}

/** A fetch that answers the status route with the given snapshots in turn (the last one repeats). */
function statusRoute(...answers: Snapshot[]) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (url: string) => {
    calls.push(url);
    const batch = answers[Math.min(calls.length - 1, answers.length - 1)];
    return new Response(JSON.stringify({ ok: true, batch }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function fileItem(name: string) {
  return screen.getByRole('heading', { name: new RegExp(name) }).closest('li')!;
}

beforeEach(() => vi.useRealTimers());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a batch as it runs', () => {
  it('shows each file where it is: waiting, running with its progress, converted with counts, failed with why', () => {
    statusRoute(snapshot([succeeded(1)]));
    show(
      snapshot([
        file(1, { fileName: 'waiting.csv' }),
        file(2, { fileName: 'running.csv', status: 'running', stage: 'convert', rowsDone: 250, rowsTotal: 1000 }),
        succeeded(3, 'done.csv'),
        file(4, { fileName: 'broken.csv', status: 'failed', error: { code: 'INPUT_NO_HEADER', message: 'No header row found.' } }),
      ]),
    );
    expect(within(fileItem('waiting.csv')).getByText('Waiting for a worker.')).toBeTruthy();

    const bar = within(fileItem('running.csv')).getByRole('progressbar', { name: 'Progress of running.csv' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(fileItem('running.csv')).getByText(/250 of 1,000 rows · Stage: converting rows/)).toBeTruthy();

    const done = within(fileItem('done.csv'));
    expect(done.getByText('Rows').nextElementSibling?.textContent).toBe('120');
    expect(done.getByRole('link', { name: 'Review 12 held rows: done.csv' }).getAttribute('href')).toMatch(/^\/catalogs\/2+3-[\d-]+\/review$/);
    expect(done.getByRole('link', { name: 'Open conversion: done.csv' }).getAttribute('href')).toMatch(/^\/catalogs\/2+3-/);

    expect(within(fileItem('broken.csv')).getByText('INPUT_NO_HEADER: No header row found.')).toBeTruthy();
  });

  it('adds the totals up over the converted files and counts files by state', () => {
    statusRoute(snapshot([succeeded(1)]));
    show(snapshot([succeeded(1), succeeded(2), file(3, { status: 'failed', error: { code: 'X', message: 'y' } })]));
    const totals = within(screen.getByRole('region', { name: 'Totals' }));
    expect(totals.getByText('Rows').nextElementSibling?.textContent).toBe('240');
    // No combined export yet: the files' apps added up, and said to be just that.
    expect(totals.getByText('ACES apps across files, before combining').nextElementSibling?.textContent).toBe('600');
    expect(totals.queryByText('ACES apps')).toBeNull();
    expect(totals.getByText('2 converted')).toBeTruthy();
    expect(totals.getByText('1 failed')).toBeTruthy();
  });

  it('shows the combined export\'s distinct apps once one exists, and what the files added up to', () => {
    const combined = snapshot([succeeded(1), succeeded(2)], [], { exportId: '44444444-4444-4444-8444-444444444444', apps: 540 });
    statusRoute(combined);
    show(combined);
    const totals = within(screen.getByRole('region', { name: 'Totals' }));
    expect(totals.getByText('ACES apps in the combined export').nextElementSibling?.textContent).toBe('540');
    expect(totals.queryByText('ACES apps across files, before combining')).toBeNull();
    expect(totals.getByTestId('apps-before-combining').textContent).toBe(
      'The files have 600 apps added up; apps that several files share are written once in the combined export.',
    );
    // Each file's own count is still its own.
    expect(within(fileItem('file-1.csv')).getByText('ACES apps').nextElementSibling?.textContent).toBe('300');
  });

  it('keeps asking while files run, and offers the combined export once every file has converted', async () => {
    const calls = statusRoute(snapshot([succeeded(1), file(2, { status: 'running', rowsDone: 10 })]), snapshot([succeeded(1), succeeded(2)]));
    show(snapshot([file(1, { status: 'running' }), file(2, { status: 'queued' })]));
    expect(screen.getByText('The combined export opens once every file has converted.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export everything' })).toBeNull();

    await screen.findByRole('button', { name: 'Export everything' });
    expect(calls[0]).toBe('/api/batches/11111111-1111-4111-8111-111111111111?locale=en');
    expect(within(screen.getByRole('region', { name: 'Totals' })).getByText('2 converted')).toBeTruthy();

    // Nothing runs any more: the page stops asking.
    const asked = calls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(calls.length).toBe(asked);
  });

  it('does not poll a finished batch at all', async () => {
    const calls = statusRoute(snapshot([succeeded(1)]));
    show(snapshot([succeeded(1)]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(calls).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export everything' })).toBeTruthy();
  });

  it('says so when the status cannot be loaded, and keeps trying', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 502 }));
    vi.stubGlobal('fetch', fetchMock);
    show(snapshot([file(1, { status: 'running' })]));
    expect(await screen.findByText('The latest status could not be loaded; trying again.')).toBeTruthy();
    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(1));
  });

  it('retries a failed file and follows it again', async () => {
    const calls = statusRoute(snapshot([file(1, { status: 'queued' })]), snapshot([succeeded(1)]));
    const sent: FormData[] = [];
    const retry = vi.fn(async (_state: unknown, formData: FormData) => {
      sent.push(formData);
      return { ok: true as const, data: { retried: true } };
    });
    show(snapshot([file(1, { fileName: 'broken.csv', status: 'failed', error: { code: 'JOB_FAILED', message: 'The worker stopped.' } })]), { retry });

    await userEvent.click(screen.getByRole('button', { name: 'Retry broken.csv' }));
    expect(sent[0]?.get('conversionId')).toBe('22222221-2222-4222-8222-222222222222');
    await screen.findByRole('button', { name: 'Export everything' });
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('shows a refused retry as an alert', async () => {
    statusRoute(snapshot([succeeded(1)]));
    const retry = async () => ({ ok: false as const, error: { key: 'actions.refused.notAllowed' as const, code: 'not_allowed' } });
    show(snapshot([file(1, { fileName: 'broken.csv', status: 'failed', error: { code: 'X', message: 'y' } })]), { retry });
    await userEvent.click(screen.getByRole('button', { name: 'Retry broken.csv' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your role here does not allow this. Nothing was changed.');
  });
});

describe('what a viewer sees', () => {
  it('has no retry buttons and no export form, only who may export', () => {
    statusRoute(snapshot([succeeded(1)]));
    show(snapshot([succeeded(1), file(2, { status: 'failed', error: { code: 'X', message: 'y' } })]), {
      exportNotAllowed: 'Only owners and operators make exports. Your role here is Viewer.',
    });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Only owners and operators make exports. Your role here is Viewer.')).toBeTruthy();
  });
});

describe('the batch’s exports', () => {
  it('lists each combined export with its state and a link to its progress page', () => {
    statusRoute(snapshot([succeeded(1)]));
    const exports = [
      { requestId: 'aaaaaaaa-0000-4000-8000-000000000001', status: 'succeeded' as const, stage: null, error: null, exportId: 'e1', acesVersion: '4.2', piesVersion: '7.2', createdAt: '2026-03-02T09:30:00.000Z' },
      { requestId: 'aaaaaaaa-0000-4000-8000-000000000002', status: 'failed' as const, stage: null, error: { code: 'UPLOAD_PURGED', message: 'The upload was deleted.' }, exportId: null, acesVersion: '4.2', piesVersion: '7.2', createdAt: '2026-03-01T09:30:00.000Z' },
    ];
    show(snapshot([succeeded(1)], exports));
    const list = within(screen.getByRole('region', { name: 'Exports of this batch' }));
    const links = list.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(exports.map((e) => `/exports/requests/${e.requestId}`));
    expect(list.getByText('Ready')).toBeTruthy();
    expect(list.getByText(/Failed — The upload was deleted\./)).toBeTruthy();
  });
});
