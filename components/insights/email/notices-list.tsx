import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Notification } from '@/lib/data/workspaces/types';
import { Cell, ColumnHeader, Row, RowHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import { dateTimeLabel } from '../formatting';
import { EmptyState, Panel } from '../panel';
import { StatusPill } from '@/components/ui/status-pill';

/** The notices themselves, newest first, paged by time. */
export async function NoticesList({
  notifications,
  nextBefore,
  isFirstPage,
  canManage,
}: {
  notifications: Notification[];
  nextBefore: Date | null;
  isFirstPage: boolean;
  canManage: boolean;
}) {
  const t = await getTranslations('insights.email');
  const format = await getFormatter();
  const when = dateTimeLabel(format);
  return (
    <Panel id="notices-heading" title={t('list.title')}>
      {notifications.length === 0 ? (
        <EmptyState>
          <p>{t('list.empty')}</p>
          {canManage && (
            <Link href="/settings" className="btn-secondary mt-3 min-h-11">
              {t('list.settings')}
            </Link>
          )}
        </EmptyState>
      ) : (
        <Table labelledBy="notices-heading" frame="bare">
          <TableHead>
            <ColumnHeader>{t('list.recipient')}</ColumnHeader>
            <ColumnHeader>{t('list.kind')}</ColumnHeader>
            <ColumnHeader>{t('list.subject')}</ColumnHeader>
            <ColumnHeader>{t('list.status')}</ColumnHeader>
            <ColumnHeader>{t('list.time')}</ColumnHeader>
          </TableHead>
          <TableBody>
            {notifications.map((n) => (
              <Row key={n.id} top>
                <RowHeader>{n.recipient}</RowHeader>
                <Cell>{t(`kinds.${n.kind.replace('.', '_') as 'conversion_succeeded'}`)}</Cell>
                <Cell className="text-slate-700">{n.subject}</Cell>
                <Cell>
                  <StatusPill tone={n.status === 'sent' ? 'good' : 'bad'}>{t(`status.${n.status}`)}</StatusPill>
                  {n.error && <p className="mt-1 max-w-xs break-words text-xs text-red-800">{n.error}</p>}
                </Cell>
                <Cell className="whitespace-nowrap text-slate-600">{when(n.createdAt)}</Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      )}
      {(nextBefore !== null || !isFirstPage) && (
        <nav aria-label={t('list.pages')} className="mt-4 flex gap-3">
          {!isFirstPage && (
            <Link href="/email-analytics" className="btn-secondary min-h-11">
              {t('list.newer')}
            </Link>
          )}
          {nextBefore !== null && (
            <Link href={`/email-analytics?before=${encodeURIComponent(nextBefore.toISOString())}`} className="btn-secondary min-h-11">
              {t('list.older')}
            </Link>
          )}
        </nav>
      )}
    </Panel>
  );
}
