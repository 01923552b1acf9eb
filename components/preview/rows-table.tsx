'use client';

import { useTranslations } from 'next-intl';
import type { PreviewResult } from '@/lib/preview/types';

/** The flagged and rejected rows with the engine's reasons and the row's own cells. */
export function RowsTable({ rows }: { rows: PreviewResult['rows'] }) {
  const t = useTranslations('preview.result');
  return (
    <section aria-labelledby="preview-rows-heading">
      <h3 id="preview-rows-heading" className="text-xl font-bold text-ink">
        {t('rowsHeading')}
      </h3>
      {rows.total === 0 ? (
        <p className="mt-2 text-slate-600">{t('noRows')}</p>
      ) : (
        <>
          {rows.total > rows.shown.length && <p className="mt-1 text-sm text-slate-600">{t('moreRows', { shown: rows.shown.length, total: rows.total })}</p>}
          <div className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <thead className="bg-slate-50 text-left text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">{t('row')}</th>
                  <th scope="col" className="px-4 py-2 font-semibold">{t('outcome')}</th>
                  <th scope="col" className="px-4 py-2 font-semibold">{t('reasons')}</th>
                  <th scope="col" className="px-4 py-2 font-semibold">{t('sourceValues')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 bg-white align-top">
                {rows.shown.map((row) => (
                  <tr key={row.row} data-outcome={row.outcome}>
                    <th scope="row" className="px-4 py-2 text-left font-mono font-normal text-ink">{row.row}</th>
                    <td className="px-4 py-2">
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${row.outcome === 'rejected' ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'}`}
                      >
                        {t(`outcomes.${row.outcome}`)}
                      </span>
                    </td>
                    <td className="max-w-xl px-4 py-2 text-slate-700">
                      <ul className="space-y-1">
                        {row.reasons.map((reason, i) => (
                          <li key={i}>{reason}</li>
                        ))}
                      </ul>
                      <p className="mt-1 font-mono text-xs text-slate-500">{row.codes.join(' ')}</p>
                    </td>
                    <td className="px-4 py-2 text-xs text-slate-600">
                      <dl className="grid grid-cols-[auto_1fr] gap-x-2">
                        {row.values.map((value, i) =>
                          value.trim() === '' ? null : (
                            <div key={i} className="contents">
                              <dt className="font-semibold">{rows.columns[i] ?? `#${i + 1}`}</dt>
                              <dd className="break-all font-mono">{value}</dd>
                            </div>
                          ),
                        )}
                      </dl>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
