import { getFormatter, getTranslations } from 'next-intl/server';
import { StackedBarChart } from '@/components/charts';
import { OTHER_CODES, type FindingSeries } from '@/lib/data/insights/types';
import { dayLabel } from '../formatting';
import { EmptyState, Panel } from '../panel';

/** Findings by code over time: the most frequent codes stacked per day, and every code in a table. */
export async function FindingsByCodePanel({ findings, days }: { findings: FindingSeries; days: number }) {
  const t = await getTranslations('insights.compliance.findings');
  const tCommon = await getTranslations('insights.common');
  const format = await getFormatter();
  const top = findings.totals[0];
  const summary = top
    ? t('summary', { total: findings.total, days, codes: findings.totals.length, code: top.code, count: format.number(top.count) })
    : t('summaryEmpty', { days });
  return (
    <Panel id="findings-heading" title={t('title')}>
      <StackedBarChart
        text={{ title: t('title'), summary, tableLabel: tCommon('showNumbers') }}
        series={findings.codes.map((code) => ({ key: code, label: code === OTHER_CODES ? t('other') : code }))}
        data={findings.days.map((d) => ({ label: d.day, values: d.values }))}
        categoryHeader={tCommon('day')}
        totalHeader={tCommon('total')}
        formatValue={(v) => format.number(v, { maximumFractionDigits: 0 })}
        formatLabel={dayLabel(format)}
      />
      <h3 className="mt-6 font-semibold text-ink">{t('tableTitle')}</h3>
      {findings.totals.length === 0 ? (
        <div className="mt-2">
          <EmptyState>
            <p>{t('empty', { days })}</p>
          </EmptyState>
        </div>
      ) : (
        <div className="relative mt-2 overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3 font-semibold">{t('code')}</th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">{t('count')}</th>
                <th scope="col" className="py-2 text-right font-semibold">{t('days')}</th>
              </tr>
            </thead>
            <tbody>
              {findings.totals.map((row) => (
                <tr key={row.code} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 font-mono font-normal">{row.code}</th>
                  <td className="py-2 pr-3 text-right tabular-nums">{format.number(row.count)}</td>
                  <td className="py-2 text-right tabular-nums">{format.number(row.days)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
