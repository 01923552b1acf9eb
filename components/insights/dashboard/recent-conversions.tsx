import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Conversion } from '@/lib/data/catalogs/types';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import { dateTimeLabel } from '../formatting';
import { EmptyState, Panel } from '../panel';
import { ConversionStatusBadge } from '@/components/catalogs/conversion-status-badge';

/** The newest conversions with their status and counts; each opens its own page. */
export async function RecentConversions({
  conversions,
  pendingByConversion,
  canUpload,
}: {
  conversions: Conversion[];
  pendingByConversion: Record<string, number>;
  canUpload: boolean;
}) {
  const t = await getTranslations('insights.dashboard.conversions');
  const tDash = await getTranslations('insights.dashboard');
  const format = await getFormatter();
  const when = dateTimeLabel(format);
  const count = (n: number | undefined) => (n === undefined ? '—' : format.number(n));
  return (
    <Panel
      id="conversions-heading"
      title={t('title')}
      action={
        conversions.length > 0 ? (
          <Link href="/catalogs" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline">
            {tDash('allConversions')}
          </Link>
        ) : undefined
      }
    >
      {conversions.length === 0 ? (
        <EmptyState>
          <p>{canUpload ? t('empty') : t('emptyReadOnly')}</p>
          {canUpload && (
            <Link href="/catalogs/new" className="btn-primary mt-3 min-h-11">
              {tDash('upload')}
            </Link>
          )}
        </EmptyState>
      ) : (
        <Table labelledBy="conversions-heading" frame="bare">
          <TableHead>
            <ColumnHeader>{t('file')}</ColumnHeader>
            <ColumnHeader>{t('brand')}</ColumnHeader>
            <ColumnHeader>{t('status')}</ColumnHeader>
            <ColumnHeader numeric>{t('rows')}</ColumnHeader>
            <ColumnHeader numeric>{t('flagged')}</ColumnHeader>
            <ColumnHeader numeric>{t('rejected')}</ColumnHeader>
            <ColumnHeader numeric>{t('pending')}</ColumnHeader>
            <ColumnHeader>{t('started')}</ColumnHeader>
          </TableHead>
          <TableBody>
            {conversions.map((c) => (
              <Row key={c.id}>
                <RowHeader strong>
                  <Link href={`/catalogs/${c.id}`} className="inline-flex min-h-11 items-center text-brand-700 hover:underline">
                    {c.fileName}
                  </Link>
                </RowHeader>
                <Cell className="font-mono">{c.brand}</Cell>
                <Cell>
                  <ConversionStatusBadge status={c.status} />
                </Cell>
                <Cell numeric>{count(c.counts?.rows ?? c.rowsTotal ?? undefined)}</Cell>
                <Cell numeric>{count(c.counts?.flagged)}</Cell>
                <Cell numeric>{count(c.counts?.rejected)}</Cell>
                <Cell numeric>{c.status === 'succeeded' ? count(pendingByConversion[c.id] ?? 0) : '—'}</Cell>
                <Cell className="whitespace-nowrap text-slate-600">{when(c.createdAt)}</Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      )}
    </Panel>
  );
}
