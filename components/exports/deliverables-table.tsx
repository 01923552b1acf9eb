import { getLocale, getTranslations } from 'next-intl/server';
import { formatBytes } from '@/lib/catalog/messages/bytes';
import type { ExportDeliverable } from '@/lib/data/exports/types';
import { Cell, ColumnHeader, Row, Table, TableBody, TableHead } from '@/components/ui/table';
import { exportFileHref } from './export-links';

/**
 * Every file of the export with what it is, its size and SHA-256 (the same hashes the signed
 * statement in the evidence bundle lists), and a download. Batch exports group files per source file.
 */
export async function DeliverablesTable({ exportId, deliverables }: { exportId: string; deliverables: ExportDeliverable[] }) {
  const t = await getTranslations('exports.files');
  const locale = await getLocale();
  return (
    <Table caption={t('caption')}>
      <TableHead>
        <ColumnHeader>{t('columns.file')}</ColumnHeader>
        <ColumnHeader numeric>{t('columns.size')}</ColumnHeader>
        <ColumnHeader>{t('columns.sha256')}</ColumnHeader>
        <ColumnHeader srOnly>{t('columns.download')}</ColumnHeader>
      </TableHead>
      <TableBody>
        {deliverables.map((d) => {
          return (
            <Row key={d.name} data-file={d.name} top>
              <Cell>
                <span className="block font-medium text-ink">{t(`kinds.${d.kind}`)}</span>
                <span className="font-mono text-xs text-slate-600">{d.name}</span>
              </Cell>
              <Cell numeric className="whitespace-nowrap">
                {formatBytes(d.bytes, locale)}
              </Cell>
              <Cell>
                <code className="font-mono text-xs break-all text-slate-700">{d.sha256}</code>
              </Cell>
              <Cell>
                <a href={exportFileHref(exportId, d.name)} download={d.downloadName} className="btn-secondary min-h-11 whitespace-nowrap">
                  {t('download')}
                  <span className="sr-only"> {d.name}</span>
                </a>
              </Cell>
            </Row>
          );
        })}
      </TableBody>
    </Table>
  );
}
