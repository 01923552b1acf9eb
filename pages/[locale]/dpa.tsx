import { useTranslations } from 'next-intl';
import { LegalDocument } from '@/components/marketing/legal-document';
import { SitePage } from '@/components/site/site-page';
import { sitePageProps, type SitePageProps } from '@/i18n/site-page-props';

// HTML only: no Next or React code in the browser (decision 0023). `runtime` says what Next assumes
// anyway; it gives the object a property Next's generated page-config type knows.
export const config = { unstable_runtimeJS: false, runtime: 'nodejs' };

export const getServerSideProps = sitePageProps(['dpa']);

export default function DpaPage(page: SitePageProps) {
  const t = useTranslations('dpa');
  return (
    <SitePage {...page} path="/dpa" title={t('metaTitle')} description={t('metaDescription')}>
      <LegalDocument namespace="dpa" />
    </SitePage>
  );
}
