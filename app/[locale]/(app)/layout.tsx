import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/app/app-shell';
import { clientMessages } from '@/i18n/client-messages';
import { MESSAGE_AREAS } from '@/i18n/message-areas';
import { getWorkspaceContext } from '@/lib/auth';
import { signOutAction } from '../(auth)/actions';
import { chooseWorkspaceAction } from './workspace-actions';

/**
 * Areas whose texts the signed-in pages' client components translate with. Not insights: its screens
 * (dashboard, compliance, evidence, email, security) translate on the server only, and every area
 * sent here travels in each page's HTML and RSC payload (issue 15.7).
 */
const CLIENT_AREAS = MESSAGE_AREAS.filter((area) => area !== 'insights');

/** The signed-in product: every page below has an active user and a current workspace. */
export default async function AppLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale(await pageLocale(params));
  const context = await getWorkspaceContext();
  return (
    <NextIntlClientProvider messages={await clientMessages(...CLIENT_AREAS)}>
      <AppShell context={context} actions={{ signOut: signOutAction, chooseWorkspace: chooseWorkspaceAction }}>
        {children}
      </AppShell>
    </NextIntlClientProvider>
  );
}
