import { getFormatter, getTranslations } from 'next-intl/server';
import type { AuditEntry } from '@/lib/data/workspaces/types';
import { Link } from '@/i18n/navigation';
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
        <div className="relative overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3 text-right font-semibold">{t('seq')}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t('who')}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t('action')}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t('target')}</th>
                <th scope="col" className="py-2 font-semibold">{t('when')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-b border-slate-100">
                  <td className="py-2 pr-3 text-right tabular-nums text-slate-500">{e.seq}</td>
                  <td className="py-2 pr-3">{e.actorId ? (actors[e.actorId] ?? e.actorId.slice(0, 8)) : t('system')}</td>
                  <th scope="row" className="py-2 pr-3 font-mono text-xs font-normal">{e.action}</th>
                  <td className="max-w-[16rem] break-all py-2 pr-3 font-mono text-xs text-slate-600">{e.target ?? ''}</td>
                  <td className="whitespace-nowrap py-2 text-slate-600">{when(e.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
