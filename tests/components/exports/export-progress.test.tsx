import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportProgress } from '@/lib/data/exports/types';
import exportsEn from '@/messages/areas/exports/en.json';

const replace = vi.fn();
vi.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace, refresh: vi.fn() }),
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const { ExportProgressView } = await import('@/components/exports/export-progress');

const queued: ExportProgress = {
  id: 'req-1',
  status: 'queued',
  stage: null,
  error: null,
  attempt: 0,
  exportId: null,
  conversionId: 'conv-1',
  batchId: null,
};

/** The poll route's answers, one per call (the last one repeats). */
function answering(...answers: { status?: number; body: unknown }[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      return new Response(JSON.stringify(next.body), { status: next.status ?? 200 });
    }),
  );
  return urls;
}

function renderProgress(initial: ExportProgress) {
  return render(
    <NextIntlClientProvider locale="en" messages={{ exports: exportsEn }}>
      <ExportProgressView initial={initial} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => replace.mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('export progress', () => {
  it('follows the job’s stages and opens the export once it is published', async () => {
    const urls = answering(
      { body: { ok: true, request: { ...queued, status: 'running', stage: 'store', attempt: 1 } } },
      { body: { ok: true, request: { ...queued, status: 'succeeded', stage: 'done', attempt: 1, exportId: 'exp-9' } } },
    );
    renderProgress(queued);
    expect(screen.getByText('Waiting for a worker…')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Running — Store files/)).toBeTruthy(), { timeout: 3000 });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/exports/exp-9'), { timeout: 3000 });
    expect(screen.getByRole('link', { name: 'Open the export' }).getAttribute('href')).toBe('/exports/exp-9');
    expect(urls[0]).toBe('/api/exports/requests/req-1?locale=en');
  });

  it('shows why a failed export published nothing, and stops asking', async () => {
    const urls = answering({ body: { ok: true, request: { ...queued, status: 'failed', stage: 'convert', attempt: 3, error: { code: 'UPLOAD_PURGED', message: 'The uploaded file was deleted.' } } } });
    renderProgress({ ...queued, status: 'running', stage: 'convert', attempt: 3 });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('Nothing was published.');
    expect(alert.textContent).toContain('The uploaded file was deleted. (UPLOAD_PURGED)');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(urls).toHaveLength(1);
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back to the conversion' }).getAttribute('href')).toBe('/catalogs/conv-1');
  });

  it('says so when the request is no longer visible', async () => {
    answering({ status: 404, body: { ok: false, code: 'not_found', message: 'No such export request.' } });
    renderProgress(queued);
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(exportsEn.progress.gone);
  });
});
