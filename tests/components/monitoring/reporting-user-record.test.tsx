import * as Sentry from '@sentry/nextjs';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportingUserRecord } from '@/components/monitoring/reporting-user-record';
import { reportError } from '@/lib/monitoring';
import { rememberedReportingUser, rememberReportingUser } from '@/lib/monitoring/reporting-user';

const STORAGE_KEY = 'partsmith.reportingUser';
const STARTED = Symbol.for('partsmith.errorReporting');
const ada = { id: '0b7c3a52-4f4e-4a55-9d3a-6f1f1c2b9e01', email: 'ada@brand.example', username: 'ada' };

/** The real SDK's user, as it would go with the next event. */
const sdkUser = () => Sentry.getIsolationScope().getUser();

/** The SDK is imported lazily: let the import and its then() run. */
async function settled(): Promise<void> {
  await import('@sentry/nextjs');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  rememberReportingUser(null);
  delete (globalThis as Record<symbol, unknown>)[STARTED];
  Sentry.getIsolationScope().setUser(null);
  vi.restoreAllMocks();
});

describe('the locally stored user record for error reporting (spec §3)', () => {
  it('is written by the signed-in frame and forgotten by the sign-in pages', () => {
    const { unmount } = render(<ReportingUserRecord user={ada} />);
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY)!)).toEqual(ada);
    expect(rememberedReportingUser()).toEqual(ada);
    unmount();

    render(<ReportingUserRecord user={null} />);
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(rememberedReportingUser()).toBeNull();
  });

  it('reads back only a record it could have written', () => {
    for (const stored of ['not json', '{"email":"x@y.example"}', '{"id":""}', '{"id":"u1","email":42}', `{"id":"${'x'.repeat(201)}"}`]) {
      window.sessionStorage.setItem(STORAGE_KEY, stored);
      expect(rememberedReportingUser(), stored).toBeNull();
    }
    window.sessionStorage.setItem(STORAGE_KEY, '{"id":"u1"}');
    expect(rememberedReportingUser()).toEqual({ id: 'u1', email: null, username: null });
  });

  it('tells nothing to the reporting service before it started', async () => {
    render(<ReportingUserRecord user={ada} />);
    await settled();
    expect(sdkUser()).toEqual({});
  });

  it('is the started SDK user, and is cleared from it at sign-out', async () => {
    (globalThis as Record<symbol, unknown>)[STARTED] = true;
    const { unmount } = render(<ReportingUserRecord user={ada} />);
    await settled();
    expect(sdkUser()).toEqual(ada);
    unmount();

    render(<ReportingUserRecord user={null} />);
    await settled();
    expect(sdkUser()).toEqual({});
  });

  it('names the reporting user on an error reported in the browser without one', async () => {
    // The real SDK, started without its global handlers, its events caught before they would be sent.
    const sent: Sentry.ErrorEvent[] = [];
    Sentry.init({
      dsn: 'https://public@o1.ingest.sentry.io/1',
      defaultIntegrations: false,
      beforeSend: (event) => {
        sent.push(event);
        return null;
      },
    });
    try {
      (globalThis as Record<symbol, unknown>)[STARTED] = true;
      vi.spyOn(console, 'error').mockImplementation(() => {});
      render(<ReportingUserRecord user={{ ...ada, username: null }} />);
      reportError(new Error('chart failed'), { boundary: 'component' });
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.user).toEqual({ id: ada.id, email: ada.email });
      expect(sent[0]!.extra).toEqual({ boundary: 'component' });
      expect(sent[0]!.exception?.values?.[0]?.value).toBe('chart failed');
    } finally {
      await Sentry.close();
    }
  });
});
