import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadDropZone } from '@/components/catalogs/upload-drop-zone';
import type { SendOutcome, sendUpload } from '@/components/catalogs/send-upload';
import type { UploadedFile } from '@/components/catalogs/upload-types';
import type { UploadAccepted } from '@/lib/http/upload';
import catalogs from '@/messages/areas/catalogs/en.json';

afterEach(cleanup);

const WORKSPACE = '6f1c1b9e-1d57-4d4b-9a55-2f3c4b5a6d7e';

function accepted(name: string, created = true): UploadAccepted {
  return {
    ok: true,
    upload: { id: crypto.randomUUID(), fileName: name, bytes: 120, sha256: 'a'.repeat(64) },
    created,
    latestConversion: null,
    info: { format: 'csv', encoding: 'utf-8', delimiter: ',', sheet: null, headerRow: 1 },
    header: ['Part Number', 'Make'],
    suggestedMappings: [],
    sheets: [],
    wholeWorkbook: false,
  };
}

/** A stand-in for the XHR: records calls, and resolves each when the test says so. */
function controlledSend() {
  const calls: { file: File; workspaceId: string; progress: (loaded: number, total: number) => void; finish: (o: SendOutcome) => void }[] = [];
  const send: typeof sendUpload = (file, workspaceId, progress) =>
    new Promise<SendOutcome>((finish) => {
      calls.push({ file, workspaceId, progress, finish });
    });
  return { send, calls };
}

function renderZone(props: Partial<Parameters<typeof UploadDropZone>[0]> & { send: typeof sendUpload }) {
  const onUploaded = vi.fn<(results: UploadedFile[]) => void>();
  render(
    <NextIntlClientProvider locale="en" messages={{ catalogs }}>
      <UploadDropZone workspaceId={WORKSPACE} onUploaded={onUploaded} {...props} />
    </NextIntlClientProvider>,
  );
  return { onUploaded };
}

const csv = (name: string, size = 120) => new File(['x'.repeat(size)], name, { type: 'text/csv' });

describe('upload drop zone', () => {
  it('sends chosen files one after another, with a progress bar each, and reports both results', async () => {
    const { send, calls } = controlledSend();
    const { onUploaded } = renderZone({ send });
    await userEvent.upload(screen.getByLabelText('Choose files'), [csv('brakes.csv'), csv('filters.csv')]);

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.workspaceId).toBe(WORKSPACE);
    expect(calls[0]!.file.name).toBe('brakes.csv');
    act(() => calls[0]!.progress(60, 120));
    const brakesBar = screen.getByRole('progressbar', { name: 'Upload of brakes.csv' });
    expect(brakesBar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByRole('progressbar', { name: 'Upload of filters.csv' }).getAttribute('aria-valuenow')).toBe('0');

    // The second file waits until the first is answered.
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.finish({ ok: true, answer: accepted('brakes.csv') }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(brakesBar.getAttribute('aria-valuenow')).toBe('100');
    await act(async () => calls[1]!.finish({ ok: true, answer: accepted('filters.csv', false) }));

    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    const results = onUploaded.mock.calls[0]![0];
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['brakes.csv', 'uploaded'],
      ['filters.csv', 'uploaded'],
    ]);
    const rows = screen.getAllByTestId('upload-row');
    expect(within(rows.find((r) => r.textContent?.includes('filters.csv'))!).getByTestId('upload-phase').textContent).toBe('Uploaded before');
  });

  it('refuses a file over the workspace limit before sending it, naming the file and the limit', async () => {
    const { send, calls } = controlledSend();
    const { onUploaded } = renderZone({ send, limitBytes: 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('Choose files'), csv('huge.csv', 1024 * 1024 + 1));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('huge.csv is larger than this workspace’s limit of 1 MB per file.');
    expect(alert.textContent).toContain('Split the catalog');
    expect(calls).toHaveLength(0);
    expect(onUploaded.mock.calls[0]![0][0]).toMatchObject({ status: 'refused', problem: { code: 'too_large' } });
  });

  it("shows the engine's finding and what to do when a file is not a catalog", async () => {
    const { send, calls } = controlledSend();
    renderZone({ send });
    await userEvent.upload(screen.getByLabelText('Choose files'), csv('logo.csv'));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () =>
      calls[0]!.finish({
        ok: false,
        problem: {
          code: 'invalid',
          message: 'logo.csv is a PNG image.',
          finding: { code: 'INPUT_UNSUPPORTED', severity: 'error', message: 'logo.csv is a PNG image. Upload the catalog spreadsheet itself (XLSX or CSV).' },
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('logo.csv could not be read as a catalog.');
    expect(alert.textContent).toContain('Upload the catalog spreadsheet itself, saved as XLSX or CSV (UTF-8).');
    expect(alert.textContent).toContain('INPUT_UNSUPPORTED: logo.csv is a PNG image.');
    expect(screen.getByRole('progressbar', { name: 'Upload of logo.csv' }).getAttribute('aria-valuenow')).toBe('100');
  });

  it('takes dropped files like chosen ones, only the first when multiple is off', async () => {
    const { send, calls } = controlledSend();
    renderZone({ send, multiple: false });
    fireEvent.drop(screen.getByTestId('upload-drop-zone'), { dataTransfer: { files: [csv('one.csv'), csv('two.csv')] } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.file.name).toBe('one.csv');
    expect(screen.queryByText('two.csv')).toBeNull();
    expect(screen.getByLabelText('Choose a file')).toBeTruthy();
  });
});
