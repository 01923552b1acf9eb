import { setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/site/site-shell';

export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // Layouts render in parallel with the root layout: each one that translates sets the locale itself.
  setRequestLocale(await pageLocale(params));
  return <SiteShell>{children}</SiteShell>;
}
