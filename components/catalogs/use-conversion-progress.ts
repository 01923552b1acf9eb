'use client';

import { useEffect, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { conversionProgressSchema, isUnderway, type ConversionProgress } from './conversion-progress-state';

/**
 * Follows a conversion while it is queued or running: asks `GET /api/conversions/[id]` about once
 * a second (the job writes progress about twice a second), stops when it has finished, and then
 * refreshes the page so the server renders the result. A failed request is simply tried again.
 * (The page keys the panel on status and attempt, so a refresh after Retry starts afresh.)
 */
export function useConversionProgress(initial: ConversionProgress, intervalMs = 1000): ConversionProgress {
  const router = useRouter();
  const [progress, setProgress] = useState(initial);

  const status = progress.status;
  useEffect(() => {
    if (!isUnderway(status)) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const response = await fetch(`/api/conversions/${encodeURIComponent(initial.id)}`, { cache: 'no-store' });
        const parsed = response.ok ? conversionProgressSchema.safeParse(((await response.json()) as { conversion?: unknown }).conversion) : null;
        if (cancelled) return;
        if (parsed?.success) {
          setProgress(parsed.data);
          if (!isUnderway(parsed.data.status)) {
            router.refresh();
            return;
          }
        }
      } catch {
        // Offline for a moment: the next tick tries again.
      }
      if (!cancelled) timer = setTimeout(poll, intervalMs);
    };
    timer = setTimeout(poll, intervalMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [status, initial.id, intervalMs, router]);

  return progress;
}
