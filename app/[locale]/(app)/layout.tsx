import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/app/app-shell';
import { requireActiveUser } from '@/lib/auth';

export default async function AppLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  const user = await requireActiveUser();
  return <AppShell user={user}>{children}</AppShell>;
}
