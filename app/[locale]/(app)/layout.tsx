import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/app/app-shell';
import { frameMessages } from '@/i18n/client-messages';
import { checkSubscription, getWorkspaceContext } from '@/lib/auth';
import { redirect } from '@/i18n/server-navigation';
import { monitoringOn } from '@/lib/monitoring/telemetry';
import { LazyWebVitalsReporter } from '@/components/monitoring/lazy-web-vitals-reporter';
import { signOutAction } from '../(auth)/actions';
import { chooseWorkspaceAction } from './workspace-actions';
import { DebugPanel } from '@/components/dev/debug-panel';
import { loadDebugInfo } from '@/lib/dev/debug-info';

/** The signed-in product: every page below has an active user and a current workspace. */
export default async function AppLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const context = await getWorkspaceContext();
  // The signed-in product is what the subscription pays for (spec §1, §7): active exactly when the
  // account is, and a check that fails counts as not active — the account waits, it is not let in.
  if (!(await checkSubscription()).active) redirect({ href: '/auth/pending-review', locale });
  // The development debug panel (spec §2): the build mode, inlined, so a production build drops it.
  // The monitoring panel (Ctrl+Shift+M) and its texts: platform administrators, with monitoring on.
  const monitoringPanel = context.user.isAdmin && monitoringOn();
  const debug = process.env.NODE_ENV === 'development' ? await debugPanel(context) : null;
  return (
    // The frame's texts only (the workspace switcher's, the monitoring panel's): each section's layout
    // sends its own areas to its pages (i18n/area-texts.tsx), so a page carries what it uses (issue 15.7).
    <NextIntlClientProvider messages={await frameMessages(...(monitoringPanel ? (['monitoring'] as const) : []))}>
      <AppShell context={context} actions={{ signOut: signOutAction, chooseWorkspace: chooseWorkspaceAction }} monitoringPanel={monitoringPanel}>
        {children}
      </AppShell>
      {debug}
      {monitoringOn() && <LazyWebVitalsReporter />}
    </NextIntlClientProvider>
  );
}

async function debugPanel(context: Awaited<ReturnType<typeof getWorkspaceContext>>) {
  const [info, t] = await Promise.all([loadDebugInfo(context), getTranslations('workspace.debug')]);
  const texts = { title: t('title'), config: t('config'), backend: t('backend'), flags: t('flags'), build: t('build'), user: t('user'), workspace: t('workspace') };
  return <DebugPanel info={info} texts={texts} />;
}
