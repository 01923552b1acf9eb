import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MappingEditor } from '@/components/catalogs/mapping-editor';
import { CANONICAL_FIELDS, type MappingRow } from '@/components/catalogs/mapping-rows';
import type { ActionState } from '@/lib/actions';
import catalogs from '@/messages/areas/catalogs/en.json';

const push = vi.fn();
vi.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push, refresh: vi.fn() }),
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

afterEach(() => {
  cleanup();
  push.mockReset();
});

const CONVERSION = '0b7c2d9e-3f41-4a5b-8c6d-7e8f9a0b1c2d';

const ROWS: MappingRow[] = [
  { column: 'Part Number', field: 'partNumber', confidence: 0.98, note: 'English header "Part Number"' },
  { column: 'Hersteller', field: 'make', confidence: 0.95, note: 'German header' },
  { column: 'Info', field: 'notes', confidence: 0.45, note: 'values look like free text' },
  { column: 'Internal', field: null, confidence: 0.2, note: 'no header match' },
];

type SaveState = ActionState<{ name: string; version: number }>;
type RerunState = ActionState<{ conversionId: string; created: boolean }>;

function renderEditor(options: { editable?: boolean; save?: SaveState; rerun?: RerunState } = {}) {
  const saved: FormData[] = [];
  const reran: FormData[] = [];
  const saveAction = async (_s: SaveState, data: FormData): Promise<SaveState> => {
    saved.push(data);
    return options.save ?? { ok: true, data: { name: String(data.get('name')), version: 1 } };
  };
  const rerunAction = async (_s: RerunState, data: FormData): Promise<RerunState> => {
    reran.push(data);
    return options.rerun ?? { ok: true, data: { conversionId: 'c2f1e0d9-8b7a-4c6d-9e5f-4a3b2c1d0e9f', created: true } };
  };
  render(
    <NextIntlClientProvider locale="en" messages={{ catalogs }}>
      <MappingEditor conversionId={CONVERSION} rows={ROWS} editable={options.editable ?? true} saveAction={saveAction} rerunAction={rerunAction} />
    </NextIntlClientProvider>,
  );
  return { saved, reran };
}

const rowOf = (column: string) => screen.getAllByTestId('mapping-row').find((r) => within(r).queryByRole('rowheader', { name: new RegExp(`^${column}`) }))!;

describe('mapping editor', () => {
  it('shows each column with its field, the confidence, the reason, and highlights the uncertain ones', () => {
    renderEditor();
    expect(screen.getAllByTestId('mapping-row')).toHaveLength(4);
    const info = rowOf('Info');
    expect(info.dataset.tone).toBe('low');
    expect(within(info).getByText('check')).toBeTruthy();
    expect(within(info).getByText('45%')).toBeTruthy();
    expect(within(info).getByText('values look like free text')).toBeTruthy();
    expect(rowOf('Part Number').dataset.tone).toBe('high');
    expect(within(rowOf('Part Number')).queryByText('check')).toBeNull();
    expect((screen.getByLabelText('Field for column Hersteller') as HTMLSelectElement).value).toBe('make');
    expect((screen.getByLabelText('Field for column Internal') as HTMLSelectElement).value).toBe('');
  });

  it('saves the edited fields in column order under a name', async () => {
    const { saved } = renderEditor();
    await userEvent.selectOptions(screen.getByLabelText('Field for column Info'), 'description');
    await userEvent.selectOptions(screen.getByLabelText('Field for column Internal'), 'oeNumber');
    expect(within(rowOf('Info')).getByText('changed')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Mapping name'), 'Brakes layout');
    await userEvent.click(screen.getByRole('button', { name: 'Save mapping' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.get('conversionId')).toBe(CONVERSION);
    expect(saved[0]!.get('name')).toBe('Brakes layout');
    expect(saved[0]!.getAll('field')).toEqual(['partNumber', 'make', 'description', 'oeNumber']);
    expect(await screen.findByText('Saved “Brakes layout” (version 1).')).toBeTruthy();
  });

  it('runs the conversion again with the edits and opens the new conversion', async () => {
    const { reran } = renderEditor();
    expect(screen.getByText(/\(0 changes\)/)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Field for column Info'), '');
    expect(screen.getByText(/\(1 change\)/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Run again' }));

    await waitFor(() => expect(reran).toHaveLength(1));
    expect(reran[0]!.getAll('field')).toEqual(['partNumber', 'make', '', '']);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/catalogs/c2f1e0d9-8b7a-4c6d-9e5f-4a3b2c1d0e9f'));
  });

  it('warns when a one-column field is chosen twice, but not for fields that join several columns', async () => {
    renderEditor();
    await userEvent.selectOptions(screen.getByLabelText('Field for column Hersteller'), 'partNumber');
    expect(within(rowOf('Hersteller')).getByText('Part number takes one column; only the first one is used.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Field for column Hersteller'), 'notes');
    expect(screen.queryByText(/takes one column/)).toBeNull();
  });

  it('says why a refused save failed, and stays on the page', async () => {
    renderEditor({ save: { ok: false, error: { key: 'catalogs.mapping.errors.notAllowed', code: 'not_allowed' } } });
    await userEvent.type(screen.getByLabelText('Mapping name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save mapping' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only owners and operators can save mappings and start conversions.');
    expect(push).not.toHaveBeenCalled();
  });

  it('is read-only for members who may not convert', () => {
    renderEditor({ editable: false });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(within(rowOf('Hersteller')).getByText('Make')).toBeTruthy();
    expect(within(rowOf('Internal')).getByText('Not used')).toBeTruthy();
  });
  it("sends each select with its chosen field alone in the server's HTML, and every field once hydrated", () => {
    const editor = (
      <NextIntlClientProvider locale="en" messages={{ catalogs }}>
        <MappingEditor conversionId={CONVERSION} rows={ROWS} editable saveAction={async () => null} rerunAction={async () => null} />
      </NextIntlClientProvider>
    );
    const html = renderToString(editor);
    // Four selects, one option each: the chosen field, or "Not used".
    expect(html.match(/<option/g)).toHaveLength(ROWS.length);
    expect(html).toContain('<option value="make" selected="">Make</option>');
    expect(html).toContain('<option value="" selected="">Not used</option>');

    render(editor);
    const select = screen.getByLabelText('Field for column Hersteller') as HTMLSelectElement;
    expect(select.options).toHaveLength(CANONICAL_FIELDS.length + 1);
    expect(select.value).toBe('make');
  });
});
