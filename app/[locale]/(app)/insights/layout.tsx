import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import type { ReactNode } from 'react';
import { ALL_CLIENT_AREAS, AreaTexts } from '@/i18n/area-texts';
import { SectionNav } from '@/components/layout/section-nav';

/** The insights pages share a sub-navigation; each page checks the user itself. */
export default async function InsightsLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale(await pageLocale(params));
  const t = await getTranslations('insights.nav');
  const links = [
    { href: '/insights/evidence', label: t('evidence') },
    { href: '/insights/compliance', label: t('compliance') },
    { href: '/insights/security', label: t('security') },
  ];
  // Every client area, as all signed-in pages had before sections sent their own (issue 15.7).
  return (
    <AreaTexts areas={ALL_CLIENT_AREAS}>
      <div>
        <SectionNav label={t('label')} links={links} />
        {children}
      </div>
    </AreaTexts>
  );
}
