import { getFormatter, getTranslations } from 'next-intl/server';
import type { AccessDenial } from '@/lib/data/workspaces/types';
import { dateTimeLabel } from '../formatting';
import { EmptyState, Panel } from '../panel';

const KNOWN_ACTIONS = new Set(['read', 'upload', 'convert', 'export', 'review', 'manage']);

/** Members refused an action their role does not allow (`access.denied` audit entries). */
export async function DenialsPanel({ denials, actors }: { denials: AccessDenial[]; actors: Record<string, string> }) {
  const t = await getTranslations('insights.security.denials');
  const tApp = await getTranslations('app');
  const tCommon = await getTranslations('insights.common');
  const format = await getFormatter();
  const when = dateTimeLabel(format);
  return (
    <Panel id="denials-heading" title={t('title')}>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      {denials.length === 0 ? (
        <div className="mt-3">
          <EmptyState>
            <p>{t('empty')}</p>
          </EmptyState>
        </div>
      ) : (
        <div className="relative mt-3 overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3 font-semibold">{t('who')}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t('attempted')}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t('role')}</th>
                <th scope="col" className="py-2 font-semibold">{t('when')}</th>
              </tr>
            </thead>
            <tbody>
              {denials.map((d) => (
                <tr key={d.id} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 font-normal">{d.actorId ? (actors[d.actorId] ?? d.actorId.slice(0, 8)) : tCommon('none')}</th>
                  <td className="py-2 pr-3">{KNOWN_ACTIONS.has(d.action) ? t(`actions.${d.action}`) : d.action}</td>
                  <td className="py-2 pr-3">{d.role ? tApp(`roles.${d.role}`) : tCommon('none')}</td>
                  <td className="whitespace-nowrap py-2 text-slate-600">{when(d.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
