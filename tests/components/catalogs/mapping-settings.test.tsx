import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MappingEditor } from '@/components/catalogs/mapping-editor';
import type { MappingRow } from '@/components/catalogs/mapping-rows';
import type { SettingRow } from '@/components/catalogs/mapping-settings';
import type { ActionState } from '@/lib/actions';
import catalogs from '@/messages/areas/catalogs/en.json';
import catalogsDe from '@/messages/areas/catalogs/de.json';

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

const COMPLETE: MappingRow[] = [
  { column: 'Part Number', field: 'partNumber', confidence: 0.98, note: 'English header "Part Number"' },
  { column: 'Part Type', field: 'partType', confidence: 0.95, note: 'English header' },
  { column: 'Make', field: 'make', confidence: 0.99, note: 'English header' },
  { column: 'Model', field: 'model', confidence: 0.97, note: 'English header' },
  { column: 'Years', field: 'year', confidence: 0.98, note: 'English header' },
  { column: 'List Price', field: 'price', confidence: 0.9, note: 'English header' },
];

const SETTINGS: SettingRow[] = [
  { setting: 'defaultQty', value: '1', basis: 'no quantity column: every application is written with Qty 1', by: 'inferred' },
  { setting: 'currency', value: 'USD', basis: '4 of 4 sampled prices carry no currency (e.g. "54.99"); a English catalog: USD assumed', by: 'inferred' },
  { setting: 'weightUnit', value: 'kg', basis: 'set on the mapping', by: 'mapping' },
  { setting: 'decimalMark', value: '.', basis: 'numbers are written with a decimal point (e.g. "54.99")', by: 'inferred' },
];

type SaveState = ActionState<{ name: string; version: number }>;
type RerunState = ActionState<{ conversionId: string; created: boolean }>;

function renderEditor(options: { rows?: MappingRow[]; settings?: SettingRow[]; editable?: boolean; stopped?: boolean; rerun?: RerunState; messages?: typeof catalogs } = {}) {
  const saved: FormData[] = [];
  const reran: FormData[] = [];
  const saveAction = async (_s: SaveState, data: FormData): Promise<SaveState> => {
    saved.push(data);
    return { ok: true, data: { name: String(data.get('name')), version: 1 } };
  };
  const rerunAction = async (_s: RerunState, data: FormData): Promise<RerunState> => {
    reran.push(data);
    return options.rerun ?? { ok: true, data: { conversionId: 'c2f1e0d9-8b7a-4c6d-9e5f-4a3b2c1d0e9f', created: true } };
  };
  render(
    <NextIntlClientProvider locale="en" messages={{ catalogs: options.messages ?? catalogs }}>
      <MappingEditor
        conversionId={CONVERSION}
        rows={options.rows ?? COMPLETE}
        settings={options.settings ?? SETTINGS}
        stoppedAtMapping={options.stopped ?? false}
        editable={options.editable ?? true}
        saveAction={saveAction}
        rerunAction={rerunAction}
      />
    </NextIntlClientProvider>,
  );
  return { saved, reran };
}

const settingItem = (setting: string) => screen.getAllByTestId('mapping-setting').find((li) => li.dataset.setting === setting)!;

