import { useFormatter, useTranslations } from 'next-intl';
import type { ConversionCounts } from '@/lib/workspace-data';

export const COUNT_ORDER = ['rows', 'converted', 'flagged', 'rejected', 'merged', 'apps', 'items'] as const satisfies readonly (keyof ConversionCounts)[];

const TONE: Record<(typeof COUNT_ORDER)[number], string> = {
  rows: 'border-slate-200 bg-white',
  converted: 'border-emerald-200 bg-emerald-50',
  flagged: 'border-amber-200 bg-amber-50',
  rejected: 'border-red-200 bg-red-50',
  merged: 'border-slate-200 bg-slate-50',
  apps: 'border-brand-100 bg-brand-50',
  items: 'border-brand-100 bg-brand-50',
};

/**
 * Where a file's (or the batch's) rows went — converted + flagged + rejected + merged = rows — and
 * what was written. `compact` is the one-line form for a file in the list.
 */
export function CountList({ counts, compact = false }: { counts: Pick<ConversionCounts, (typeof COUNT_ORDER)[number]>; compact?: boolean }) {
  const t = useTranslations('batch.counts');
  const format = useFormatter();
  if (compact) {
    return (
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {COUNT_ORDER.map((key) => (
          <div key={key} className="flex gap-1">
            <dt className="text-slate-600">{t(key)}</dt>
            <dd className="font-semibold tabular-nums text-ink">{format.number(counts[key])}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {COUNT_ORDER.map((key) => (
        <div key={key} className={`rounded-xl border p-4 ${TONE[key]}`}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t(key)}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-ink">{format.number(counts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
