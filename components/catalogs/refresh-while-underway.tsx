'use client';

import { useEffect } from 'react';
import { useRouter } from '@/i18n/navigation';

/**
 * Re-renders the server page every few seconds while something on it is still queued or running,
 * so a list of conversions does not keep saying "Queued" after the jobs finished. Renders nothing.
 */
export function RefreshWhileUnderway({ active, intervalMs = 3000 }: { active: boolean; intervalMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => router.refresh(), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs, router]);
  return null;
}
