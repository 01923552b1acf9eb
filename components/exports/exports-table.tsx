import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { Cell, ColumnHeader, Row, Table, TableBody, TableHead } from '@/components/ui/table';
import { AuthorLabel, SourceLink } from './export-labels';
import type { ExportListRow } from '@/lib/data/exports/types';

/** The workspace's exports, newest first: brand, source, versions, when, by whom and what is in it. */
export async function ExportsTable({ rows, firstPage }: { rows: ExportListRow[]; firstPage: boolean }) {
  const t = await getTranslations('exports.list');
  const format = await getFormatter();
  return (
    <Table
      caption={t('caption')}
      empty={
        rows.length === 0 && (
          <div className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
            <p>{firstPage ? t('empty') : t('emptyPage')}</p>
            {firstPage && (
              <Link href="/catalogs" className="btn-secondary mt-4 min-h-11">
                {t('toCatalogs')}
              </Link>
            )}
          </div>
        )
      }
    >
      <TableHead>
        <ColumnHeader>{t('columns.brand')}</ColumnHeader>
        <ColumnHeader>{t('columns.source')}</ColumnHeader>
        <ColumnHeader>{t('columns.versions')}</ColumnHeader>
        <ColumnHeader>{t('columns.created')}</ColumnHeader>
        <ColumnHeader>{t('columns.by')}</ColumnHeader>
        <ColumnHeader>{t('columns.counts')}</ColumnHeader>
        <ColumnHeader srOnly>{t('columns.open')}</ColumnHeader>
      </TableHead>
      <TableBody>
        {rows.map(({ export: e, source, author }) => {
          const created = format.dateTime(e.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
          return (
            <Row key={e.id} top>
              <Cell className="font-mono font-semibold text-ink">{e.brand}</Cell>
              <Cell>
                <SourceLink source={source} />
              </Cell>
              <Cell className="whitespace-nowrap">{t('versions', { aces: e.acesVersion, pies: e.piesVersion })}</Cell>
              <Cell className="whitespace-nowrap">
                <time dateTime={e.createdAt.toISOString()}>{created}</time>
              </Cell>
              <Cell>
                <AuthorLabel author={author} />
              </Cell>
              <Cell>
                {t('counts', { apps: e.counts.apps ?? 0, items: e.counts.items ?? 0, rows: e.counts.rows ?? 0 })}
                {e.counts.files !== undefined && <span className="block text-slate-500">{t('files', { files: e.counts.files })}</span>}
              </Cell>
              <Cell>
                <Link href={`/exports/${e.id}`} className="btn-secondary min-h-11 whitespace-nowrap">
                  {t('open')}
                  <span className="sr-only"> {t('openWhich', { brand: e.brand, created })}</span>
                </Link>
              </Cell>
            </Row>
          );
        })}
      </TableBody>
    </Table>
  );
}
