import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmExportState } from '@/components/exports/confirm-export-dialog';
import type { ExportProgress } from '@/lib/data/exports/types';
import type { ExportChecks } from '@/lib/data/exports';
import exportsDe from '@/messages/areas/exports/de.json';
import exportsEn from '@/messages/areas/exports/en.json';
import en from '@/messages/en.json';

const replace = vi.fn();
vi.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace, refresh: vi.fn() }),
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const { ConfirmExportDialog } = await import('@/components/exports/confirm-export-dialog');
const { ExportProgressView } = await import('@/components/exports/export-progress');

afterEach(() => {
  cleanup();
  replace.mockReset();
  vi.unstubAllGlobals();
});

const REQUEST = '5d1c8a3e-2b4f-4c6d-8e9f-0a1b2c3d4e5f';
const EXPORT = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
/** The export: 1,643 rows open in review, 137 overlaps and 4 duplicated items found by the assessment. */
const CHECKS: ExportChecks = {
  openReview: 1643,
  assessment: {
    errors: 141,
    warnings: 12,
    errorsByCode: { APP_OVERLAP: 137, PIES_ITEM_DUPLICATE: 4 },
    warningsByCode: { APP_DUPLICATE: 12 },
    examples: [{ code: 'APP_OVERLAP', file: 'aces.xml', message: 'App 4 gives part BKM-D9999 for BaseVehicle 310022 …' }],
  },
  needsConfirmation: ['open_review', 'assessment_errors'],
  notWritten: [],
};

function renderDialog(answer: ConfirmExportState, options: { locale?: 'en' | 'de'; checks?: ExportChecks } = {}) {
  const sent: FormData[] = [];
  const confirm = async (_state: ConfirmExportState, data: FormData): Promise<ConfirmExportState> => {
    sent.push(data);
    return answer;
  };
  const locale = options.locale ?? 'en';
  render(
    <NextIntlClientProvider locale={locale} messages={{ actions: en.actions, exports: locale === 'en' ? exportsEn : exportsDe }}>
      <ConfirmExportDialog requestId={REQUEST} checks={options.checks ?? CHECKS} confirm={confirm} reviewHref="/catalogs/conv-1/review" />
    </NextIntlClientProvider>,
  );
  return sent;
}

