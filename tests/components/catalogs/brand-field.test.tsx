import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandField, type BrandOption } from '@/components/catalogs/brand-field';
import catalogs from '@/messages/areas/catalogs/en.json';

afterEach(cleanup);

const BRANDS: BrandOption[] = [
  { name: 'Acme Brakes', code: 'BKMN' },
  { name: 'Acme Filters', code: 'FLTR' },
];

/** The field inside a form, so the test reads what the action would receive. */
function renderField(brands: BrandOption[], defaultBrand = '') {
  render(
    <NextIntlClientProvider locale="en" timeZone="UTC" messages={{ catalogs }}>
      <form aria-label="settings">
        <BrandField brands={brands} defaultBrand={defaultBrand} />
      </form>
    </NextIntlClientProvider>,
  );
  return () => new FormData(screen.getByRole('form', { name: 'settings' }) as HTMLFormElement).getAll('brand');
}

describe('the brand of a new conversion', () => {
  it('offers the sender identity\'s brands by name and code, the last conversion\'s brand chosen', () => {
    const sent = renderField(BRANDS, 'FLTR');
    const picker = screen.getByRole('combobox', { name: 'Brand' });
    expect([...(picker as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Acme Brakes (BKMN)',
      'Acme Filters (FLTR)',
      'Another brand: type its code…',
    ]);
    expect(sent()).toEqual(['FLTR']);
    expect(screen.queryByRole('textbox', { name: 'Brand code (BrandAAIAID)' })).toBeNull();
    expect(screen.getByText(/The brands of your sender identity/)).toBeTruthy();
  });

  it('starts on the first brand when nothing was converted yet, and sends the one picked', async () => {
    const sent = renderField(BRANDS);
    expect(sent()).toEqual(['BKMN']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Acme Filters (FLTR)');
    expect(sent()).toEqual(['FLTR']);
  });

  it('still takes a typed code that is not in the list', async () => {
    const sent = renderField(BRANDS);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Another brand: type its code…');
    const typed = screen.getByRole('textbox', { name: 'Brand code (BrandAAIAID)' });
    await userEvent.type(typed, 'QXBR');
    // One value only: the picker gives up the name while a code is typed.
    expect(sent()).toEqual(['QXBR']);
  });

  it('opens on the typed code when the last conversion used a brand the list does not have', () => {
    const sent = renderField(BRANDS, 'ZZZZ');
    expect((screen.getByRole('combobox', { name: 'Brand' }) as HTMLSelectElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Brand code (BrandAAIAID)' }) as HTMLInputElement).value).toBe('ZZZZ');
    expect(sent()).toEqual(['ZZZZ']);
  });

  it('is the typed code alone when the sender identity lists no brands', () => {
    const sent = renderField([], 'BKMN');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Brand code (BrandAAIAID)' })).toBeTruthy();
    expect(screen.getByText('The four-letter Auto Care brand code the parts are listed under, e.g. BKMN.')).toBeTruthy();
    expect(sent()).toEqual(['BKMN']);
  });

  it('explains the brand-code rule when the browser refuses a typed code, in the form’s language', async () => {
    renderField([]);
    const input = screen.getByRole('textbox', { name: 'Brand code (BrandAAIAID)' }) as HTMLInputElement;
    await userEvent.type(input, 'VOLT');
    expect(input.checkValidity()).toBe(false);
    expect(input.validationMessage).toBe(catalogs.form.errors.brand);
    expect(input.validationMessage).toMatch(/the 2nd not A, E, I or O/);
    await userEvent.clear(input);
    await userEvent.type(input, 'VLTK');
    expect(input.checkValidity()).toBe(true);
    expect(input.validationMessage).toBe('');
  });
});
