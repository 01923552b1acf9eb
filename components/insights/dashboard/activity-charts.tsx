import { getFormatter, getTranslations } from 'next-intl/server';
import { BarChart, StackedBarChart } from '@/components/charts';
import { Link } from '@/i18n/navigation';
import { OTHER_CODES, peakDay, type FindingSeries } from '@/lib/data/insights/types';
import { dayLabel } from '../formatting';
import { Panel } from '../panel';

/** Rows converted per day over the period (conversionActivity). */
export async function ThroughputPanel({ throughput, days }: { throughput: { day: string; value: number }[]; days: number }) {
  const t = await getTranslations('insights.dashboard.throughput');
  const tCommon = await getTranslations('insights.common');
  const format = await getFormatter();
  const label = dayLabel(format);
  const total = throughput.reduce((sum, d) => sum + d.value, 0);
  const peak = peakDay(throughput);
  const summary = peak
    ? t('summary', { total, days, day: label(peak.day), max: format.number(peak.value) })
    : t('summaryEmpty', { days });
  return (
    <Panel id="throughput-heading" title={t('title')}>
      <BarChart
        text={{ title: t('title'), summary, tableLabel: tCommon('showNumbers') }}
        data={throughput.map((d) => ({ label: d.day, value: d.value }))}
        categoryHeader={tCommon('day')}
        valueHeader={t('rows')}
        formatValue={(v) => format.number(v, { maximumFractionDigits: 0 })}
        formatLabel={label}
      />
    </Panel>
  );
}

/** Findings per day stacked by the most frequent codes (findingTrend). */
export async function FindingsPanel({ findings, days }: { findings: FindingSeries; days: number }) {
  const t = await getTranslations('insights.dashboard.findings');
  const tCommon = await getTranslations('insights.common');
  const tCompliance = await getTranslations('insights.compliance.findings');
  const format = await getFormatter();
  const label = dayLabel(format);
  const top = findings.totals[0];
  const summary = top ? t('summary', { total: findings.total, days, code: top.code, count: format.number(top.count) }) : t('summaryEmpty', { days });
  return (
    <Panel
      id="findings-heading"
      title={t('title')}
      action={
        <Link href="/insights/compliance" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline">
          {t('more')}
        </Link>
      }
    >
      <StackedBarChart
        text={{ title: t('title'), summary, tableLabel: tCommon('showNumbers') }}
        series={findings.codes.map((code) => ({ key: code, label: code === OTHER_CODES ? tCompliance('other') : code }))}
        data={findings.days.map((d) => ({ label: d.day, values: d.values }))}
        categoryHeader={tCommon('day')}
        totalHeader={tCommon('total')}
        formatValue={(v) => format.number(v, { maximumFractionDigits: 0 })}
        formatLabel={label}
      />
    </Panel>
  );
}
