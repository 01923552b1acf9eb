import { getFormatter, getTranslations } from 'next-intl/server';
import type { ComplianceData } from '@/lib/data/insights/types';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import { dateTimeLabel } from '../formatting';
import { EmptyState, Panel } from '../panel';
import { StatusPill } from '@/components/ui/status-pill';

/** Which reference data the finished conversions used: the demo set or an imported release, and its date. */
export async function ReleasesPanel({ releases }: { releases: ComplianceData['releases'] }) {
  const t = await getTranslations('insights.compliance.releases');
  const tCommon = await getTranslations('insights.common');
  const format = await getFormatter();
  const when = dateTimeLabel(format);
  return (
    <Panel id="releases-heading" title={t('title')}>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      {releases.length === 0 ? (
        <div className="mt-3">
          <EmptyState>
            <p>{t('empty')}</p>
          </EmptyState>
        </div>
      ) : (
        <>
          {releases.some((r) => r.demo) && (
            <p className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">{t('demoWarning')}</p>
          )}
          <Table labelledBy="releases-heading" frame="bare" className="mt-3">
            <TableHead>
              <ColumnHeader>{t('source')}</ColumnHeader>
              <ColumnHeader>{t('versionDate')}</ColumnHeader>
              <ColumnHeader>{t('kind')}</ColumnHeader>
              <ColumnHeader numeric>{t('conversions')}</ColumnHeader>
              <ColumnHeader>{t('lastUsed')}</ColumnHeader>
            </TableHead>
            <TableBody>
              {releases.map((r) => (
                <Row key={`${r.source}|${r.versionDate}|${r.demo}`}>
                  <RowHeader>{r.source}</RowHeader>
                  <Cell>{r.versionDate ?? tCommon('none')}</Cell>
                  <Cell>
                    <StatusPill tone={r.demo ? 'warn' : 'good'}>{r.demo ? t('demo') : t('licensed')}</StatusPill>
                  </Cell>
                  <Cell numeric>{format.number(r.conversions)}</Cell>
                  <Cell className="whitespace-nowrap text-slate-600">{when(new Date(r.lastUsed))}</Cell>
                </Row>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Panel>
  );
}
