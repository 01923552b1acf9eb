import { useTranslations } from 'next-intl';
import { PageIntro } from '@/components/marketing/page-intro';
import { readContent, sectionsSchema } from '@/components/marketing/prose/content';
import { DocumentSections } from '@/components/marketing/prose/document-sections';
import { SitePage } from '@/components/site/site-page';
import { sitePageProps, type SitePageProps } from '@/i18n/site-page-props';

// HTML only: no Next or React code in the browser (decision 0023). `runtime` says what Next assumes
// anyway; it gives the object a property Next's generated page-config type knows.
export const config = { unstable_runtimeJS: false, runtime: 'nodejs' };

export const getServerSideProps = sitePageProps(['standards']);

export default function StandardsPage(page: SitePageProps) {
  const t = useTranslations('standards');
  const common = useTranslations('siteCommon');
  return (
    <SitePage {...page} path="/standards" title={t('metaTitle')} description={t('metaDescription')}>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="container-page py-14">
        <DocumentSections
          sections={readContent(t, 'sections', sectionsSchema)}
          contentsLabel={common('onThisPage')}
        />
      </div>
    </SitePage>
  );
}
