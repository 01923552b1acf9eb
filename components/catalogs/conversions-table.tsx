import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import type { Conversion } from '@/lib/data/catalogs/types';
import { ConversionStatusBadge } from './conversion-status-badge';

/** The workspace's conversions, newest first: file, brand, status, where the rows went, when. */
export function ConversionsTable({ conversions, labelledBy }: { conversions: Conversion[]; labelledBy: string }) {
  const t = useTranslations('catalogs.list');
  const format = useFormatter();
  return (
    <Table labelledBy={labelledBy}>
      <TableHead>
        <ColumnHeader>{t('file')}</ColumnHeader>
        <ColumnHeader>{t('brand')}</ColumnHeader>
        <ColumnHeader>{t('status')}</ColumnHeader>
        <ColumnHeader numeric>{t('rows')}</ColumnHeader>
        <ColumnHeader numeric>{t('flagged')}</ColumnHeader>
        <ColumnHeader numeric>{t('rejected')}</ColumnHeader>
        <ColumnHeader>{t('started')}</ColumnHeader>
      </TableHead>
      <TableBody>
        {conversions.map((c) => (
          <Row key={c.id} data-testid="conversion-row">
            <RowHeader strong>
              <Link href={`/catalogs/${c.id}`} className="break-all text-brand-700 underline underline-offset-2">
                {c.fileName}
              </Link>
              {c.mapping && <span className="ml-2 text-xs text-slate-500">{t('savedMapping')}</span>}
            </RowHeader>
            <Cell className="font-mono">{c.brand}</Cell>
            <Cell>
              <ConversionStatusBadge status={c.status} />
            </Cell>
            <Cell numeric>{c.counts ? format.number(c.counts.rows) : c.rowsDone > 0 ? format.number(c.rowsDone) : '—'}</Cell>
            <Cell numeric>{c.counts ? format.number(c.counts.flagged) : '—'}</Cell>
            <Cell numeric>{c.counts ? format.number(c.counts.rejected) : '—'}</Cell>
            <Cell className="whitespace-nowrap">{format.dateTime(c.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</Cell>
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}
