import { useFormatter, useTranslations } from 'next-intl';
import type { BatchSnapshot, BatchTotals as Totals } from '@/lib/data/exports/types';
import { RowCounts } from '@/components/counts/row-counts';
import { StatusCounts } from './status-counts';

/**
 * The batch at a glance: how many files in each state, and the rows of the converted ones added up.
 * Apps are the exception: the files' apps added up count an app two files share twice, so once a
 * combined export exists its distinct apps are shown, and before that the sum says what it is.
 */
export function BatchTotals({ totals, combined }: { totals: Totals; combined: BatchSnapshot['combined'] }) {
  const t = useTranslations('batch');
  const format = useFormatter();
  const counts = combined ? { ...totals, apps: combined.apps } : totals;
  const appsLabel = combined ? t('counts.appsCombined') : t('counts.appsAcrossFiles');
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
      <RowCounts counts={counts} namespace="batch.counts" labels={{ apps: appsLabel }} />
      {combined && combined.apps !== totals.apps && (
        <p className="text-sm text-slate-600" data-testid="apps-before-combining">
          {t('counts.appsBeforeCombining', { apps: totals.apps })}
        </p>
      )}
    </section>
  );
}
