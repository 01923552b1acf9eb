import { useTranslations } from 'next-intl';
import { PageIntro } from './page-intro';
import { readContent, sectionsSchema } from './prose/content';
import { DocumentSections } from './prose/document-sections';

export type GuideNamespace = 'docs' | 'standards';

/** A guide page (docs, standards): its intro, then its sections beside their contents, from one message namespace. */
export function GuideDocument({ namespace }: { namespace: GuideNamespace }) {
  const t = useTranslations(namespace);
  const common = useTranslations('siteCommon');
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
