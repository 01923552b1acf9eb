import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ALL_CLIENT_AREAS, AreaTexts } from '@/i18n/area-texts';
import { SectionNav } from '@/components/layout/section-nav';

/** The platform team's pages share one sub-navigation; each page checks the administrator itself. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const tApp = await getTranslations('app');
  const t = await getTranslations('inquiries');
  const links = [
    { href: '/admin/accounts', label: tApp('nav.admin') },
    { href: '/admin/inquiries', label: t('nav') },
  ];
  // Every client area, as all signed-in pages had before sections sent their own (issue 15.7).
  return (
    <AreaTexts areas={ALL_CLIENT_AREAS}>
      <div className="space-y-6">
        <SectionNav label={t('adminNav')} links={links} />
        {children}
      </div>
    </AreaTexts>
  );
}
