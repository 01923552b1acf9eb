import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/site/site-shell';

export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // Layouts render in parallel with the root layout: each one that translates sets the locale itself.
  setRequestLocale((await params).locale);
  return <SiteShell>{children}</SiteShell>;
}
