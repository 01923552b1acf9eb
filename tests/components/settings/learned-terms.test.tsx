import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LearnedTermsImportForm, type ImportState } from '@/components/settings/learned-terms-import-form';
import type { LearnedTermView } from '@/components/settings/learned-term-view';
import { LearnedTermsTable } from '@/components/settings/learned-terms-table';
import en from '@/messages/en.json';
import review from '@/messages/areas/review/en.json';
import settings from '@/messages/areas/settings/en.json';
import de from '@/messages/de.json';
import settingsDe from '@/messages/areas/settings/de.json';
import reviewDe from '@/messages/areas/review/de.json';
import { fakeAction } from './render-settings';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const WORKSPACE = '4b9f1c3e-2a6d-4e8b-9c1f-0a2b3c4d5e6f';
const CONVERSION = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const languages = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'German' },
];

const pads: LearnedTermView = {
  id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  field: 'partType',
  term: 'Bremsbelagsatz, Scheibenbremse',
  referenceId: 90101,
  referenceName: 'Disc Brake Pad Set',
  language: 'de',
  origin: 'review',
  conversionId: CONVERSION,
  by: 'rita',
  at: new Date('2026-11-26T09:00:00Z'),
  useCount: 212,
  lastUsedAt: new Date('2026-11-27T10:30:00Z'),
};
const trim: LearnedTermView = {
  ...pads,
  id: '1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
  field: 'submodel',
  term: 'XL Sport',
  referenceId: 7001,
  referenceName: 'XL',
  language: null,
  origin: 'import',
  conversionId: null,
  by: null,
  useCount: 0,
  lastUsedAt: null,
};

function renderIn(ui: ReactElement, locale: 'en' | 'de' = 'en') {
  const messages = locale === 'en' ? { ...en, settings, review } : { ...de, settings: settingsDe, review: reviewDe };
  return render(
    <NextIntlClientProvider locale={locale} timeZone="UTC" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );
}

