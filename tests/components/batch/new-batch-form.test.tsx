import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '@/components/catalogs/upload-types';
import type { ActionState } from '@/lib/actions';
import { navigation, WithMessages } from './messages';

vi.mock('@/i18n/navigation', () => navigation.module());

// The shared drop zone is the catalogs area's (tested there); here it hands over what a drop produced.
const drop = vi.hoisted(() => ({ results: [] as UploadedFile[], props: null as null | Record<string, unknown> }));
vi.mock('@/components/catalogs/upload-drop-zone', () => ({
  UploadDropZone: (props: { onUploaded: (r: UploadedFile[]) => void }) => {
    drop.props = props;
    return (
      <button type="button" onClick={() => props.onUploaded(drop.results)}>
        Drop files
      </button>
    );
  },
}));

const { NewBatchForm } = await import('@/components/batch/new-batch-form');

const WORKSPACE = '44444444-4444-4444-8444-444444444444';

function accepted(id: string, name: string, suggested: string[] = []): UploadedFile {
  return {
    key: `k-${id}`,
    name,
    size: 2048,
    status: 'uploaded',
    answer: {
      ok: true,
      upload: { id, fileName: name, bytes: 2048, sha256: 'a'.repeat(64) },
      created: true,
      latestConversion: null,
      info: { format: 'csv', encoding: 'utf-8', delimiter: ',', sheet: null, headerRow: 1 },
      header: ['Part', 'Make'],
      suggestedMappings: suggested.map((m) => ({ id: m, name: 'Supplier A', version: 2 })),
      sheets: [],
      wholeWorkbook: false,
    },
  };
}

const refused: UploadedFile = { key: 'k-bad', name: 'photo.png', size: 10, status: 'refused', problem: { code: 'invalid', message: 'Not a catalog.' } };

const UPLOAD_A = '55555555-5555-4555-8555-55555555555a';
const UPLOAD_B = '55555555-5555-4555-8555-55555555555b';
const MAPPING = '66666666-6666-4666-8666-666666666666';

type Answer = ActionState<{ batchId: string }>;

function setup(answer: Answer) {
  const sent: FormData[] = [];
  const action = vi.fn(async (_state: Answer, formData: FormData) => {
    sent.push(formData);
    return answer;
  });
  render(
    <WithMessages>
      <NewBatchForm
        workspaceId={WORKSPACE}
        mappings={[{ id: MAPPING, name: 'Supplier A', version: 2 }]}
        defaultThreshold={0.9}
        limitBytes={1024 * 1024}
        action={action}
      />
    </WithMessages>,
  );
  return { sent };
}

async function fillIn() {
  await userEvent.type(screen.getByLabelText('Batch name'), 'Spring brakes');
  await userEvent.type(screen.getByLabelText('Brand code'), 'BKMN');
}

afterEach(() => {
  cleanup();
  navigation.push.mockReset();
});

describe('new batch form', () => {
  it('cannot start before a file has arrived', () => {
    setup(null);
    expect(screen.getByRole('button', { name: 'Start batch' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Upload at least one file to start.')).toBeTruthy();
    expect(drop.props).toMatchObject({ workspaceId: WORKSPACE, multiple: true, limitBytes: 1024 * 1024 });
  });

  it('takes the accepted uploads once each, leaves refused ones out, and sends them with the settings', async () => {
    const { sent } = setup({ ok: true, data: { batchId: '77777777-7777-4777-8777-777777777777' } });
    drop.results = [accepted(UPLOAD_A, 'brakes.csv'), refused, accepted(UPLOAD_B, 'filters.xlsx')];
    await userEvent.click(screen.getByRole('button', { name: 'Drop files' }));
    drop.results = [accepted(UPLOAD_A, 'brakes.csv')];
    await userEvent.click(screen.getByRole('button', { name: 'Drop files' }));

    const files = within(screen.getByRole('list', { name: 'Files in this batch' }));
    expect(files.getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('brakes.csv'), expect.stringContaining('filters.xlsx')]);
    expect(screen.getByText('2 files ready')).toBeTruthy();

    await fillIn();
    await userEvent.selectOptions(screen.getByLabelText('Column mapping'), MAPPING);
    await userEvent.clear(screen.getByLabelText('Accept threshold'));
    await userEvent.type(screen.getByLabelText('Accept threshold'), '80');
    await userEvent.click(screen.getByRole('button', { name: 'Start batch' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const form = sent[0]!;
    expect(form.getAll('uploadIds')).toEqual([UPLOAD_A, UPLOAD_B]);
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'uploadIds'))).toEqual({
      workspaceId: WORKSPACE,
      name: 'Spring brakes',
      brand: 'BKMN',
      mappingId: MAPPING,
      acceptThreshold: '80',
    });
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/batch/77777777-7777-4777-8777-777777777777'));
  });

  it('lets a file be taken out again', async () => {
    const { sent } = setup(null);
    drop.results = [accepted(UPLOAD_A, 'brakes.csv'), accepted(UPLOAD_B, 'filters.xlsx')];
    await userEvent.click(screen.getByRole('button', { name: 'Drop files' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove brakes.csv' }));
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Start batch' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.getAll('uploadIds')).toEqual([UPLOAD_B]);
  });

  it('marks a saved mapping made for the uploaded files', async () => {
    setup(null);
    expect(screen.getByRole('option', { name: 'Supplier A (version 2)' })).toBeTruthy();
    drop.results = [accepted(UPLOAD_A, 'brakes.csv', [MAPPING])];
    await userEvent.click(screen.getByRole('button', { name: 'Drop files' }));
    expect(screen.getByRole('option', { name: 'Supplier A (version 2) — made for these files' })).toBeTruthy();
  });

  it('shows a field the server refused under that field, in words', async () => {
    setup({ ok: false, error: { key: 'actions.invalidInput', code: 'invalid' }, fieldErrors: { brand: { key: 'batch.errors.brand' } } });
    drop.results = [accepted(UPLOAD_A, 'brakes.csv')];
    await userEvent.click(screen.getByRole('button', { name: 'Drop files' }));
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Start batch' }));
    const brand = screen.getByLabelText('Brand code');
    await waitFor(() => expect(brand.getAttribute('aria-invalid')).toBe('true'));
    const described = brand.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(
      'Enter a valid Auto Care brand code: four capital letters, e.g. BKMN. Codes never spell words: the 1st letter is not A, E, I, O or U, the 2nd not A, E, I or O, the 3rd not A, O or U.',
    );
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('says why the batch was not started when the jobs refused it', async () => {
    setup({ ok: false, error: { key: 'batch.errors.notAllowed', code: 'not_allowed' } });
    drop.results = [accepted(UPLOAD_A, 'brakes.csv')];
    await userEvent.click(screen.getByRole('button', { name: 'Drop files' }));
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Start batch' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only owners and operators start batches.');
  });

  it('translates the action’s own message keys', async () => {
    setup({ ok: false, error: { key: 'workspace.notMember', code: 'not_found' } });
    drop.results = [accepted(UPLOAD_A, 'brakes.csv')];
    await userEvent.click(screen.getByRole('button', { name: 'Drop files' }));
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Start batch' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You are not a member of that workspace.');
  });
});