describe('catalog settings on the mapping screen', () => {
  it('shows each setting the run went on with its value and basis, marked assumed or set', () => {
    renderEditor();
    expect(screen.getByRole('heading', { name: 'Catalog settings' })).toBeTruthy();
    expect(screen.getAllByTestId('mapping-setting').map((li) => [li.dataset.setting, li.dataset.state])).toEqual([
      ['defaultQty', 'assumed'],
      ['currency', 'assumed'],
      ['weightUnit', 'set'],
      ['decimalMark', 'assumed'],
    ]);
    expect((screen.getByLabelText('Default quantity') as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('USD');
    expect((screen.getByLabelText('Weight unit') as HTMLSelectElement).value).toBe('kg');
    expect((screen.getByLabelText('Decimal mark') as HTMLSelectElement).value).toBe('.');
    // Only what the catalog needed (and what was set): no length unit here.
    expect(screen.queryByLabelText('Length unit')).toBeNull();
    expect(within(settingItem('currency')).getByText('assumed')).toBeTruthy();
    expect(within(settingItem('currency')).getByText(/sampled prices carry no currency/)).toBeTruthy();
    expect(within(settingItem('weightUnit')).getByText('set')).toBeTruthy();
  });

  it('runs again with a changed currency as the mapping’s setting, keeping what was set and leaving assumptions to be inferred again', async () => {
    const { reran } = renderEditor();
    expect(screen.getByText(/\(0 changes\)/)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    expect(settingItem('currency').dataset.state).toBe('changed');
    expect(screen.getByText(/\(1 change\)/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Run again' }));

    await waitFor(() => expect(reran).toHaveLength(1));
    expect(JSON.parse(String(reran[0]!.get('settings')))).toEqual({ currency: 'EUR', weightUnit: 'kg' });
    expect(reran[0]!.getAll('field')).toEqual(['partNumber', 'partType', 'make', 'model', 'year', 'price']);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/catalogs/c2f1e0d9-8b7a-4c6d-9e5f-4a3b2c1d0e9f'));
  });

  it('takes any ISO 4217 code typed under “Other”, a default quantity and units, and saves them with the mapping', async () => {
    const { saved } = renderEditor({ settings: [...SETTINGS, { setting: 'lengthUnit', value: 'mm', basis: 'dimensions carry no unit (e.g. "345"); median 345: millimetres assumed', by: 'inferred' }] });
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'Other…');
    const code = screen.getByLabelText('Currency code (ISO 4217)');
    await userEvent.type(code, 'th');
    expect(within(settingItem('currency')).getByText('Enter a three-letter ISO 4217 currency code, e.g. EUR.')).toBeTruthy();
    await userEvent.type(code, 'b9');
    expect((code as HTMLInputElement).value).toBe('THB');
    expect(within(settingItem('currency')).queryByText(/three-letter/)).toBeNull();
    await userEvent.clear(screen.getByLabelText('Default quantity'));
    await userEvent.type(screen.getByLabelText('Default quantity'), '2');
    await userEvent.selectOptions(screen.getByLabelText('Length unit'), 'in');
    await userEvent.selectOptions(screen.getByLabelText('Decimal mark'), ',');
    await userEvent.type(screen.getByLabelText('Mapping name'), 'Price list');
    await userEvent.click(screen.getByRole('button', { name: 'Save mapping' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(String(saved[0]!.get('settings')))).toEqual({ defaultQty: 2, currency: 'THB', weightUnit: 'kg', lengthUnit: 'in', decimalMark: ',' });
  });

  it('says a default quantity below 1 is not one it takes', async () => {
    renderEditor();
    await userEvent.clear(screen.getByLabelText('Default quantity'));
    await userEvent.type(screen.getByLabelText('Default quantity'), '0');
    expect(within(settingItem('defaultQty')).getByText('Enter a whole number from 1 to 999.')).toBeTruthy();
  });

  it('shows no settings section when the run needed none', () => {
    renderEditor({ settings: [] });
    expect(screen.queryByRole('heading', { name: 'Catalog settings' })).toBeNull();
    expect(screen.queryByTestId('mapping-setting')).toBeNull();
  });

  it('is read-only for members who may not convert: values in words, no controls', () => {
    renderEditor({ editable: false, settings: [...SETTINGS, { setting: 'lengthUnit', value: 'cm', basis: 'median 12: centimetres assumed', by: 'inferred' }] });
    expect(screen.queryByLabelText('Currency')).toBeNull();
    expect(within(settingItem('currency')).getByText('USD')).toBeTruthy();
    expect(within(settingItem('weightUnit')).getByText('kilograms (kg)')).toBeTruthy();
    expect(within(settingItem('lengthUnit')).getByText('centimetres (cm)')).toBeTruthy();
    expect(within(settingItem('decimalMark')).getByText('point (1.5)')).toBeTruthy();
  });

  it('speaks German on a German page', () => {
    renderEditor({ messages: catalogsDe as typeof catalogs });
    expect(screen.getByRole('heading', { name: 'Katalogeinstellungen' })).toBeTruthy();
    expect(within(settingItem('currency')).getByText('angenommen')).toBeTruthy();
    expect(within(settingItem('weightUnit')).getByText('festgelegt')).toBeTruthy();
  });
});

describe('a conversion stopped at the mapping', () => {
  const STOPPED: MappingRow[] = [
    { column: 'Part Number', field: 'partNumber', confidence: 0.98, note: 'English header "Part Number"' },
    { column: 'Sortiment', field: null, confidence: 0.5, note: 'header "Sortiment" not recognised; text (e.g. "PAD-CER", "ROT-VNT"); not used' },
    { column: 'Make', field: 'make', confidence: 0.99, note: 'English header' },
    { column: 'Model', field: 'model', confidence: 0.97, note: 'English header' },
    { column: 'Years', field: 'year', confidence: 0.98, note: 'English header' },
  ];

  it('names the missing field, highlights the unused column, and runs again once the column is picked', async () => {
    const { reran } = renderEditor({ rows: STOPPED, settings: [], stopped: true });
    const missing = screen.getByTestId('mapping-missing');
    expect(within(missing).getByText(/The conversion stopped here/)).toBeTruthy();
    expect(within(missing).getAllByTestId('missing-field').map((li) => li.textContent)).toEqual(['Part type']);
    const sortiment = screen.getAllByTestId('mapping-row').find((r) => within(r).queryByRole('rowheader', { name: /^Sortiment/ }))!;
    expect(sortiment.dataset.candidate).toBe('true');
    expect(within(sortiment).getByText('header "Sortiment" not recognised; text (e.g. "PAD-CER", "ROT-VNT"); not used')).toBeTruthy();
    expect(screen.getByText('A field every row needs still has no column: the conversion will stop again.')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Field for column Sortiment'), 'partType');
    expect(screen.queryByTestId('mapping-missing')).toBeNull();
    expect(screen.getByTestId('mapping-complete').textContent).toBe('Every field a row needs has a column now. Run again to convert.');
    expect(screen.queryByText(/will stop again/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Run again' }));

    await waitFor(() => expect(reran).toHaveLength(1));
    expect(reran[0]!.getAll('field')).toEqual(['partNumber', 'partType', 'make', 'model', 'year']);
    expect(reran[0]!.get('settings')).toBe('{}');
  });

  it('tells members who may not convert who can pick the column', () => {
    renderEditor({ rows: STOPPED, settings: [], stopped: true, editable: false });
    expect(within(screen.getByTestId('mapping-missing')).getByText('Owners and operators can pick the columns and run the conversion again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run again' })).toBeNull();
  });
});