describe('the confirmation dialog of a guarded export', () => {
  it('says what is open in review and what the assessment found before anything is published', async () => {
    const user = userEvent.setup();
    const sent = renderDialog({ ok: true, data: { exportId: EXPORT } });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review and publish…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Publish this export anyway?' });
    const checks = within(dialog).getByTestId('export-checks');
    expect(checks.textContent).toContain('1,643 flagged rows are still open in review and left out of this export.');
    expect(checks.textContent).toContain('found 141 errors in the files');
    expect(checks.textContent).toMatch(/APP_OVERLAP — 137/);
    expect(checks.textContent).toMatch(/PIES_ITEM_DUPLICATE — 4/);
    expect(checks.textContent).toContain('12 warnings in the validation report');
    expect(within(dialog).getByRole('link', { name: 'Open the review' }).getAttribute('href')).toBe('/catalogs/conv-1/review');
    // Nothing sent yet, and the safe choice has the focus.
    expect(sent).toHaveLength(0);
    expect(document.activeElement?.textContent).toBe('Cancel');
  });

  it('publishes only from its own button, sending the request and the confirmation, then opens the export', async () => {
    const user = userEvent.setup();
    const sent = renderDialog({ ok: true, data: { exportId: EXPORT } });
    await user.click(screen.getByRole('button', { name: 'Review and publish…' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Publish anyway' }));
    // The action's answer arrives after the click: on a loaded machine, after the click has returned.
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`/exports/${EXPORT}`));
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!.entries())).toEqual({ requestId: REQUEST, confirm: 'true' });
  });

  it('leaves the export waiting on Cancel and on Escape', async () => {
    const user = userEvent.setup();
    const sent = renderDialog({ ok: true, data: { exportId: EXPORT } });
    await user.click(screen.getByRole('button', { name: 'Review and publish…' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review and publish…' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toHaveLength(0);
    expect(replace).not.toHaveBeenCalled();
  });

  it('shows why publishing was refused and stays open', async () => {
    const user = userEvent.setup();
    renderDialog({ ok: false, error: { key: 'exports.confirm.errors.notAllowed', code: 'not_allowed' } });
    await user.click(screen.getByRole('button', { name: 'Review and publish…' }));
    await user.click(screen.getByRole('button', { name: 'Publish anyway' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only owners and operators of this workspace can publish exports.');
    expect(screen.getByRole('alertdialog')).toBeDefined();
    expect(replace).not.toHaveBeenCalled();
  });

  it('names deliverables left out because they would be empty', async () => {
    const user = userEvent.setup();
    renderDialog(null, { checks: { ...CHECKS, notWritten: [{ file: 'aces.xml', reason: 'no_apps' }] } });
    await user.click(screen.getByRole('button', { name: 'Review and publish…' }));
    expect(screen.getByTestId('export-checks').textContent).toContain('No aces.xml: the run produced no applications');
  });

  it('speaks German', async () => {
    const user = userEvent.setup();
    renderDialog(null, { locale: 'de' });
    await user.click(screen.getByRole('button', { name: 'Prüfen und veröffentlichen…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Diesen Export trotzdem veröffentlichen?' });
    expect(within(dialog).getByTestId('export-checks').textContent).toContain('1.643 markierte Zeilen sind in der Prüfung noch offen');
    expect(within(dialog).getByRole('button', { name: 'Trotzdem veröffentlichen' })).toBeDefined();
  });
});

describe('an export request waiting for confirmation', () => {
  const waiting: ExportProgress = {
    id: REQUEST,
    status: 'awaiting_confirmation',
    stage: 'confirm',
    error: null,
    attempt: 1,
    exportId: null,
    conversionId: 'conv-1',
    batchId: null,
    checks: CHECKS,
  };

  function renderProgress(confirm: ((s: ConfirmExportState, d: FormData) => Promise<ConfirmExportState>) | null, patch: Partial<ExportProgress> = {}) {
    // A settled request is not polled: no fetch may happen.
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    render(
      <NextIntlClientProvider locale="en" timeZone="UTC" messages={{ exports: exportsEn }}>
        <ExportProgressView initial={{ ...waiting, ...patch }} confirm={confirm} />
      </NextIntlClientProvider>,
    );
  }

  it('shows the checks and offers the dialog to those who may publish', () => {
    renderProgress(async () => null);
    const panel = screen.getByTestId('awaiting-confirmation');
    expect(panel.textContent).toContain('This export waits for your confirmation before it is published.');
    expect(within(panel).getByTestId('export-checks').textContent).toContain('APP_OVERLAP');
    expect(within(panel).getByRole('button', { name: 'Review and publish…' })).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says when it expires unless someone publishes it', () => {
    renderProgress(async () => null, { expiresAt: '2026-03-15T09:30:00.000Z' });
    expect(screen.getByTestId('export-expires').textContent).toBe(
      'If nobody publishes it, it expires on March 15, 2026 at 9:30 AM: its files are then removed and you export again.',
    );
  });

  it('says that an expired export published nothing and offers no dialog', () => {
    renderProgress(async () => null, { status: 'expired', stage: null, expiresAt: null, expiredAt: '2026-03-15T09:31:00.000Z' });
    expect(screen.queryByTestId('awaiting-confirmation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Review and publish…' })).toBeNull();
    expect(screen.getByText('Expired — nobody confirmed it in time')).toBeDefined();
    expect(screen.getByTestId('export-expired').textContent).toBe(
      'Nobody confirmed this export by March 15, 2026 at 9:31 AM, so it expired: nothing was published and its files were removed. Export again to deliver these files.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells the others who may publish it, without the button', () => {
    renderProgress(null);
    const panel = screen.getByTestId('awaiting-confirmation');
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(panel.textContent).toContain('An owner or operator of this workspace can publish it.');
  });
});
