'use client';

import { useCallback, useEffect, useState } from 'react';
import { timedFetch } from '@/lib/http/timed-fetch';

const MAX_DELAY_MS = 15_000;
/** A poll that gets no answer in 10 s counts as failed (and the next one backs off). */
const POLL_TIMEOUT_MS = 10_000;

export interface Poll<T> {
  /** The latest answer (the server-rendered one until the first poll). */
  value: T;
  /** Failed polls in a row (the next one waits twice as long, up to 15 s). */
  failures: number;
  /** The record is no longer visible (401/404): polling has stopped. */
  gone: boolean;
  /** Ask at once, e.g. after an action queued the work again. */
  refresh: () => void;
}

/**
 * Follows a record a job is working on (a conversion, a batch, an export request): asks `url`
 * every `intervalMs` while `underway(value)` — jobs write their progress about twice a second —
 * backing off while requests fail, and stopping for good once the record has settled or is gone.
 * `read` turns an answer's JSON into a value, or null when it is not one (counted as a failure);
 * pass module-level functions for `read` and `underway` so the polling is not restarted per render.
 */
export function usePoll<T>({
  url,
  initial,
  underway,
  read,
  intervalMs = 1_000,
}: {
  url: string;
  initial: T;
  underway: (value: T) => boolean;
  read: (body: unknown) => T | null;
  intervalMs?: number;
}): Poll<T> {
  const [state, setState] = useState({ value: initial, failures: 0, gone: false });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const response = await timedFetch(url, { cache: 'no-store', signal, timeoutMs: POLL_TIMEOUT_MS });
        if (response.status === 401 || response.status === 404) {
          setState((s) => ({ ...s, gone: true }));
          return;
        }
        const value = response.ok ? read(await response.json()) : null;
        if (value === null) throw new Error(`unexpected answer (${response.status})`);
        setState({ value, failures: 0, gone: false });
      } catch {
        // Offline for a moment, or the server restarting: the next try waits a little longer.
        if (!signal?.aborted) setState((s) => ({ ...s, failures: s.failures + 1 }));
      }
    },
    [url, read],
  );

  useEffect(() => {
    if (state.gone || !underway(state.value)) return;
    const controller = new AbortController();
    const delay = Math.min(intervalMs * 2 ** state.failures, MAX_DELAY_MS);
    const timer = setTimeout(() => void load(controller.signal), delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [state, load, intervalMs, underway]);

  const refresh = useCallback(() => void load(), [load]);
  return { ...state, refresh };
}
