import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import type { Upload } from '@/lib/data/catalogs/types';
import { formatBytes } from '@/lib/catalog/messages/bytes';

/** Files received into the workspace (the same bytes are one upload), newest first. */
export function UploadsTable({
  uploads,
  latestConversion,
  labelledBy,
}: {
  uploads: Upload[];
  latestConversion: ReadonlyMap<string, string>;
  labelledBy: string;
}) {
  const t = useTranslations('catalogs.list');
  const format = useFormatter();
  const locale = useLocale();
  return (
    <Table labelledBy={labelledBy}>
      <TableHead>
        <ColumnHeader>{t('file')}</ColumnHeader>
        <ColumnHeader>{t('format')}</ColumnHeader>
        <ColumnHeader numeric>{t('size')}</ColumnHeader>
        <ColumnHeader>{t('uploaded')}</ColumnHeader>
        <ColumnHeader>{t('state')}</ColumnHeader>
      </TableHead>
      <TableBody>
        {uploads.map((u) => (
          <Row key={u.id} data-testid="upload-row">
            <RowHeader strong className="break-all text-ink">
              {u.fileName}
            </RowHeader>
            <Cell>{u.format?.toUpperCase() ?? '—'}</Cell>
            <Cell numeric>{formatBytes(u.bytes, locale)}</Cell>
            <Cell className="whitespace-nowrap">{format.dateTime(u.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</Cell>
            <Cell className="text-slate-600">
              {u.purgedAt && <span className="mr-2">{t('purged')}</span>}
              {latestConversion.has(u.id) ? (
                <Link href={`/catalogs/${latestConversion.get(u.id)}`} className="text-brand-700 underline underline-offset-2">
                  {t('openLatest')}
                </Link>
              ) : (
                t('notConverted')
              )}
            </Cell>
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}
