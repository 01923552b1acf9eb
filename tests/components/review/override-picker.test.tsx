import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OverridePicker } from '@/components/review/override-picker';
import { overrideFromPicks, type OverridePicks, type ReferenceHit } from '@/lib/data/reference';
import { rowView, WithMessages } from './fixtures';

/** A tiny reference behind a fake /api/reference/search, answering as the route does. */
const HITS: Record<string, (params: URLSearchParams) => ReferenceHit[]> = {
  make: (p) => [{ id: 9009, name: 'Toyota', ...(p.get('q') === 'Toyta' ? { matched: 'Toyta' } : {}) }, { id: 9002, name: 'Chevrolet' }].filter((h) => h.name.toLowerCase().startsWith((p.get('q') ?? '').toLowerCase().slice(0, 3))),
  model: (p) =>
    p.get('make') === '9009'
      ? [
          {
            id: 21032,
            name: 'Camry',
            years: [
              { year: 2018, baseVehicleId: 310690 },
              { year: 2019, baseVehicleId: 310691 },
            ],
          },
        ]
      : [],
  'part-type': () => [{ id: 90111, name: 'Engine Oil Filter', matched: 'Ölfilter' }],
  position: (p) => (p.get('partType') === '90111' ? [] : [{ id: 9102, name: 'Front', fitsPartType: true }]),
};

const fetchMock = vi.fn(async (url: string) => {
  const params = new URL(url, 'http://localhost').searchParams;
  const kind = params.get('kind')!;
  return new Response(JSON.stringify({ ok: true, kind, hits: HITS[kind]!(params), reference: { source: 'demo', versionDate: '2026-01-01', demo: true } }));
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPicker(rows = [rowView(6)]) {
  const onSave = vi.fn<(picks: OverridePicks) => void>();
  const onCancel = vi.fn();
  render(
    <WithMessages>
      <OverridePicker rows={rows} onSave={onSave} onCancel={onCancel} />
    </WithMessages>,
  );
  return { onSave, onCancel, dialog: screen.getByRole('dialog', { name: rows.length === 1 ? `Override row ${rows[0]!.row}` : `Override ${rows.length} selected rows` }) };
}

/** Types into a combobox and picks an option from the list with the keyboard. */
async function pickWithKeyboard(name: string, text: string, option: string) {
  const box = screen.getByRole('combobox', { name });
  fireEvent.change(box, { target: { value: text } });
  await screen.findByRole('option', { name: new RegExp(`^${option}`) });
  await act(async () => {
    fireEvent.keyDown(box, { key: 'Enter' });
  });
  expect((box as HTMLInputElement).value).toBe(option);
}

describe('override picker', () => {
  it('picks make → model → year → base vehicle and a part type with search, and saves what it shows', async () => {
    const { onSave, dialog } = renderPicker();
    expect(within(dialog).getByText(/In the file:/).textContent).toContain('make: Toyta');
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save override' })).toHaveProperty('disabled', true);

    await pickWithKeyboard('Make', 'Toyta', 'Toyota');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('kind=make') && String(url).includes('q=Toyta'))).toBe(true);
    await pickWithKeyboard('Model', 'Cam', 'Camry');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('kind=model') && String(url).includes('make=9009'))).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '310690' } });
    await pickWithKeyboard('Part type', 'Ölfilter', 'Engine Oil Filter');

    const preview = within(dialog).getByRole('heading', { name: 'What will be stored' }).parentElement!;
    expect(preview.textContent).toContain('base vehicle ID310690');
    expect(preview.textContent).toContain('part type ID90111');

    fireEvent.click(screen.getByRole('button', { name: 'Save override' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const picks = onSave.mock.calls[0]![0];
    expect(overrideFromPicks(picks, rowView(6))).toEqual({
      make: 'Toyota',
      model: 'Camry',
      year: '2018',
      yearFrom: '',
      yearTo: '',
      baseVehicleId: '310690',
      partType: 'Engine Oil Filter',
      partTypeId: '90111',
    });
  });

  it('moves through the options with ↓/↑ and says what an entry was found by', async () => {
    renderPicker();
    const box = screen.getByRole('combobox', { name: 'Make' });
    fireEvent.change(box, { target: { value: 'Toyta' } });
    const option = await screen.findByRole('option', { name: /Toyota/ });
    expect(option.textContent).toContain('matches “Toyta”');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(option.id);

    fireEvent.change(box, { target: { value: '' } });
    const list = screen.getByRole('listbox', { name: 'Make' });
    const chevrolet = await within(list).findByRole('option', { name: /Chevrolet/ });
    const toyota = within(list).getByRole('option', { name: /Toyota/ });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(chevrolet.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(toyota.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    expect((box as HTMLInputElement).value).toBe('Chevrolet');
  });

  it('asks for positions the PCdb allows for the row part type', async () => {
    renderPicker([rowView(6, { partTypeId: 90101 })]);
    fireEvent.focus(screen.getByRole('combobox', { name: 'Position' }));
    await screen.findByRole('option', { name: /Front/ });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('kind=position') && String(url).includes('partType=90101'))).toBe(true);
  });

  it('a new make empties the model and its years', async () => {
    renderPicker();
    await pickWithKeyboard('Make', 'Toy', 'Toyota');
    await pickWithKeyboard('Model', 'Cam', 'Camry');
    await pickWithKeyboard('Make', 'Che', 'Chevrolet');
    expect((screen.getByRole('combobox', { name: 'Model' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveProperty('disabled', true);
  });

  it('Escape in an open list closes the list, a second Escape the dialog', async () => {
    const { onCancel } = renderPicker();
    const box = screen.getByRole('combobox', { name: 'Make' });
    fireEvent.change(box, { target: { value: 'Toy' } });
    await screen.findByRole('option', { name: /Toyota/ });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('for several rows, says the same values go to each', () => {
    const { dialog } = renderPicker([rowView(2), rowView(4)]);
    expect(within(dialog).getByText(/same values go to every selected row/)).toBeTruthy();
  });
});
