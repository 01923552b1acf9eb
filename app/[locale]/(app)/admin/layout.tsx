import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SectionNav } from '@/components/layout/section-nav';

/** The platform team's pages share one sub-navigation; each page checks the administrator itself. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const tApp = await getTranslations('app');
  const t = await getTranslations('inquiries');
  const links = [
    { href: '/admin/accounts', label: tApp('nav.admin') },
    { href: '/admin/inquiries', label: t('nav') },
  ];
  return (
    <div className="space-y-6">
      <SectionNav label={t('adminNav')} links={links} />
      {children}
    </div>
  );
}
