import { getFormatter, getTranslations } from 'next-intl/server';
import type { AuditEntry } from '@/lib/data/workspaces/types';
import { Link } from '@/i18n/navigation';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import { dateTimeLabel } from '../formatting';
import { EmptyState, Panel } from '../panel';

/** One page of the workspace's audit log, newest first, with links to older and back to the newest entries. */
export async function AuditLogTable({
  entries,
  actors,
  nextBeforeSeq,
  isFirstPage,
}: {
  entries: AuditEntry[];
  actors: Record<string, string>;
  nextBeforeSeq: number | null;
  isFirstPage: boolean;
}) {
  const t = await getTranslations('insights.security.log');
  const format = await getFormatter();
  const when = dateTimeLabel(format);
  return (
    <Panel id="audit-heading" title={t('title')}>
      {entries.length === 0 ? (
        <EmptyState>
          <p>{t('empty')}</p>
        </EmptyState>
      ) : (
        <Table labelledBy="audit-heading" frame="bare">
          <TableHead>
            <ColumnHeader numeric>{t('seq')}</ColumnHeader>
            <ColumnHeader>{t('who')}</ColumnHeader>
            <ColumnHeader>{t('action')}</ColumnHeader>
            <ColumnHeader>{t('target')}</ColumnHeader>
            <ColumnHeader>{t('when')}</ColumnHeader>
          </TableHead>
          <TableBody>
            {entries.map((e) => (
              <Row key={e.id}>
                <Cell numeric className="text-slate-500">{e.seq}</Cell>
                <Cell>{e.actorId ? (actors[e.actorId] ?? e.actorId.slice(0, 8)) : t('system')}</Cell>
                <RowHeader className="font-mono text-xs">{e.action}</RowHeader>
                <Cell className="max-w-[16rem] break-all font-mono text-xs text-slate-600">{e.target ?? ''}</Cell>
                <Cell className="whitespace-nowrap text-slate-600">{when(e.createdAt)}</Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      )}
      {(nextBeforeSeq !== null || !isFirstPage) && (
        <nav aria-label={t('pages')} className="mt-4 flex gap-3">
          {!isFirstPage && (
            <Link href="/insights/security" className="btn-secondary min-h-11">
              {t('newer')}
            </Link>
          )}
          {nextBeforeSeq !== null && (
            <Link href={`/insights/security?before=${nextBeforeSeq}`} className="btn-secondary min-h-11">
              {t('older')}
            </Link>
          )}
        </nav>
      )}
    </Panel>
  );
}
