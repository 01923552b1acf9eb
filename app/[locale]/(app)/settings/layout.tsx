import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import type { ReactNode } from 'react';
import { ALL_CLIENT_AREAS, AreaTexts } from '@/i18n/area-texts';
import { SettingsNav } from '@/components/settings/settings-nav';

/** Settings: the page title and the sections' navigation around each section's page. */
export default async function SettingsLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale(await pageLocale(params));
  const t = await getTranslations('settings');
  const links = [
    { href: '/settings', label: t('nav.profile') },
    { href: '/settings/workspace', label: t('nav.workspace') },
    { href: '/settings/members', label: t('nav.members') },
    { href: '/settings/api-keys', label: t('nav.apiKeys') },
    { href: '/settings/retention', label: t('nav.retention') },
    { href: '/settings/reference', label: t('nav.reference') },
    { href: '/settings/sender', label: t('nav.sender') },
    { href: '/settings/learned-terms', label: t('nav.learnedTerms') },
  ];
  // Every client area, as all signed-in pages had before sections sent their own (issue 15.7).
  return (
    <AreaTexts areas={ALL_CLIENT_AREAS}>
      <div className="space-y-6">
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <div className="grid gap-8 lg:grid-cols-[14rem_1fr]">
          <SettingsNav label={t('nav.label')} links={links} />
          <div className="min-w-0 space-y-6">{children}</div>
        </div>
      </div>
    </AreaTexts>
  );
}
