import { getTranslations } from 'next-intl/server';
import type { WorkspaceMembership } from '@/lib/data/workspaces/types';
import { Panel } from '../panel';

/** Every workspace the user belongs to, with their role; the current one marked. */
export async function WorkspaceList({ workspaces, currentId }: { workspaces: WorkspaceMembership[]; currentId: string }) {
  const t = await getTranslations('insights.dashboard.workspaces');
  const tApp = await getTranslations('app');
  return (
    <Panel id="workspaces-heading" title={t('title')}>
      <ul className="divide-y divide-slate-100">
        {workspaces.map(({ workspace, role }) => (
          <li key={workspace.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <span className="font-medium text-ink">
              {workspace.name}
              {workspace.personal && <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-600">{t('personal')}</span>}
              {workspace.id === currentId && <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">{t('current')}</span>}
            </span>
            <span className="text-sm text-slate-600">{t('role', { role: tApp(`roles.${role}`) })}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
