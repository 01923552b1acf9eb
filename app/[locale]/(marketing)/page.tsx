export const dynamic = 'error';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TranslationReviewNotice } from '@/components/layout';
import { pageMetadata } from '@/lib/site';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'home' });
  return pageMetadata({ locale, path: '/', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  return (
    <>
      <TranslationReviewNotice />
      <section className="container-page py-20">
        <h1 className="text-4xl font-bold text-ink">{t('title')}</h1>
      </section>
    </>
  );
}
