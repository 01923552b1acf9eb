import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReleaseOption } from '@/components/catalogs/release-options';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import { shortReleaseHash } from '@/lib/data/reference/types';

/** The ready releases a workspace may use: its own imports and the shared ones, with their identity. */
export async function ReferenceReleasesTable({
  releases,
  importedAt,
  labelledBy,
}: {
  releases: ReleaseOption[];
  importedAt: Map<number, Date>;
  /** The id of the heading that names the table. */
  labelledBy: string;
}) {
  const t = await getTranslations('settings.reference');
  const format = await getFormatter();
  return (
    <Table labelledBy={labelledBy} data-testid="reference-releases">
      <TableHead>
        <ColumnHeader>{t('columns.id')}</ColumnHeader>
        <ColumnHeader>{t('columns.version')}</ColumnHeader>
        <ColumnHeader>{t('columns.source')}</ColumnHeader>
        <ColumnHeader>{t('columns.owner')}</ColumnHeader>
        <ColumnHeader>{t('columns.hash')}</ColumnHeader>
        <ColumnHeader>{t('columns.imported')}</ColumnHeader>
      </TableHead>
      <TableBody>
        {releases.map((r) => (
          <Row key={r.value}>
            <RowHeader strong className="text-ink">{r.releaseId}</RowHeader>
            <Cell className="whitespace-nowrap">{r.versionDate ?? '—'}</Cell>
            <Cell className="break-all">{r.source}</Cell>
            <Cell>{r.shared ? t('ownerShared') : t('ownerOwn')}</Cell>
            <Cell className="font-mono text-xs" title={r.sha256 ?? undefined}>
              {shortReleaseHash(r.sha256)}
            </Cell>
            <Cell className="whitespace-nowrap">
              {r.releaseId !== null && importedAt.has(r.releaseId) ? format.dateTime(importedAt.get(r.releaseId)!, { dateStyle: 'medium' }) : '—'}
            </Cell>
          </Row>
        ))}
      </TableBody>
    </Table>
  );
}
