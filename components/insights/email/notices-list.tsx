import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Notification } from '@/lib/data/workspaces/types';
import { dateTimeLabel } from '../formatting';
import { EmptyState, Panel } from '../panel';
import { StatusPill } from '../status-pill';

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
        <div className="relative overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3 font-semibold">{t('list.recipient')}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t('list.kind')}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t('list.subject')}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t('list.status')}</th>
                <th scope="col" className="py-2 font-semibold">{t('list.time')}</th>
              </tr>
            </thead>
            <tbody>
              {notifications.map((n) => (
                <tr key={n.id} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-3 font-normal">{n.recipient}</th>
                  <td className="py-2 pr-3">{t(`kinds.${n.kind.replace('.', '_') as 'conversion_succeeded'}`)}</td>
                  <td className="py-2 pr-3 text-slate-700">{n.subject}</td>
                  <td className="py-2 pr-3">
                    <StatusPill tone={n.status === 'sent' ? 'good' : 'bad'}>{t(`status.${n.status}`)}</StatusPill>
                    {n.error && <p className="mt-1 max-w-xs break-words text-xs text-red-800">{n.error}</p>}
                  </td>
                  <td className="whitespace-nowrap py-2 text-slate-600">{when(n.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
