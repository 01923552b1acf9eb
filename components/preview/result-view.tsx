'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { PreviewResult } from '@/lib/preview/types';
import { DownloadsList } from './downloads-list';
import { FindingsList } from './findings-list';
import { MappingTable } from './mapping-table';
import { RowCounts } from '@/components/counts/row-counts';
import { RowsTable } from './rows-table';
import { XmlExcerpts } from './xml-excerpts';

/** Everything one conversion produced, section by section, with the time it took. */
export function PreviewResultView({ result, startedAt }: { result: PreviewResult; startedAt: number }) {
  const t = useTranslations('preview');
  const format = useFormatter();
  const heading = useRef<HTMLHeadingElement>(null);
  const [clientMs, setClientMs] = useState<number | null>(null);

  // The first frame after the result is committed is when the visitor sees it: that, less the click, is the wait.
  useEffect(() => {
    heading.current?.focus();
    const frame = requestAnimationFrame(() => setClientMs(Math.round(performance.now() - startedAt)));
    return () => cancelAnimationFrame(frame);
  }, [startedAt]);

  const { source, language } = result;
  // XLSX has a sheet but no text encoding; text files the other way round.
  const details = [
    source.format.toUpperCase(),
    ...(source.encoding ? [source.encoding] : []),
    ...(source.sheet ? [t('result.sheet', { sheet: source.sheet })] : []),
    ...(source.headerRow !== null ? [t('result.headerRow', { row: source.headerRow })] : []),
  ].join(' · ');

  return (
    <section aria-labelledby="preview-result-heading" className="space-y-10">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="preview-result-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
            {t('result.heading')}
          </h2>
          {result.reference.demo && (
            <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">{t('demoReference')}</span>
          )}
        </div>
        <dl className="mt-4 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-500">{t('result.file')}</dt>
            <dd className="text-ink">
              <span className="font-mono">{source.file}</span>
              <span className="block text-slate-600">{details}</span>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-500">{t('result.language')}</dt>
            <dd className="text-ink" data-testid="detected-language">
              {t('result.languageValue', {
                language: t(`languages.${language.code}`),
                confidence: format.number(language.confidence, { style: 'percent' }),
              })}
              <span className="block text-slate-600">{language.note}</span>
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-slate-600">{t('brand', { brand: result.brand })}</p>
        {clientMs !== null && (
          <p className="mt-1 text-sm text-slate-600" data-testid="preview-timing" data-server-ms={result.timings.serverMs} data-client-ms={clientMs}>
            {t('result.timing', { serverMs: result.timings.serverMs, clientMs })}
          </p>
        )}
      </div>

      <RowCounts counts={result.counts} namespace="preview.result.counts" />
      <DownloadsList downloads={result.downloads} signer={result.signer} />
      <MappingTable mapping={result.mapping} />
      <RowsTable rows={result.rows} />
      <XmlExcerpts aces={result.aces} pies={result.pies} />
      <FindingsList findings={result.findings} xsd={result.xsd} />
    </section>
  );
}
