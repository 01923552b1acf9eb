import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import type { BatchSummary } from '@/lib/data/exports/types';
import { StatusCounts } from './status-counts';

/** The workspace's batches as a table: name (links to the batch), brand, files, status totals, created. */
export function BatchList({ batches, workspaceName, canStart }: { batches: BatchSummary[]; workspaceName: string; canStart: boolean }) {
  const t = useTranslations('batch.list');
  const format = useFormatter();
  return (
    <Table
      caption={t('caption', { workspace: workspaceName })}
      empty={batches.length === 0 && <p className="text-slate-600">{canStart ? t('emptyCanStart') : t('empty')}</p>}
    >
      <TableHead>
        <ColumnHeader>{t('name')}</ColumnHeader>
        <ColumnHeader>{t('brand')}</ColumnHeader>
        <ColumnHeader numeric>{t('files')}</ColumnHeader>
        <ColumnHeader>{t('status')}</ColumnHeader>
        <ColumnHeader>{t('created')}</ColumnHeader>
      </TableHead>
      <TableBody>
        {batches.map((b) => (
          <Row key={b.id}>
            <RowHeader strong>
              <Link href={`/batch/${b.id}`} className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2">
                {b.name}
              </Link>
            </RowHeader>
            <Cell className="font-mono">{b.brand}</Cell>
            <Cell numeric>{format.number(b.totals.files)}</Cell>
            <Cell>
              <StatusCounts byStatus={b.totals.byStatus} />
            </Cell>
            <Cell className="whitespace-nowrap">{format.dateTime(new Date(b.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</Cell>
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}
