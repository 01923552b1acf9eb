import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { LegalDocument } from '@/components/marketing/legal-document';
import { pageMetadata } from '@/lib/site';

type Props = { params: Promise<{ locale: string }> };

/*
 * The page's key is `cookies`, but the shell already owns the `cookies` message namespace (the consent
 * banner) and the two message files merge shallowly, so this page's copy lives under `cookiePolicy`.
 */
const NAMESPACE = 'cookiePolicy';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: NAMESPACE });
  return pageMetadata({ locale, path: '/cookies', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function CookiesPage({ params }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const [t, tBanner] = await Promise.all([getTranslations(NAMESPACE), getTranslations('cookies')]);
  return (
    <LegalDocument namespace={NAMESPACE}>
      <section
        aria-labelledby="cookie-settings-heading"
        className="mt-8 flex max-w-3xl flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="cookie-settings-heading" className="font-semibold text-ink">
            {t('settingsHeading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('settingsText')}</p>
        </div>
        <CookieSettingsButton label={tBanner('settings')} />
      </section>
    </LegalDocument>
  );
}
