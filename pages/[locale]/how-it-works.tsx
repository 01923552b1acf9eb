import { useTranslations } from 'next-intl';
import { TranslationReviewNotice } from '@/components/layout';
import { HowStages } from '@/components/marketing/how/stages';
import { HowPreviewCta, HowSupport } from '@/components/marketing/how/support';
import { PageIntro } from '@/components/marketing/page-intro';
import { SitePage } from '@/components/site/site-page';
import { sitePageProps, type SitePageProps } from '@/i18n/site-page-props';

// HTML only: no Next or React code in the browser (decision 0023). `runtime` says what Next assumes
// anyway; it gives the object a property Next's generated page-config type knows.
export const config = { unstable_runtimeJS: false, runtime: 'nodejs' };

export const getServerSideProps = sitePageProps(['howItWorks']);

export default function HowItWorksPage(page: SitePageProps) {
  const t = useTranslations('howItWorks');
  return (
    <SitePage {...page} path="/how-it-works" title={t('metaTitle')} description={t('metaDescription')}>
      <TranslationReviewNotice />
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <HowStages />
      <HowSupport />
      <HowPreviewCta />
    </SitePage>
  );
}
