import { useTranslations } from 'next-intl';
import { GuideDocument } from '@/components/marketing/guide-document';
import { SitePage } from '@/components/site/site-page';
import { sitePageProps, type SitePageProps } from '@/i18n/site-page-props';

// HTML only: no Next or React code in the browser (decision 0023). `runtime` says what Next assumes
// anyway; it gives the object a property Next's generated page-config type knows.
export const config = { unstable_runtimeJS: false, runtime: 'nodejs' };

export const getServerSideProps = sitePageProps(['standards']);

export default function StandardsPage(page: SitePageProps) {
  const t = useTranslations('standards');
  return (
    <SitePage {...page} path="/standards" title={t('metaTitle')} description={t('metaDescription')}>
      <GuideDocument namespace="standards" />
    </SitePage>
  );
}
