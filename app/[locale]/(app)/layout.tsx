import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/app/app-shell';
import { clientMessages } from '@/i18n/client-messages';
import { MESSAGE_AREAS } from '@/i18n/message-areas';
import { checkSubscription, getWorkspaceContext } from '@/lib/auth';
import { redirect } from '@/i18n/server-navigation';
import { monitoringOn } from '@/lib/monitoring/telemetry';
import { signOutAction } from '../(auth)/actions';
import { chooseWorkspaceAction } from './workspace-actions';
import { DebugPanel } from '@/components/dev/debug-panel';
import { loadDebugInfo } from '@/lib/dev/debug-info';

/**
 * Areas whose texts the signed-in pages' client components translate with. Not insights: its screens
 * (dashboard, compliance, evidence, email, security) translate on the server only, and every area
 * sent here travels in each page's HTML and RSC payload (issue 15.7).
 */
const CLIENT_AREAS = MESSAGE_AREAS.filter((area) => area !== 'insights' && area !== 'monitoring');

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
    <NextIntlClientProvider messages={await clientMessages(...CLIENT_AREAS, ...(monitoringPanel ? (['monitoring'] as const) : []))}>
      <AppShell context={context} actions={{ signOut: signOutAction, chooseWorkspace: chooseWorkspaceAction }} monitoringPanel={monitoringPanel}>
        {children}
      </AppShell>
      {debug}
    </NextIntlClientProvider>
  );
}

async function debugPanel(context: Awaited<ReturnType<typeof getWorkspaceContext>>) {
  const [info, t] = await Promise.all([loadDebugInfo(context), getTranslations('workspace.debug')]);
  const texts = { title: t('title'), config: t('config'), backend: t('backend'), flags: t('flags'), build: t('build'), user: t('user'), workspace: t('workspace') };
  return <DebugPanel info={info} texts={texts} />;
}
