import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SheetPicker } from '@/components/catalogs/sheet-picker';
import catalogs from '@/messages/areas/catalogs/en.json';
import de from '@/messages/areas/catalogs/de.json';

afterEach(cleanup);

const INFO = { format: 'xlsx' as const, encoding: null, delimiter: null, sheet: 'Notes', headerRow: 1 };
const SHEETS = [
  { name: 'Notes', dataRows: 2, more: false },
  { name: 'Catalog', dataRows: 5000, more: true },
  { name: 'Empty', dataRows: 0, more: false },
];

/** The picker as the upload card holds it: the choice in state, shown back in a status line. */
function Harness({ sheets = SHEETS, wholeWorkbook = false }: { sheets?: typeof SHEETS; wholeWorkbook?: boolean }) {
  const [sheet, setSheet] = useState<string | null>(null);
  return (
    <>
      <SheetPicker answer={{ sheets, wholeWorkbook, info: INFO }} sheet={sheet} onChange={setSheet} />
      <output data-testid="chosen">{sheet ?? 'default'}</output>
    </>
  );
}

function renderPicker(props: Parameters<typeof Harness>[0] = {}, locale: 'en' | 'de' = 'en') {
  render(
    <NextIntlClientProvider locale={locale} timeZone="UTC" messages={{ catalogs: locale === 'en' ? catalogs : de }}>
      <Harness {...props} />
    </NextIntlClientProvider>,
  );
}

describe('the sheet picker of a received workbook', () => {
  it('names the default, lists every sheet with its data rows, and cannot pick one without rows', async () => {
    renderPicker();
    const picker = screen.getByRole('combobox', { name: 'Sheet to convert' });
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Automatic: “Notes”, the first sheet with data',
      'Notes (2 data rows)',
      'Catalog (5,000 or more data rows)',
      'Empty (0 data rows)',
    ]);
    expect(options.map((o) => (o as HTMLOptionElement).disabled)).toEqual([false, false, false, true]);
    await userEvent.selectOptions(picker, 'Catalog');
    expect(screen.getByTestId('chosen').textContent).toBe('Catalog');
    await userEvent.selectOptions(picker, '');
    expect(screen.getByTestId('chosen').textContent).toBe('default');
  });

  it('says when the default reads a PIES workbook whole, in the reader’s language', () => {
    renderPicker({ wholeWorkbook: true }, 'de');
    expect(screen.getAllByRole('option')[0]!.textContent).toBe('Automatisch: die ganze Arbeitsmappe (PIES-Segmente)');
    expect(screen.getByText(/Tabellenblätter, eines je PIES-Segment/)).toBeTruthy();
  });

  it('is not offered for a workbook of one sheet', () => {
    renderPicker({ sheets: [SHEETS[0]!] });
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