const fetchMock = vi.fn(async (url: string) => {
  const params = new URL(url, 'http://localhost').searchParams;
  const hits = params.get('kind') === 'part-type' ? [{ id: 90102, name: 'Disc Brake Rotor' }] : [];
  return new Response(JSON.stringify({ ok: true, kind: params.get('kind'), hits, reference: { source: 'demo', versionDate: null, demo: true } }));
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the learned terms table', () => {
  it('says what each term means, where it came from, who decided it and how often it was used', () => {
    renderIn(<LearnedTermsTable workspaceId={WORKSPACE} terms={[pads, trim]} languages={languages} emptyText="No learned terms yet." />);
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByRole('rowheader').textContent).toBe('Bremsbelagsatz, Scheibenbremse');
    expect(first!.textContent).toContain('Part type');
    expect(first!.textContent).toContain('Disc Brake Pad Set #90101');
    expect(first!.textContent).toContain('German');
    expect(first!.textContent).toContain('Review');
    expect(within(first!).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(`/catalogs/${CONVERSION}`);
    expect(first!.textContent).toContain('rita');
    expect(first!.textContent).toContain('212');
    expect(second!.textContent).toContain('Former member');
    expect(second!.textContent).toContain('Not yet');
    // Read-only for those who may not change terms.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('edits a term with the reference search and announces what it means now', async () => {
    const update = fakeAction<{ term: string; referenceId: number; referenceName: string | null }>({
      ok: true,
      data: { term: pads.term, referenceId: 90102, referenceName: 'Disc Brake Rotor' },
    });
    const remove = fakeAction<{ term: string }>(null);
    renderIn(<LearnedTermsTable workspaceId={WORKSPACE} terms={[pads]} languages={languages} emptyText="No learned terms yet." write={{ update: update.action, remove: remove.action }} />);
    await userEvent.click(screen.getByRole('button', { name: `Edit “${pads.term}”` }));
    const box = screen.getByRole('combobox', { name: 'New Part type' });
    fireEvent.change(box, { target: { value: 'rotor' } });
    await screen.findByRole('option', { name: /^Disc Brake Rotor/ });
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter' });
    });
    await userEvent.selectOptions(screen.getByLabelText('Language'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update.sent).toHaveLength(1));
    expect(Object.fromEntries(update.sent[0]!)).toEqual({ workspaceId: WORKSPACE, termId: pads.id, referenceId: '90102', language: '' });
    expect((await screen.findByRole('status')).textContent).toBe(`Saved: “${pads.term}” means Disc Brake Rotor (#90102) from now on.`);
  });

  it('takes a submodel ID typed in, as there is no search for submodels', async () => {
    const update = fakeAction<{ term: string; referenceId: number; referenceName: string | null }>({ ok: false, error: { key: 'settings.errors.referenceIdUnknown', code: 'invalid' } });
    const remove = fakeAction<{ term: string }>(null);
    renderIn(<LearnedTermsTable workspaceId={WORKSPACE} terms={[trim]} languages={languages} emptyText="No learned terms yet." write={{ update: update.action, remove: remove.action }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit “XL Sport”' }));
    const id = screen.getByLabelText('Submodel ID');
    await userEvent.clear(id);
    await userEvent.type(id, '424242');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update.sent).toHaveLength(1));
    expect(update.sent[0]!.get('referenceId')).toBe('424242');
    expect((await screen.findByRole('alert')).textContent).toMatch(/not in the reference data this workspace converts against/);
  });

  it('asks before removing a term', async () => {
    const update = fakeAction<{ term: string; referenceId: number; referenceName: string | null }>(null);
    const remove = fakeAction<{ term: string }>({ ok: true, data: { term: pads.term } });
    renderIn(<LearnedTermsTable workspaceId={WORKSPACE} terms={[pads]} languages={languages} emptyText="No learned terms yet." write={{ update: update.action, remove: remove.action }} />);
    await userEvent.click(screen.getByRole('button', { name: `Remove “${pads.term}”` }));
    expect(screen.getByText(/Later conversions will hold its rows for review again/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove.sent).toHaveLength(1));
    expect(Object.fromEntries(remove.sent[0]!)).toEqual({ workspaceId: WORKSPACE, termId: pads.id });
    expect((await screen.findByRole('status')).textContent).toBe(`Removed “${pads.term}”.`);
  });

  it('keeps saying what was removed when the list refreshes to empty', async () => {
    const update = fakeAction<{ term: string; referenceId: number; referenceName: string | null }>(null);
    const remove = fakeAction<{ term: string }>({ ok: true, data: { term: pads.term } });
    const write = { update: update.action, remove: remove.action };
    const view = renderIn(<LearnedTermsTable workspaceId={WORKSPACE} terms={[pads]} languages={languages} emptyText="No learned terms yet." write={write} />);
    await userEvent.click(screen.getByRole('button', { name: `Remove “${pads.term}”` }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByText(`Removed “${pads.term}”.`);
    view.rerender(
      <NextIntlClientProvider locale="en" timeZone="UTC" messages={{ ...en, settings, review }}>
        <LearnedTermsTable workspaceId={WORKSPACE} terms={[]} languages={languages} emptyText="No learned terms yet." write={write} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('No learned terms yet.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`Removed “${pads.term}”.`);
  });
});

describe('the learned terms import form', () => {
  const file = () => new File(['field,term,reference_id\npartType,Bremsbelagsatz,90101\n'], 'terms.csv', { type: 'text/csv' });

  function importAction(...answers: ImportState[]) {
    const sent: FormData[] = [];
    const action = async (_state: ImportState, form: FormData): Promise<ImportState> => {
      sent.push(form);
      return answers[Math.min(sent.length - 1, answers.length - 1)] ?? null;
    };
    return { action, sent };
  }

  it('lists each problem by line and column in the reader’s language', async () => {
    const { action, sent } = importAction({
      ok: false,
      error: { key: 'settings.errors.importRefused', code: 'invalid' },
      problems: [
        { line: 3, column: 'reference_id', code: 'REFERENCE_ID_UNKNOWN', message: 'Line 3, reference_id: 424242 is not a VCdb make …' },
        { line: 4, column: 'mystery', code: 'SOMETHING_NEW', message: 'Line 4: something the page has no words for.' },
      ],
    });
    renderIn(<LearnedTermsImportForm workspaceId={WORKSPACE} action={action} maxBytes={1000} />, 'de');
    await userEvent.upload(screen.getByLabelText('CSV-Datei'), file());
    await userEvent.click(screen.getByLabelText(/Ersetzen/));
    await userEvent.click(screen.getByRole('button', { name: 'Importieren' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('replace')).toBe('on');
    expect(sent[0]!.get('workspaceId')).toBe(WORKSPACE);
    expect(screen.getByRole('alert').textContent).toMatch(/nicht importiert/);
    const items = screen.getAllByRole('listitem');
    expect(items[0]!.textContent).toBe(
      'Zeile 3, Spalte reference_id: Diese ID gibt es in den Referenzdaten, mit denen dieser Arbeitsbereich konvertiert, nicht. Prüfen Sie die ID oder wählen Sie unter Referenzdaten ein anderes Release.',
    );
    // A code the page does not know is shown as the server wrote it.
    expect(items[1]!.textContent).toBe('Zeile 4, Spalte mystery: Line 4: something the page has no words for.');
  });

  it('shows a problem the server rendered in the page’s language as it is, since it says where itself', async () => {
    const { action } = importAction({
      ok: false,
      error: { key: 'settings.errors.importRefused', code: 'invalid' },
      problems: [
        {
          line: 2,
          column: 'field',
          code: 'FIELD_UNKNOWN',
          message: 'Zeile 2, Spalte field: „maker“ ist kein Feld, das gelernt werden kann. Schreiben Sie eines von partType, make (genau so).',
          params: { line: '2', column: 'field' },
        },
      ],
    });
    renderIn(<LearnedTermsImportForm workspaceId={WORKSPACE} action={action} maxBytes={1000} />, 'de');
    await userEvent.upload(screen.getByLabelText('CSV-Datei'), file());
    await userEvent.click(screen.getByRole('button', { name: 'Importieren' }));
    const [item] = await screen.findAllByRole('listitem');
    expect(item!.textContent).toBe('Zeile 2, Spalte field: „maker“ ist kein Feld, das gelernt werden kann. Schreiben Sie eines von partType, make (genau so).');
  });

  it('says what an accepted file changed', async () => {
    const { action } = importAction({ ok: true, data: { counts: { count: 3, added: 2, changed: 1, unchanged: 0, removed: 4, replace: true } } });
    renderIn(<LearnedTermsImportForm workspaceId={WORKSPACE} action={action} maxBytes={1000} />);
    await userEvent.upload(screen.getByLabelText('CSV file'), file());
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('status')).textContent).toBe('Imported 3 terms: 2 new, 1 changed, 0 unchanged. 4 terms not in the file removed.');
  });

  it('refuses a file too large before sending it', async () => {
    const { action, sent } = importAction(null);
    renderIn(<LearnedTermsImportForm workspaceId={WORKSPACE} action={action} maxBytes={10} />);
    await userEvent.upload(screen.getByLabelText('CSV file'), file());
    expect(screen.getByRole('alert').textContent).toMatch(/larger than 1 MB/);
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toHaveLength(0);
  });
});
