import { useTranslations } from 'next-intl';
import { TranslationReviewNotice } from '@/components/layout';
import { HomeClosingCta } from '@/components/marketing/home/closing-cta';
import { HomeFeatures } from '@/components/marketing/home/features';
import { HomeHero } from '@/components/marketing/home/hero';
import { HomePlatform } from '@/components/marketing/home/platform';
import { HomeProcess } from '@/components/marketing/home/process';
import { SitePage } from '@/components/site/site-page';
import { sitePageProps, type SitePageProps } from '@/i18n/site-page-props';

// HTML only: no Next or React code in the browser (decision 0023). `runtime` says what Next assumes
// anyway; it gives the object a property Next's generated page-config type knows.
export const config = { unstable_runtimeJS: false, runtime: 'nodejs' };

export const getServerSideProps = sitePageProps(['home']);

export default function HomePage(page: SitePageProps) {
  const t = useTranslations('home');
  return (
    <SitePage {...page} path="/" title={t('metaTitle')} description={t('metaDescription')}>
      <TranslationReviewNotice />
      <HomeHero />
      <HomeFeatures />
      <HomeProcess />
      <HomePlatform />
      <HomeClosingCta />
    </SitePage>
  );
}
