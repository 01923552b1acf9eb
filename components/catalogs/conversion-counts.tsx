import { useFormatter, useTranslations } from 'next-intl';
import type { ConversionCounts as Counts } from '@/lib/workspace-data';

const ORDER = ['rows', 'converted', 'flagged', 'rejected', 'merged', 'apps', 'items'] as const;

const TONE: Record<(typeof ORDER)[number], string> = {
  rows: 'border-slate-200 bg-white',
  converted: 'border-emerald-200 bg-emerald-50',
  flagged: 'border-amber-200 bg-amber-50',
  rejected: 'border-red-200 bg-red-50',
  merged: 'border-slate-200 bg-slate-50',
  apps: 'border-brand-100 bg-brand-50',
  items: 'border-brand-100 bg-brand-50',
};

/** Where the rows went (converted + flagged + rejected + merged = rows) and what was written. */
export function ConversionCounts({ counts }: { counts: Counts }) {
  const t = useTranslations('catalogs.counts');
  const format = useFormatter();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {ORDER.map((key) => (
        <div key={key} className={`rounded-xl border p-4 ${TONE[key]}`}>
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t(key)}</dt>
          <dd className="mt-1 text-2xl font-bold text-ink tabular-nums" data-testid={`count-${key}`}>
            {format.number(counts[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
