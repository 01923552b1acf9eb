import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DocumentSections } from './prose/document-sections';
import { z } from 'zod';
import { readContent, sectionsSchema } from './prose/content';
import { InlineText } from './prose/inline-text';

/** All legal pages were last revised together; the date is shown on each. */
export const LEGAL_LAST_UPDATED = '2026-11-01';

export type LegalNamespace = 'privacy' | 'terms' | 'dpa' | 'cookiePolicy' | 'dmca';

/** A legal page: title, revision date, introduction, contents and sections from one message namespace. */
export function LegalDocument({
  namespace,
  children,
}: {
  namespace: LegalNamespace;
  children?: ReactNode;
}) {
  const t = useTranslations(namespace);
  const common = useTranslations('siteCommon');
  const sections = readContent(t, 'sections', sectionsSchema);
  return (
    <article>
      <header className="border-b border-slate-200 bg-slate-50">
        <div className="container-page py-12 sm:py-16">
          <h1 className="text-4xl font-bold tracking-tight text-ink">{t('title')}</h1>
          <p className="mt-3 text-sm text-slate-600">
            <time dateTime={LEGAL_LAST_UPDATED}>{common('lastUpdated', { date: LEGAL_LAST_UPDATED })}</time>
          </p>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-slate-700">
            <InlineText text={readContent(t, 'intro', z.string())} />
          </p>
          {children}
        </div>
      </header>
      <div className="container-page py-12">
        <DocumentSections sections={sections} contentsLabel={common('onThisPage')} />
      </div>
    </article>
  );
}
