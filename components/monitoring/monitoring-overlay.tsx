'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { MonitoringPanel } from '@/lib/data/monitoring/types';
import { timedFetch } from '@/lib/http/timed-fetch';
import { PanelView } from './panel-view';

/** Spec §9: the dashboard refreshes every 5 seconds while it is visible. */
const REFRESH_MS = 5_000;
/** A refresh unanswered after 10 s counts as failed; the next one comes 5 s later. */
const LOAD_TIMEOUT_MS = 10_000;

type Load = { state: 'loading' } | { state: 'loaded'; panel: MonitoringPanel; at: Date } | { state: 'failed'; status: number; panel?: MonitoringPanel; at?: Date };

/** Ctrl+Shift+M (spec §2): the letter, whatever the keyboard layout's case. */
function isToggle(event: KeyboardEvent): boolean {
  return event.ctrlKey && event.shiftKey && !event.altKey && !event.metaKey && (event.code === 'KeyM' || event.key.toLowerCase() === 'm');
}

/**
 * The monitoring panel over any page of the signed-in product, for platform administrators when
 * monitoring is on (the layout mounts it only then; the route checks again). Closed, it costs a key
 * listener; open, it asks for the figures at once and every 5 seconds while the tab is visible.
 */
export function MonitoringOverlay() {
  const t = useTranslations('monitoring.panel');
  const format = useFormatter();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!isToggle(event)) return;
      event.preventDefault();
      setOpen((was) => !was);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const refresh = useCallback(async (signal: AbortSignal) => {
    try {
      const response = await timedFetch(`/api/monitoring/panel?locale=${encodeURIComponent(locale)}`, { cache: 'no-store', signal, timeoutMs: LOAD_TIMEOUT_MS });
      if (!response.ok) {
        setLoad((was) => ({ state: 'failed', status: response.status, ...(was.state === 'loaded' ? { panel: was.panel, at: was.at } : {}) }));
        return;
      }
      const panel = (await response.json()) as MonitoringPanel;
      setLoad({ state: 'loaded', panel, at: new Date() });
    } catch {
      if (!signal.aborted) setLoad((was) => ({ state: 'failed', status: 0, ...(was.state === 'loaded' ? { panel: was.panel, at: was.at } : {}) }));
    }
  }, [locale]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      if (document.visibilityState === 'visible') await refresh(controller.signal);
      if (!controller.signal.aborted) timer = setTimeout(tick, REFRESH_MS);
    };
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [open, refresh]);

  if (!open) return null;
  const close = () => {
    setOpen(false);
    setLoad({ state: 'loading' });
  };
  const panel = load.state === 'loading' ? undefined : load.panel;
  const at = load.state === 'loading' ? undefined : load.at;
  const violated = panel?.slos.some((check) => !check.met) ?? false;
  return (
    <Modal title={t('title')} onClose={close} size="lg">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {panel ? (
          <p role="status" data-testid="slo-indicator" className={`rounded-full px-3 py-1 text-sm font-semibold ${violated ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-800'}`}>
            {violated ? t('violations') : t('allOk')}
          </p>
        ) : null}
        {at ? <p className="text-sm text-slate-600">{t('lastUpdated', { time: format.dateTime(at, { timeStyle: 'medium' }) })}</p> : null}
        <button type="button" className="btn-secondary ml-auto min-h-11" onClick={close} data-autofocus>
          {t('close')}
        </button>
      </div>
      {load.state === 'failed' ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('failed', { status: load.status })}
        </p>
      ) : null}
      {panel ? <PanelView panel={panel} /> : <p className="mt-4 text-slate-600">{t('loading')}</p>}
      <p className="mt-4 text-xs text-slate-500">{t('shortcut')}</p>
    </Modal>
  );
}
