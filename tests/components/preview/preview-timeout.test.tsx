import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_TIMEOUT_MS, PreviewConverter } from '@/components/preview/preview-converter';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

const samples = [{ id: 'en-clean', file: 'en-us-brakes-filters.csv', format: 'csv' as const, bytes: 3123 }];

/** A server that never answers: the request ends only when it is aborted, as a browser's fetch does. */
function neverAnswering() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
    ),
  );
}

function renderConverter(locale: 'en' | 'de') {
  const messages = locale === 'en' ? en : de;
  return render(
    <NextIntlClientProvider locale={locale} messages={{ preview: messages.preview }} timeZone="UTC">
      <PreviewConverter samples={samples} />
    </NextIntlClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a preview conversion that gets no answer', () => {
  it.each([
    ['en', 'Request timeout after 60000ms: the preview did not answer in time.'],
    ['de', 'Zeitüberschreitung der Anfrage nach 60000 ms: Die Vorschau hat nicht rechtzeitig geantwortet.'],
  ] as const)('fails after %s with the timeout in the reader’s language', async (locale, said) => {
    vi.useFakeTimers();
    neverAnswering();
    renderConverter(locale);
    fireEvent.click(screen.getAllByRole('button')[0]!);
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_TIMEOUT_MS - 1));
    expect(document.body.textContent).not.toContain(said);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(document.body.textContent).toContain(said);
  });
});
