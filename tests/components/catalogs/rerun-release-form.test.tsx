import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseOption } from '@/components/catalogs/release-options';
import { RerunReleaseForm, type RerunPreview, type RerunStarted } from '@/components/catalogs/rerun-release-form';
import type { ActionState } from '@/lib/actions';
import type { RerunImpact } from '@/lib/jobs/rerun-impact';
import catalogs from '@/messages/areas/catalogs/en.json';
import app from '@/messages/en.json';

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
const NEW_CONVERSION = 'c2f1e0d9-8b7a-4c6d-9e5f-4a3b2c1d0e9f';
const OPTIONS: ReleaseOption[] = [
  { value: '7', releaseId: 7, versionDate: '2026-02-01', source: 'VCdb 2026-02', shared: false, sha256: 'a'.repeat(64) },
  { value: '3', releaseId: 3, versionDate: '2025-11-01', source: 'VCdb 2025-11', shared: true, sha256: 'b'.repeat(64) },
];
const IMPACT: RerunImpact = {
  from: { releaseId: null, versionDate: '2026-01-01', sha256: 'c'.repeat(64) },
  to: { releaseId: 7, versionDate: '2026-02-01', sha256: 'a'.repeat(64) },
  apps: { before: 4463, after: 4335, added: 0, removed: 128, changed: 0, unchanged: 4335 },
  rows: { heldBefore: 2, heldAfter: 6, newlyFlagged: 3, newlyRejected: 1, noLongerHeld: 0, newlyHeldRows: [4, 9, 12, 15] },
  decisions: { made: 0, carried: 0, reviewAgain: 0, noLongerHeld: 0 },
};

type PreviewState = ActionState<RerunPreview>;
type StartState = ActionState<RerunStarted>;

function renderForm(preview: PreviewState = { ok: true, data: { impact: IMPACT, release: '7' } }) {
  const previewed: FormData[] = [];
  const started: FormData[] = [];
  const previewAction = async (_s: PreviewState, data: FormData): Promise<PreviewState> => {
    previewed.push(data);
    return preview;
  };
  const rerunAction = async (_s: StartState, data: FormData): Promise<StartState> => {
    started.push(data);
    return { ok: true, data: { conversionId: NEW_CONVERSION, created: true } };
  };
  render(
    <NextIntlClientProvider locale="en" messages={{ catalogs, actions: app.actions }}>
      <RerunReleaseForm conversionId={CONVERSION} options={OPTIONS} current="7" preview={previewAction} rerun={rerunAction} />
    </NextIntlClientProvider>,
  );
  return { previewed, started };
}

describe('re-running a conversion against another release', () => {
  it('shows the impact before anything is re-run, and starts the re-run only on confirmation', async () => {
    const user = userEvent.setup();
    const { previewed, started } = renderForm();
    expect((screen.getByLabelText('Re-run against') as HTMLSelectElement).value).toBe('7');
    expect(screen.getByRole('option', { name: /Release 3 · 2025-11-01 · VCdb 2025-11 \(shared\)/ })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Show what would change' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Re-run against release 7 (2026-02-01)?' });
    expect(previewed[0]?.get('release')).toBe('7');
    expect(previewed[0]?.get('conversionId')).toBe(CONVERSION);
    expect(started).toHaveLength(0);
    const impact = within(dialog).getByTestId('rerun-impact');
    expect(impact.textContent).toContain('Apps: 4,463 now, 4,335 after the re-run — 0 added, 128 removed, 0 changed.');
    expect(impact.textContent).toContain('3 newly flagged, 1 newly rejected, 0 no longer held.');
    expect(impact.textContent).toContain('First newly held rows: 4, 9, 12, 15.');
    // No decisions made here: nothing to say about carrying them.
    expect(within(dialog).queryByTestId('rerun-decisions')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Re-run against release 7 (2026-02-01)' }));
    // The action and the navigation after it settle a tick after the click on a busy machine.
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/catalogs/${NEW_CONVERSION}`));
    expect(started[0]?.get('release')).toBe('7');
  });

  it('closes the dialog on Cancel without re-running', async () => {
    const user = userEvent.setup();
    const { started } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Show what would change' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(started).toHaveLength(0);
    expect(push).not.toHaveBeenCalled();
  });

  it('says so when the new release changes nothing', async () => {
    const user = userEvent.setup();
    const same = { ...IMPACT, apps: { ...IMPACT.apps, after: 4463, removed: 0, unchanged: 4463 }, rows: { ...IMPACT.rows, heldAfter: 2, newlyFlagged: 0, newlyRejected: 0, newlyHeldRows: [] } };
    renderForm({ ok: true, data: { impact: same, release: '7' } });
    await user.click(screen.getByRole('button', { name: 'Show what would change' }));
    expect((await screen.findByTestId('rerun-impact')).textContent).toContain("The new release changes nothing in this conversion's apps or held rows.");
  });

  it('says how many review decisions the re-run carries over and how many must be made again', async () => {
    const user = userEvent.setup();
    const decided = { ...IMPACT, decisions: { made: 5, carried: 3, reviewAgain: 1, noLongerHeld: 1 } };
    renderForm({ ok: true, data: { impact: decided, release: '7' } });
    await user.click(screen.getByRole('button', { name: 'Show what would change' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('rerun-decisions').textContent).toBe(
      'Review decisions: 5 made here — 3 carried over, 1 to decide again (held differently now, or an override names an ID the release lacks), 1 no longer needed.',
    );
    expect(dialog.textContent).toContain('The review decisions that still apply are carried over to it');
  });

  it('shows why a preview was refused', async () => {
    const user = userEvent.setup();
    renderForm({ ok: false, error: { key: 'catalogs.reference.who', code: 'not_allowed' } });
    await user.click(screen.getByRole('button', { name: 'Show what would change' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Owners and operators can re-run a conversion against another release.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('gives the reason the server said for a refusal, not the shared words for its code', async () => {
    const user = userEvent.setup();
    const reason = 'The uploaded bremsen.csv was deleted after the retention period, so it cannot be converted again. Upload it again and convert it.';
    renderForm({ ok: false, error: { key: 'actions.refused.said', values: { reason }, code: 'invalid' } });
    await user.click(screen.getByRole('button', { name: 'Show what would change' }));
    expect((await screen.findByRole('alert')).textContent).toContain(reason);
    expect(screen.queryByText(app.actions.refused.invalid)).toBeNull();
  });
});
