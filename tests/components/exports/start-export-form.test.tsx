import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StartExportState } from '@/components/exports/start-export-form';
import exportsEn from '@/messages/areas/exports/en.json';
import exportsDe from '@/messages/areas/exports/de.json';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

/** What the form sent, and what the server action answers next. */
const calls: FormData[] = [];
let answer: StartExportState = null;
const push = vi.fn();

const startExportAction = async (_state: StartExportState, formData: FormData): Promise<StartExportState> => {
  calls.push(formData);
  return answer;
};
vi.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }) }));

const { StartExportForm } = await import('@/components/exports/start-export-form');

function renderForm(props: Omit<Parameters<typeof StartExportForm>[0], 'action'>, locale: 'en' | 'de' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={{ actions: (locale === 'en' ? en : de).actions, exports: locale === 'en' ? exportsEn : exportsDe }}>
      <StartExportForm {...(props as Parameters<typeof StartExportForm>[0])} action={startExportAction} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  calls.length = 0;
  answer = null;
  push.mockReset();
});
afterEach(cleanup);

describe('the export form', () => {
  it('offers the ACES and PIES versions with labels and sends the conversion with the choice', async () => {
    answer = { ok: true, data: { requestId: 'req-1' } };
    renderForm({ conversionId: 'conv-1' });
    const aces = screen.getByLabelText('ACES version') as HTMLSelectElement;
    const pies = screen.getByLabelText('PIES version') as HTMLSelectElement;
    expect([...aces.options].map((o) => o.value)).toEqual(['4.2', '5.0']);
    expect(aces.value).toBe('4.2');
    expect([...pies.options].map((o) => o.value)).toEqual(['7.2']);

    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const sent = Object.fromEntries(calls[0]!.entries());
    expect(sent).toEqual({ conversionId: 'conv-1', acesVersion: '4.2', piesVersion: '7.2' });
    // Then the export's progress page.
    await waitFor(() => expect(push).toHaveBeenCalledWith('/exports/requests/req-1'));
    expect(screen.getByRole('button', { name: 'Starting export…' })).toHaveProperty('disabled', true);
  });

  it('sends a batch instead of a conversion when given one', async () => {
    answer = { ok: true, data: { requestId: 'req-2' } };
    renderForm({ batchId: 'batch-9' });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.get('batchId')).toBe('batch-9');
    expect(calls[0]!.has('conversionId')).toBe(false);
  });

  it('announces a refusal in the user’s language and stays on the page', async () => {
    answer = { ok: false, error: { key: 'exports.start.errors.notAllowed', code: 'not_allowed' } };
    renderForm({ conversionId: 'conv-1' }, 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Exportieren' }));
    expect((await screen.findByRole('alert')).textContent).toBe(exportsDe.start.errors.notAllowed);
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Exportieren' })).toHaveProperty('disabled', false);
  });

  it('turns an unexpected failure into a sentence, not a message key', async () => {
    answer = { ok: false, error: { key: 'actions.unexpected' } };
    renderForm({ conversionId: 'conv-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.actions.unexpected);
  });

  it('tells someone who may not export who may, and offers no button', () => {
    renderForm({ conversionId: 'conv-1', canExport: false });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText(exportsEn.start.whoMay)).toBeTruthy();
  });

  it('says before exporting how many flagged rows are still open in review, and nothing when none are', () => {
    renderForm({ conversionId: 'conv-1', openReview: 1643 });
    expect(screen.getByTestId('export-open-review').textContent).toBe(
      '1,643 flagged rows are still open in review. Open rows are left out of the export, and it asks you to confirm before it is published.',
    );
    cleanup();
    renderForm({ conversionId: 'conv-1', openReview: 0 });
    expect(screen.queryByTestId('export-open-review')).toBeNull();
  });
});
