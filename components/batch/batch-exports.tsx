'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { BatchExportView } from '@/lib/data/exports/types';

/** The batch's combined exports, newest first, each with its state and a way to its page. */
export function BatchExports({ exports }: { exports: BatchExportView[] }) {
  const t = useTranslations('batch.detail');
  const format = useFormatter();
  return (
    <section aria-labelledby="batch-exports-heading" className="space-y-3">
      <h2 id="batch-exports-heading" className="text-lg font-semibold text-ink">
        {t('exportsHeading')}
      </h2>
      {exports.length === 0 ? (
        <p className="text-slate-600">{t('noExports')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {exports.map((e) => {
            const label = t('exportRow', {
              aces: e.acesVersion,
              pies: e.piesVersion,
              created: format.dateTime(new Date(e.createdAt), { dateStyle: 'medium', timeStyle: 'short' }),
            });
            return (
              <li key={e.requestId} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <p className="font-medium text-ink">{label}</p>
                  <p className="text-sm text-slate-600">
                    {t(`exportStatus.${e.status}`)}
                    {e.status === 'failed' && e.error && <> — {e.error.message}</>}
                  </p>
                </div>
                <Link href={`/exports/requests/${e.requestId}`} className="btn-secondary min-h-11">
                  {t('openExport')}
                  <span className="sr-only">: {label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
