import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from '@/components/ui/field';
import { catalogLanguages, CatalogLanguageSelect } from '@/components/settings/catalog-language-select';

afterEach(cleanup);

describe('the catalog-language select', () => {
  it('offers "none" first, then the five catalog languages named in the reader\'s language', () => {
    render(
      <Field label="Sprache" hint="Die Sprache der PIES-Kopfzeile.">
        {(control) => <CatalogLanguageSelect {...control} name="language" defaultValue="fr" languages={catalogLanguages('de')} noneText="Sprache des Katalogs" />}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Sprache' }) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Sprache des Katalogs'],
      ['en', 'Englisch'],
      ['de', 'Deutsch'],
      ['fr', 'Französisch'],
      ['es', 'Spanisch'],
      ['it', 'Italienisch'],
    ]);
    expect(select.value).toBe('fr');
    expect(select.name).toBe('language');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Die Sprache der PIES-Kopfzeile.');
  });
});
