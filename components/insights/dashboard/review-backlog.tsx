import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReviewBacklog } from '@/lib/data/insights/types';
import { Panel } from '../panel';

/** How many held rows wait for a decision, and why they were held. */
export async function ReviewBacklogPanel({ backlog }: { backlog: ReviewBacklog }) {
  const t = await getTranslations('insights.dashboard.review');
  const format = await getFormatter();
  return (
    <Panel id="review-heading" title={t('title')}>
      {backlog.pending === 0 ? (
        <p className="text-slate-700">{t('none')}</p>
      ) : (
        <>
          <p className="text-slate-700">{t('pending', { count: backlog.pending, conversions: backlog.conversions })}</p>
          <dl className="mt-4 grid grid-cols-2 gap-4">
            <div className="rounded-lg bg-amber-50 p-3">
              <dt className="text-sm text-amber-900">{t('flagged')}</dt>
              <dd className="text-2xl font-bold tabular-nums text-ink">{format.number(backlog.pendingFlagged)}</dd>
            </div>
            <div className="rounded-lg bg-red-50 p-3">
              <dt className="text-sm text-red-800">{t('rejected')}</dt>
              <dd className="text-2xl font-bold tabular-nums text-ink">{format.number(backlog.pendingRejected)}</dd>
            </div>
          </dl>
        </>
      )}
    </Panel>
  );
}
