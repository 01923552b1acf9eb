import { useFormatter, useTranslations } from 'next-intl';

/** Where a file's rows went (converted + flagged + rejected + merged = rows), then what was written. */
export const ROW_COUNT_KEYS = ['rows', 'converted', 'flagged', 'rejected', 'merged', 'apps', 'items'] as const;
export type RowCountKey = (typeof ROW_COUNT_KEYS)[number];

const TONE: Record<RowCountKey, string> = {
  rows: 'border-slate-200 bg-white',
  converted: 'border-emerald-200 bg-emerald-50',
  flagged: 'border-amber-200 bg-amber-50',
  rejected: 'border-red-200 bg-red-50',
  merged: 'border-slate-200 bg-slate-50',
  apps: 'border-brand-100 bg-brand-50',
  items: 'border-brand-100 bg-brand-50',
};

/**
 * A run's counts as tiles (or, `compact`, one line for a file in a list). The labels come from the
 * screen's own namespace, which has a text for each key; `labels` replaces one where the screen's
 * number means something more precise (a batch's apps after combining). Works in server and client
 * components.
 */
export function RowCounts({
  counts,
  namespace,
  compact = false,
  labels = {},
}: {
  counts: Record<RowCountKey, number>;
  namespace: 'catalogs.counts' | 'batch.counts' | 'preview.result.counts';
  compact?: boolean;
  labels?: Partial<Record<RowCountKey, string>>;
}) {
  const translate = useTranslations(namespace);
  const t = (key: RowCountKey) => labels[key] ?? translate(key);
  const format = useFormatter();
  if (compact) {
    return (
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {ROW_COUNT_KEYS.map((key) => (
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
      {ROW_COUNT_KEYS.map((key) => (
        <div key={key} className={`rounded-xl border p-4 ${TONE[key]}`}>
          {/* A long German compound ('Zusammengeführte Duplikate') breaks inside a narrow tile instead of running out of it. */}
          <dt className="hyphens-auto text-xs font-semibold uppercase tracking-wide wrap-break-word text-slate-600">{t(key)}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-ink" data-testid={`count-${key}`}>
            {format.number(counts[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
