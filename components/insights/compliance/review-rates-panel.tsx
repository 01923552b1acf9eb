import { getFormatter, getTranslations } from 'next-intl/server';
import { LineChart } from '@/components/charts';
import type { ComplianceData } from '@/lib/data/insights/types';
import { dayLabel, shareLabel } from '../formatting';
import { Panel } from '../panel';

/** How much of what was converted was held back: totals, and the shares per day as lines. */
export async function ReviewRatesPanel({ rates, dailyRates, days }: Pick<ComplianceData, 'rates' | 'dailyRates' | 'days'>) {
  const t = await getTranslations('insights.compliance');
  const tCommon = await getTranslations('insights.common');
  const format = await getFormatter();
  const share = shareLabel(format);
  const summary =
    rates.rows > 0
      ? t('rateChart.summary', { days, flagged: share(rates.flaggedRate), rejected: share(rates.rejectedRate) })
      : t('rateChart.summaryEmpty', { days });
  const figures = [
    { key: 'rows', label: t('rates.rows'), value: format.number(rates.rows), note: null },
    { key: 'flagged', label: t('rates.flagged'), value: format.number(rates.flagged), note: t('rates.share', { share: share(rates.flaggedRate) }) },
    { key: 'rejected', label: t('rates.rejected'), value: format.number(rates.rejected), note: t('rates.share', { share: share(rates.rejectedRate) }) },
  ];
  return (
    <Panel id="rates-heading" title={t('rates.title')}>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((f) => (
          <div key={f.key} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{f.label}</dt>
            <dd className="text-2xl font-bold tabular-nums text-ink">{f.value}</dd>
            {f.note && <dd className="text-sm text-slate-600">{f.note}</dd>}
          </div>
        ))}
      </dl>
      <h3 className="mt-6 font-semibold text-ink">{t('rateChart.title')}</h3>
      <LineChart
        text={{ title: t('rateChart.title'), summary, tableLabel: tCommon('showNumbers') }}
        series={[
          { key: 'flagged', label: t('rateChart.flagged'), color: '#f59e0b' },
          { key: 'rejected', label: t('rateChart.rejected'), color: '#ef4444' },
        ]}
        data={dailyRates.map((d) => ({ label: d.day, values: { flagged: d.flagged, rejected: d.rejected } }))}
        categoryHeader={tCommon('day')}
        formatValue={(v) => format.number(v, { maximumFractionDigits: 1 })}
        formatLabel={dayLabel(format)}
        max={100}
      />
    </Panel>
  );
}
