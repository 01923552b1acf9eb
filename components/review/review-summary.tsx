'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { ReviewSummary as Summary } from '@/lib/data/catalogs/types';
import { Alert } from '@/components/ui/alert';

/** The queue's totals; once nothing is pending it says so and points to exporting. */
export function ReviewSummary({ summary, conversionId }: { summary: Summary; conversionId: string }) {
  const t = useTranslations('review.summary');
  const decided = summary.decisions.approved + summary.decisions.overridden + summary.decisions.rejected;
  const stats = [
    { key: 'total', value: summary.total },
    { key: 'pending', value: summary.pending },
    { key: 'flagged', value: summary.flagged },
    { key: 'rejected', value: summary.rejected },
    { key: 'decided', value: decided },
  ] as const;

  return (
    <section aria-labelledby="review-summary-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="review-summary-heading" className="sr-only">
        {t('heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        {stats.map((s) => (
          <div key={s.key} data-stat={s.key}>
            <dt className="text-sm text-slate-600">{t(s.key)}</dt>
            <dd className="text-2xl font-bold text-ink">{s.value}</dd>
          </div>
        ))}
      </dl>
      {decided > 0 && (
        <p className="mt-2 text-sm text-slate-600">
          {t('decisions', { approved: summary.decisions.approved, overridden: summary.decisions.overridden, rejected: summary.decisions.rejected })}
        </p>
      )}
      {summary.total === 0 ? (
        <p className="mt-3 text-slate-700">{t('nothingHeld')}</p>
      ) : (
        summary.pending === 0 && (
          <Alert tone="success" className="mt-3">
            {t('allDecided')}{' '}
            <Link href={`/catalogs/${conversionId}`} className="font-semibold underline">
              {t('toExport')}
            </Link>
          </Alert>
        )
      )}
    </section>
  );
}
