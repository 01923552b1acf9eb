'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { PreviewResult } from '@/lib/preview/types';

/** Each source column with the field it was read as, the confidence, and the engine's reason. */
export function MappingTable({ mapping }: { mapping: PreviewResult['mapping'] }) {
  const t = useTranslations('preview');
  const format = useFormatter();
  return (
    <section aria-labelledby="preview-mapping-heading">
      <h3 id="preview-mapping-heading" className="text-xl font-bold text-ink">
        {t('result.mappingHeading')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('result.mappingIntro')}</p>
      <div className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">{t('result.column')}</th>
              <th scope="col" className="px-4 py-2 font-semibold">{t('result.field')}</th>
              <th scope="col" className="px-4 py-2 font-semibold">{t('result.confidence')}</th>
              <th scope="col" className="px-4 py-2 font-semibold">{t('result.note')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {mapping.map((column, i) => (
              <tr key={`${i}-${column.column}`}>
                <th scope="row" className="px-4 py-2 text-left font-mono font-normal text-ink">{column.column}</th>
                <td className="px-4 py-2 text-ink">{column.field ? t(`fields.${column.field}`) : <span className="text-slate-500">{t('result.notUsed')}</span>}</td>
                <td className="px-4 py-2">
                  <span className="flex items-center gap-2">
                    <span aria-hidden className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-200">
                      <span
                        className={`block h-full ${column.confidence >= 0.9 ? 'bg-emerald-500' : column.confidence >= 0.7 ? 'bg-amber-500' : 'bg-red-500'}`}
                        style={{ width: `${Math.round(column.confidence * 100)}%` }}
                      />
                    </span>
                    {format.number(column.confidence, { style: 'percent' })}
                  </span>
                </td>
                <td className="px-4 py-2 text-slate-600">{column.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
