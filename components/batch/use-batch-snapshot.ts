'use client';

import { useLocale } from 'next-intl';
import { usePoll } from '@/components/polling/use-poll';
import type { BatchSnapshot } from '@/lib/data/exports/types';
import { batchIsActive } from './batch-view';

/** The route /batch/[id] polls (app/api/batches/[id]/route.ts), answering in the page's language (job errors). */
export function batchStatusUrl(batchId: string, locale: string): string {
  return `/api/batches/${encodeURIComponent(batchId)}?locale=${encodeURIComponent(locale)}`;
}

const readBatch = (body: unknown): BatchSnapshot | null => (body as { ok?: boolean; batch?: BatchSnapshot } | null)?.batch ?? null;

/**
 * Follows a batch while a file or an export is queued or running, and stops once everything has
 * finished. `refresh()` asks at once — after a retry queued a file again.
 */
export function useBatchSnapshot(initial: BatchSnapshot, intervalMs = 1_000) {
  const locale = useLocale();
  const { value, failures, refresh } = usePoll({ url: batchStatusUrl(initial.id, locale), initial, underway: batchIsActive, read: readBatch, intervalMs });
  return { snapshot: value, failing: failures > 0, refresh };
}
