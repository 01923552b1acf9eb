import { useTranslations } from 'next-intl';
import type { ConversionStatus } from '@/lib/data/catalogs/types';

/** In the order a file goes through them (lib/data/catalogs' CONVERSION_STATUSES, in a server module). */
const STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const satisfies readonly ConversionStatus[];

const TONE: Record<ConversionStatus, string> = {
  queued: 'bg-slate-100 text-slate-700',
  running: 'bg-brand-50 text-brand-700',
  succeeded: 'bg-emerald-50 text-emerald-800',
  failed: 'bg-red-50 text-red-800',
};

/** How many files are in each state ("2 converted · 1 failed"); states with no file are left out. */
export function StatusCounts({ byStatus }: { byStatus: Record<ConversionStatus, number> }) {
  const t = useTranslations('batch.status');
  const shown = STATUSES.filter((s) => byStatus[s] > 0);
  return (
    <ul className="flex flex-wrap gap-1.5">
      {shown.map((s) => (
        <li key={s} className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONE[s]}`}>
          {t(s, { count: byStatus[s] })}
        </li>
      ))}
    </ul>
  );
}
