import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { LegalDocument } from '@/components/marketing/legal-document';
import { pageMetadata } from '@/lib/site';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'privacy' });
  return pageMetadata({ locale, path: '/privacy', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function PrivacyPage({ params }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  return <LegalDocument namespace="privacy" />;
}
