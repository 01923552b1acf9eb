import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/app/app-shell';
import { clientMessages } from '@/i18n/client-messages';
import { MESSAGE_AREAS } from '@/i18n/message-areas';
import { getWorkspaceContext } from '@/lib/auth';
import { monitoringOn } from '@/lib/monitoring/telemetry';
import { signOutAction } from '../(auth)/actions';
import { chooseWorkspaceAction } from './workspace-actions';

/** The signed-in product: every page below has an active user and a current workspace. */
export default async function AppLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale(await pageLocale(params));
  const context = await getWorkspaceContext();
  return (
    <NextIntlClientProvider messages={await clientMessages(...MESSAGE_AREAS)}>
      <AppShell
        context={context}
        actions={{ signOut: signOutAction, chooseWorkspace: chooseWorkspaceAction }}
        monitoringPanel={context.user.isAdmin && monitoringOn()}
      >
        {children}
      </AppShell>
    </NextIntlClientProvider>
  );
}
