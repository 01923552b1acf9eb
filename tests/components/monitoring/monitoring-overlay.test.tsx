import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonitoringOverlay } from '@/components/monitoring/monitoring-overlay';
import type { MonitoringPanel } from '@/lib/data/monitoring/types';
import { checkSlos } from '@/lib/monitoring/slo';
import monitoringDe from '@/messages/areas/monitoring/de.json';
import monitoringEn from '@/messages/areas/monitoring/en.json';

function panel(overrides: Partial<MonitoringPanel> = {}): MonitoringPanel {
  return {
    generatedAt: '2026-11-27T10:00:00.000Z',
    slos: checkSlos({ requests: 12, p95Ms: 240, successRate: 1, errorRate: 0, availability: 1 }),
    overview: { p95Ms: 240, successRate: 1, errorCount: 0, activeAlerts: 0 },
    health: { avgApiMs: 31, pageLoadMs: null, jsBundleBytes: 180_000, partnerAccesses: 0, unauthorizedAttempts: 2, lastViolationAt: null },
    metrics: [{ name: 'job.duration_ms', count: 3, avg: 1200, p95: 1800, min: 900, max: 1900, lastAt: '2026-11-27T09:59:00.000Z' }],
    recommendations: [],
    security: { partner: { checked: 0, denied: 0, alertsTriggered: 0, enforced: false }, compliance: [{ key: 'rowLevelSecurity', met: true }] },
    alerts: [],
    ...overrides,
  };
}

/** The panel route's answers, one per call (the last one repeats). */
function answering(...answers: MonitoringPanel[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      return new Response(JSON.stringify(next), { status: 200 });
    }),
  );
  return calls;
}

function renderOverlay(locale: 'en' | 'de' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} timeZone="UTC" messages={{ monitoring: locale === 'en' ? monitoringEn : monitoringDe }}>
      <MonitoringOverlay />
    </NextIntlClientProvider>,
  );
}

const toggle = () => fireEvent.keyDown(window, { key: 'M', code: 'KeyM', ctrlKey: true, shiftKey: true });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the monitoring overlay', () => {
  it('stays out of the page until Ctrl+Shift+M, then loads, shows the figures and closes with Escape', async () => {
    const calls = answering(panel());
    renderOverlay();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);

    act(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Monitoring' });
    expect(within(dialog).getByText('Loading metrics...')).toBeTruthy();
    expect(await within(dialog).findByText('All SLOs OK')).toBeTruthy();
    expect(within(dialog).getByText(/^Last updated/)).toBeTruthy();
    expect(within(dialog).getByTestId('card-p95').textContent).toBe('240 ms');
    expect(within(dialog).getByTestId('health-unauthorized').textContent).toBe('2');
    expect(calls).toEqual(['/api/monitoring/panel?locale=en']);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says SLO Violations when an objective is broken, and lists alerts by severity on the Alerts tab', async () => {
    answering(
      panel({
        slos: checkSlos({ requests: 10, p95Ms: 200, successRate: 0.5, errorRate: 0.5, availability: 1 }),
        alerts: [
          { id: 'a', severity: 'high', text: 'Success rate is 50.00%; the objective is 95.00%.', occurrences: 3, firstSeenAt: '2026-11-27T09:00:00.000Z', lastSeenAt: '2026-11-27T09:58:00.000Z' },
          { id: 'b', severity: 'medium', text: 'web_vitals.lcp took 4,500 ms.', occurrences: 1, firstSeenAt: '2026-11-27T09:30:00.000Z', lastSeenAt: '2026-11-27T09:30:00.000Z' },
        ],
      }),
    );
    renderOverlay();
    act(toggle);
    expect(await screen.findByText('SLO Violations')).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Performance', 'Security', 'Alerts 2']);

    // Arrow keys move between tabs (the ARIA tabs pattern); End goes to the last one.
    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    expect(tabs[3]!.getAttribute('aria-selected')).toBe('true');
    const alertsPanel = screen.getByRole('tabpanel', { name: /Alerts/ });
    expect(within(alertsPanel).getByRole('heading', { name: 'High' })).toBeTruthy();
    expect(within(alertsPanel).getByRole('heading', { name: 'Other' })).toBeTruthy();
    expect(within(alertsPanel).queryByRole('heading', { name: 'Critical' })).toBeNull();
    expect(within(alertsPanel).getByText(/3 occurrences since/)).toBeTruthy();
    expect(within(alertsPanel).getByText('p95 response time at most 3,000 ms')).toBeTruthy();
  });

  it('refreshes every 5 seconds while open and stops when closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = answering(panel({ overview: { p95Ms: 240, successRate: 1, errorCount: 0, activeAlerts: 0 } }), panel({ overview: { p95Ms: 900, successRate: 1, errorCount: 4, activeAlerts: 0 } }));
    renderOverlay();
    act(toggle);
    await waitFor(() => expect(screen.getByTestId('card-p95').textContent).toBe('240 ms'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    await waitFor(() => expect(screen.getByTestId('card-p95').textContent).toBe('900 ms'));
    expect(screen.getByTestId('card-errors').textContent).toBe('4');
    act(toggle);
    expect(screen.queryByRole('dialog')).toBeNull();
    const asked = calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(calls.length).toBe(asked);
  });

  it('speaks the reader’s language', async () => {
    answering(panel());
    renderOverlay('de');
    act(toggle);
    expect(await screen.findByText('Alle SLOs erfüllt')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Überblick', 'Leistung', 'Sicherheit', 'Alarme 0']);
    fireEvent.click(screen.getByRole('tab', { name: /Alarme/ }));
    expect(screen.getByText('Keine aktiven Alarme')).toBeTruthy();
  });
});
