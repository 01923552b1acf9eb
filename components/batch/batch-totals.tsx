import { useFormatter, useTranslations } from 'next-intl';
import type { BatchTotals as Totals } from '@/lib/workspace-data';
import { RowCounts } from '@/components/counts/row-counts';
import { StatusCounts } from './status-counts';

/** The batch at a glance: how many files in each state, and the rows of the converted ones added up. */
export function BatchTotals({ totals }: { totals: Totals }) {
  const t = useTranslations('batch');
  const format = useFormatter();
  return (
    <section aria-labelledby="batch-totals-heading" className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="batch-totals-heading" className="text-lg font-semibold text-ink">
          {t('detail.totalsHeading')}
        </h2>
        <p className="text-sm text-slate-600">
          {t('counts.files')}: <span className="font-semibold tabular-nums text-ink">{format.number(totals.files)}</span>
        </p>
        <StatusCounts byStatus={totals.byStatus} />
      </div>
      <RowCounts counts={totals} namespace="batch.counts" />
    </section>
  );
}
