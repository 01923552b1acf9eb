'use client';

import { useEffect } from 'react';
import { usePoll } from '@/components/polling/use-poll';
import { useRouter } from '@/i18n/navigation';
import { conversionProgressSchema, isUnderway, type ConversionProgress } from '@/lib/data/catalogs/types';

const readConversion = (body: unknown): ConversionProgress | null => {
  const parsed = conversionProgressSchema.safeParse((body as { conversion?: unknown } | null)?.conversion);
  return parsed.success ? parsed.data : null;
};
const underway = (p: ConversionProgress) => isUnderway(p.status);

/**
 * Follows a conversion while it is queued or running (`GET /api/conversions/[id]`), then refreshes
 * the page so the server renders the result. (The page keys the panel on status and attempt, so a
 * refresh after Retry starts afresh.)
 */
export function useConversionProgress(initial: ConversionProgress, intervalMs = 1000): ConversionProgress {
  const router = useRouter();
  const { value } = usePoll({ url: `/api/conversions/${encodeURIComponent(initial.id)}`, initial, underway, read: readConversion, intervalMs });
  const finishedHere = value !== initial && !isUnderway(value.status);
  useEffect(() => {
    if (finishedHere) router.refresh();
  }, [finishedHere, router]);
  return value;
}
