'use client';

import { useTranslations } from 'next-intl';
import type { PreviewXmlExcerpt } from '@/lib/preview/types';

/** The first ACES apps and PIES items as written, side by side on wide screens. */
export function XmlExcerpts({ aces, pies }: { aces: PreviewXmlExcerpt; pies: PreviewXmlExcerpt }) {
  const t = useTranslations('preview.result');
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Excerpt id="preview-aces-heading" title={t('acesHeading')} excerpt={aces} testId="aces-excerpt" />
      <Excerpt id="preview-pies-heading" title={t('piesHeading')} excerpt={pies} testId="pies-excerpt" />
    </div>
  );
}

function Excerpt({ id, title, excerpt, testId }: { id: string; title: string; excerpt: PreviewXmlExcerpt; testId: string }) {
  const t = useTranslations('preview.result');
  return (
    <section aria-labelledby={id} className="min-w-0">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={id} className="text-xl font-bold text-ink">
          {title}
        </h3>
        {excerpt.shown > 0 && <p className="text-sm text-slate-600">{t('excerptCount', { shown: excerpt.shown, total: excerpt.total })}</p>}
      </div>
      {excerpt.shown === 0 ? (
        <p className="mt-2 text-slate-600">{t('noElements')}</p>
      ) : (
        // The XML is text: React escapes it, so markup in a catalog value can never become page markup.
        <pre
          tabIndex={0}
          data-testid={testId}
          className="mt-3 max-h-[32rem] overflow-auto rounded-xl bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100"
        >
          <code>{excerpt.xml}</code>
        </pre>
      )}
    </section>
  );
}
