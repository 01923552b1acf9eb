import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { TranslationReviewNotice } from '@/components/layout';
import { HomeClosingCta } from '@/components/marketing/home/closing-cta';
import { HomeFeatures } from '@/components/marketing/home/features';
import { HomeHero } from '@/components/marketing/home/hero';
import { HomePlatform } from '@/components/marketing/home/platform';
import { HomeProcess } from '@/components/marketing/home/process';
import { pageMetadata } from '@/lib/site';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'home' });
  return pageMetadata({ locale, path: '/', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function HomePage({ params }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  return (
    <>
      <TranslationReviewNotice />
      <HomeHero />
      <HomeFeatures />
      <HomeProcess />
      <HomePlatform />
      <HomeClosingCta />
    </>
  );
}
