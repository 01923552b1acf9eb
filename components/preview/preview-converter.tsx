'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { formatBytes } from '@/lib/catalog/messages/bytes';
import { isRequestTimeout, timedFetch } from '@/lib/http/timed-fetch';
import { PREVIEW_ENDPOINT, PREVIEW_FIELDS, PREVIEW_LIMITS } from '@/lib/preview/limits';
import type { PreviewResponse, PreviewResult, PreviewSampleInfo } from '@/lib/preview/types';
import { FileDrop } from './file-drop';
import { PreviewErrorPanel } from './error-panel';
import { PreviewResultView } from './result-view';
import { ComponentBoundary } from '@/components/errors/component-boundary';
import { SamplePicker } from './sample-picker';

/** A preview conversion unanswered after a minute fails with the timeout, said in the reader's language. */
export const PREVIEW_TIMEOUT_MS = 60_000;

type State =
  | { status: 'idle' }
  | { status: 'converting'; file: string }
  | { status: 'done'; result: PreviewResult; startedAt: number }
  | { status: 'error'; message: string; detail?: string };

/**
 * The live preview's island: pick a sample or drop a file, send it to the convert endpoint, show
 * what came back. The page around it is rendered on the server; only this part runs in the browser.
 */
export function PreviewConverter({ samples, initialSample }: { samples: PreviewSampleInfo[]; initialSample?: string }) {
  const t = useTranslations('preview');
  const locale = useLocale();
  const [state, setState] = useState<State>({ status: 'idle' });
  const [selected, setSelected] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const convert = useCallback(
    async (form: FormData, file: string) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const startedAt = performance.now();
      setState({ status: 'converting', file });
      try {
        const response = await timedFetch(`${PREVIEW_ENDPOINT}?locale=${encodeURIComponent(locale)}`, {
          timeoutMs: PREVIEW_TIMEOUT_MS,
          method: 'POST',
          body: form,
          signal: controller.signal,
        });
        const body = (await response.json()) as PreviewResponse;
        if (controller.signal.aborted) return;
        if (body.ok) setState({ status: 'done', result: body, startedAt });
        else setState({ status: 'error', message: body.error.message, ...(body.error.detail ? { detail: body.error.detail } : {}) });
      } catch (error) {
        if (controller.signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return;
        setState({ status: 'error', message: isRequestTimeout(error) ? t('errors.timeout', { n: error.timeoutMs }) : t('errors.network') });
      }
    },
    [locale, t],
  );

  const convertSample = useCallback(
    (sample: PreviewSampleInfo) => {
      setSelected(sample.id);
      const form = new FormData();
      form.set(PREVIEW_FIELDS.sample, sample.id);
      void convert(form, sample.file);
    },
    [convert],
  );

  const convertFile = useCallback(
    (file: File) => {
      setSelected(null);
      // The server checks again; checking here spares a 2 MB upload that would only be refused.
      if (file.size > PREVIEW_LIMITS.maxBytes) {
        setState({ status: 'error', message: t('errors.fileTooLarge', { max: formatBytes(PREVIEW_LIMITS.maxBytes, locale) }) });
        return;
      }
      if (file.size === 0) {
        setState({ status: 'error', message: t('errors.emptyFile') });
        return;
      }
      const form = new FormData();
      form.set(PREVIEW_FIELDS.file, file, file.name);
      void convert(form, file.name);
    },
    [convert, locale, t],
  );

  // A shared link such as /preview?sample=mixed-messy opens straight on that sample's result.
  const autoRun = useRef(initialSample);
  useEffect(() => {
    const sample = samples.find((s) => s.id === autoRun.current);
    autoRun.current = undefined;
    if (sample) convertSample(sample);
  }, [samples, convertSample]);

  useEffect(() => () => inFlight.current?.abort(), []);

  // The controls stay disabled until React has attached the handlers: a click or a dropped file
  // before hydration is never lost.
  const hydrated = useHydrated();
  const busy = state.status === 'converting' || !hydrated;
  return (
    <div className="space-y-12" data-ready={hydrated ? 'true' : 'false'}>
      <section aria-labelledby="preview-pick-heading" className="space-y-6">
        <h2 id="preview-pick-heading" className="text-2xl font-bold text-ink">
          {t('picker.heading')}
        </h2>
        <SamplePicker samples={samples} selected={selected} disabled={busy} onPick={convertSample} />
        <FileDrop disabled={busy} onFile={convertFile} />
      </section>

      <div aria-live="polite" className="min-h-6 text-sm text-slate-600">
        {state.status === 'converting' && (
          <p role="status" className="flex items-center gap-2">
            <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
            {t('picker.converting', { file: state.file })}
          </p>
        )}
      </div>

      {state.status === 'error' && <PreviewErrorPanel message={state.message} detail={state.detail} />}
      {state.status === 'done' && (
        // A result that cannot be shown replaces only itself: the picker and the drop zone stay usable.
        <ComponentBoundary key={state.startedAt}>
          <PreviewResultView result={state.result} startedAt={state.startedAt} />
        </ComponentBoundary>
      )}
    </div>
  );
}
