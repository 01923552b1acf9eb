import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { PageIntro } from '@/components/marketing/page-intro';
import { readContent, sectionsSchema } from '@/components/marketing/prose/content';
import { DocumentSections } from '@/components/marketing/prose/document-sections';
import { pageMetadata } from '@/lib/site';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'docs' });
  return pageMetadata({ locale, path: '/docs', title: t('metaTitle'), description: t('metaDescription') });
}

export default async function DocsPage({ params }: Props) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations('docs');
  const common = await getTranslations('siteCommon');
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="container-page py-14">
        <DocumentSections
          sections={readContent(t, 'sections', sectionsSchema)}
          contentsLabel={common('onThisPage')}
        />
      </div>
    </>
  );
}
