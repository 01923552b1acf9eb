import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { ChangeSummaryView } from '@/lib/data/exports/types';
import { exportFileHref } from './export-links';
import { Alert } from '@/components/ui/alert';

/**
 * The net change against the workspace's previous export of the brand (by fitment, as a
 * receiver's database would see it), with the ACES UPDATE file (apps with action A/D) to send
 * instead of a full replacement.
 */
export async function ChangeSummary({
  exportId,
  brand,
  batch,
  changes,
}: {
  exportId: string;
  brand: string;
  batch: boolean;
  changes: ChangeSummaryView | null;
}) {
  const t = await getTranslations('exports.changes');
  const format = await getFormatter();
  return (
    <section aria-labelledby="changes-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="changes-heading" className="text-lg font-semibold text-ink">
        {t('heading')}
      </h2>
      {!changes ? (
        <p className="text-slate-600">{batch ? t('batch') : t('first', { brand })}</p>
      ) : (
        <>
          <p className="text-slate-600">
            {changes.previous ? (
              t.rich('against', {
                when: format.dateTime(changes.previous.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                link: (chunks) => (
                  <Link href={`/exports/${changes.previous!.id}`} className="text-brand-700 underline">
                    {chunks}
                  </Link>
                ),
              })
            ) : (
              t('againstUnknown')
            )}
          </p>
          {changes.counts ? (
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {(
                [
                  ['added', changes.counts.added],
                  ['deleted', changes.counts.deleted],
                  ['changed', changes.counts.changed],
                  ['unchanged', changes.counts.unchanged],
                  ['partsAdded', changes.counts.partsAdded],
                  ['partsDropped', changes.counts.partsDropped],
                  ['vehiclesNew', changes.counts.vehiclesNew],
                  ['vehiclesDropped', changes.counts.vehiclesDropped],
                ] as const
              ).map(([key, value]) => (
                <div key={key} data-count={key} className="rounded-lg bg-slate-50 p-3">
                  <dt className="text-sm text-slate-600">{t(`counts.${key}`)}</dt>
                  <dd className="text-2xl font-bold text-ink">{format.number(value)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <Alert tone="error" inline>
              {t('unreadable')}
            </Alert>
          )}
          <div className="flex flex-wrap gap-3">
            {changes.update ? (
              <a href={exportFileHref(exportId, changes.update.name)} download={changes.update.downloadName} className="btn-primary min-h-11">
                {t('downloadUpdate')}
              </a>
            ) : (
              // No UPDATE is written when nothing changed (an UPDATE without apps says nothing).
              <p className="text-sm text-slate-600">{changes.counts && changes.counts.added + changes.counts.deleted + changes.counts.changed === 0 ? t('noChanges') : t('noUpdate')}</p>
            )}
            {changes.csv && (
              <a href={exportFileHref(exportId, changes.csv.name)} download={changes.csv.downloadName} className="btn-secondary min-h-11">
                {t('downloadCsv')}
              </a>
            )}
          </div>
        </>
      )}
    </section>
  );
}
