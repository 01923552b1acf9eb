import { getFormatter, getTranslations } from 'next-intl/server';
import { StackedBarChart } from '@/components/charts';
import { OTHER_CODES, type FindingSeries } from '@/lib/data/insights/types';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
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
      <h3 id="findings-table-heading" className="mt-6 font-semibold text-ink">
        {t('tableTitle')}
      </h3>
      <Table
        labelledBy="findings-table-heading"
        frame="bare"
        className="mt-2"
        empty={
          findings.totals.length === 0 && (
            <div className="mt-2">
              <EmptyState>
                <p>{t('empty', { days })}</p>
              </EmptyState>
            </div>
          )
        }
      >
        <TableHead>
          <ColumnHeader>{t('code')}</ColumnHeader>
          <ColumnHeader numeric>{t('count')}</ColumnHeader>
          <ColumnHeader numeric>{t('days')}</ColumnHeader>
        </TableHead>
        <TableBody>
          {findings.totals.map((row) => (
            <Row key={row.code}>
              <RowHeader className="font-mono">{row.code}</RowHeader>
              <Cell numeric>{format.number(row.count)}</Cell>
              <Cell numeric>{format.number(row.days)}</Cell>
            </Row>
          ))}
        </TableBody>
      </Table>
    </Panel>
  );
}
