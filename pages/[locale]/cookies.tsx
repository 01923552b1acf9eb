import { useTranslations } from 'next-intl';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { LegalDocument } from '@/components/marketing/legal-document';
import { SitePage } from '@/components/site/site-page';
import { sitePageProps, type SitePageProps } from '@/i18n/site-page-props';

// HTML only: no Next or React code in the browser (decision 0023). `runtime` says what Next assumes
// anyway; it gives the object a property Next's generated page-config type knows.
export const config = { unstable_runtimeJS: false, runtime: 'nodejs' };

export const getServerSideProps = sitePageProps(['cookiePolicy']);

/*
 * The page's key is `cookies`, but the shell already owns the `cookies` message namespace (the consent
 * banner) and the two message files merge shallowly, so this page's copy lives under `cookiePolicy`.
 */
const NAMESPACE = 'cookiePolicy';

export default function CookiesPage(page: SitePageProps) {
  const t = useTranslations(NAMESPACE);
  const tBanner = useTranslations('cookies');
  return (
    <SitePage {...page} path="/cookies" title={t('metaTitle')} description={t('metaDescription')}>
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
    </SitePage>
  );
}
