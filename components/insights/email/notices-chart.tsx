import { getFormatter, getTranslations } from 'next-intl/server';
import { StackedBarChart } from '@/components/charts';
import type { EmailAnalyticsData } from '@/lib/data/insights/types';
import { dayLabel } from '../formatting';
import { Panel } from '../panel';

/** Sent, delivered and failed in numbers, then delivered and failed per day as stacked bars. */
export async function NoticesChart({ perDay, totals, days }: Pick<EmailAnalyticsData, 'perDay' | 'totals' | 'days'>) {
  const t = await getTranslations('insights.email');
  const tCommon = await getTranslations('insights.common');
  const format = await getFormatter();
  const summary =
    totals.sent > 0
      ? t('chart.summary', { sent: totals.sent, days, delivered: format.number(totals.delivered), failed: format.number(totals.failed) })
      : t('chart.summaryEmpty', { days });
  const figures = [
    { key: 'sent', label: t('sent'), value: totals.sent, tone: 'bg-slate-50' },
    { key: 'delivered', label: t('delivered'), value: totals.delivered, tone: 'bg-emerald-50' },
    { key: 'failed', label: t('failed'), value: totals.failed, tone: 'bg-red-50' },
  ];
  return (
    <Panel id="notices-chart-heading" title={t('chart.title')}>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((f) => (
          <div key={f.key} className={`rounded-lg p-3 ${f.tone}`}>
            <dt className="text-sm text-slate-700">{f.label}</dt>
            <dd className="text-2xl font-bold tabular-nums text-ink">{format.number(f.value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">{t('deliveredNote')}</p>
      <div className="mt-4">
        <StackedBarChart
          text={{ title: t('chart.title'), summary, tableLabel: tCommon('showNumbers') }}
          series={[
            { key: 'delivered', label: t('delivered'), color: '#10b981' },
            { key: 'failed', label: t('failed'), color: '#ef4444' },
          ]}
          data={perDay.map((d) => ({ label: d.day, values: { delivered: d.delivered, failed: d.failed } }))}
          categoryHeader={tCommon('day')}
          totalHeader={t('sent')}
          formatValue={(v) => format.number(v, { maximumFractionDigits: 0 })}
          formatLabel={dayLabel(format)}
        />
      </div>
    </Panel>
  );
}
