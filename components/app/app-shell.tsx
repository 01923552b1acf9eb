import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from './language-switcher';
import { MonitoringOverlay } from '@/components/monitoring/monitoring-overlay';
import { ReportingUserRecord } from '@/components/monitoring/reporting-user-record';
import { AppNav } from '@/components/workspace/app-nav';
import { WorkspaceSwitcher } from '@/components/workspace/workspace-switcher';
import { Link } from '@/i18n/navigation';
import type { FormAction } from '@/lib/actions/result';
import type { WorkspaceContext } from '@/lib/auth';

interface Props {
  context: WorkspaceContext;
  /** The server actions the frame offers: sign out, and choose another workspace. */
  actions: { signOut: (formData: FormData) => Promise<void>; chooseWorkspace: FormAction<{ workspaceId: string; name: string }> };
  /** Mount the monitoring panel (Ctrl+Shift+M): a platform administrator, with monitoring on. */
  monitoringPanel?: boolean;
  children: ReactNode;
}

/** The signed-in area's frame: the workspace in use, the product's sections, who is signed in, sign-out. */
export async function AppShell({ context, actions, monitoringPanel = false, children }: Props) {
  const t = await getTranslations('app');
  const tAuth = await getTranslations('auth');
  const { user } = context;
  const links = [
    { href: '/dashboard', label: t('nav.dashboard') },
    { href: '/catalogs', label: t('nav.catalogs') },
    { href: '/batch', label: t('nav.batches') },
    { href: '/exports', label: t('nav.exports') },
    { href: '/insights/evidence', label: t('nav.insights') },
    { href: '/email-analytics', label: t('nav.email') },
    { href: '/settings', label: t('nav.settings') },
    ...(user.isAdmin ? [{ href: '/admin/accounts', label: t('nav.admin') }] : []),
  ];
  const options = context.workspaces.map((m) => ({ id: m.workspace.id, name: m.workspace.name, role: t(`roles.${m.role}`) }));
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        {/* On a phone the two halves wrap onto two lines rather than widening the page. */}
        <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
          <div className="flex min-w-0 items-center gap-4">
            <Link href="/dashboard" className="flex shrink-0 items-center gap-2 font-bold text-ink">
              <span aria-hidden className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">P</span>
              Partsmith
            </Link>
            <WorkspaceSwitcher current={context.workspace.id} options={options} choose={actions.chooseWorkspace} />
          </div>
          <div className="ml-auto flex items-center gap-3">
            <LanguageSwitcher />
            <span className="hidden text-sm text-slate-600 lg:inline">{t('nav.signedInAs', { email: user.email })}</span>
            <form action={actions.signOut}>
              <button type="submit" className="btn-secondary min-h-11">
                {tAuth('signOut')}
              </button>
            </form>
          </div>
        </div>
        <div className="container-page pb-2">
          <AppNav label={t('nav.label')} links={links} />
        </div>
      </header>
      <main id="main" className="container-page py-10">
        {children}
      </main>
      {monitoringPanel ? <MonitoringOverlay /> : null}
      {/* Who the page's error reports name (spec §3): id, email, username — never shown, never logged. */}
      <ReportingUserRecord user={{ id: user.id, email: user.email, username: user.username }} />
    </div>
  );
}
