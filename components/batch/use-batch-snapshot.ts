'use client';

import { useCallback, useEffect, useState } from 'react';
import { batchIsActive, type BatchSnapshot } from './batch-view';

/** The route /batch/[id] polls (app/api/batches/[id]/route.ts). */
export function batchStatusUrl(batchId: string): string {
  return `/api/batches/${encodeURIComponent(batchId)}`;
}

const MAX_DELAY_MS = 15_000;

/**
 * Follows a batch while a file or an export is queued or running: asks the status route every
 * `intervalMs` (jobs write progress about twice a second), backing off while requests fail, and
 * stops once everything has finished. `refresh()` asks at once — after a retry queued a file again.
 */
export function useBatchSnapshot(initial: BatchSnapshot, intervalMs = 1_000) {
  const [state, setState] = useState({ snapshot: initial, failures: 0 });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const response = await fetch(batchStatusUrl(initial.id), { cache: 'no-store', signal });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const body = (await response.json()) as { ok: true; batch: BatchSnapshot };
        setState({ snapshot: body.batch, failures: 0 });
      } catch {
        if (signal?.aborted) return;
        setState((s) => ({ ...s, failures: s.failures + 1 }));
      }
    },
    [initial.id],
  );

  useEffect(() => {
    if (!batchIsActive(state.snapshot)) return;
    const controller = new AbortController();
    const delay = Math.min(intervalMs * 2 ** state.failures, MAX_DELAY_MS);
    const timer = setTimeout(() => void load(controller.signal), delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [state, load, intervalMs]);

  const refresh = useCallback(() => void load(), [load]);
  return { snapshot: state.snapshot, failing: state.failures > 0, refresh };
}
