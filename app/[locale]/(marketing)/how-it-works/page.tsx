import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { TranslationReviewNotice } from '@/components/layout';
import { HowStages } from '@/components/marketing/how/stages';
import { HowPreviewCta, HowSupport } from '@/components/marketing/how/support';
import { PageIntro } from '@/components/marketing/page-intro';
import { pageMetadata } from '@/lib/site';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'howItWorks' });
  return pageMetadata({
    locale,
    path: '/how-it-works',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

export default async function HowItWorksPage({ params }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('howItWorks');
  return (
    <>
      <TranslationReviewNotice />
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <HowStages />
      <HowSupport />
      <HowPreviewCta />
    </>
  );
}
