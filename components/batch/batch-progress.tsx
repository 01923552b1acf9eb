'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { BatchSnapshot } from '@/lib/data/exports/types';
import { batchIsActive, batchReadyToExport } from './batch-view';
import { BatchExports } from './batch-exports';
import { BatchFileRow } from './batch-file-row';
import { BatchTotals } from './batch-totals';
import type { RetryFileAction } from './retry-file-button';
import { useBatchSnapshot } from './use-batch-snapshot';

interface Props {
  initial: BatchSnapshot;
  /** The retry action when the user may run files again (owners, operators); null = no retry buttons. */
  retry: RetryFileAction | null;
  /** The combined-export form when the user may export; shown once every file has converted. */
  exportForm: ReactNode | null;
  /** Who may export, said to those who may not. */
  exportNotAllowed: string | null;
  intervalMs?: number;
}

/** A batch as it runs: totals, each file's state, the combined export and the exports made — kept current by polling. */
export function BatchProgress({ initial, retry, exportForm, exportNotAllowed, intervalMs }: Props) {
  const t = useTranslations('batch');
  const { snapshot, failing, refresh } = useBatchSnapshot(initial, intervalMs);
  const active = batchIsActive(snapshot);
  const ready = batchReadyToExport(snapshot.totals);

  return (
    <div className="space-y-10">
      <p aria-live="polite" className="min-h-5 text-sm text-slate-600">
        {failing ? t('errors.network') : active ? t('detail.live') : ''}
      </p>
      <BatchTotals totals={snapshot.totals} combined={snapshot.combined} />
      <section aria-labelledby="batch-files-heading" className="space-y-3">
        <h2 id="batch-files-heading" className="text-lg font-semibold text-ink">
          {t('detail.filesHeading')}
        </h2>
        <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {snapshot.files.map((file) => (
            <BatchFileRow key={file.conversionId} file={file} retry={retry} onRetried={refresh} />
          ))}
        </ol>
      </section>
      <section aria-labelledby="batch-export-heading" className="space-y-3 rounded-xl border border-brand-100 bg-brand-50 p-6">
        <h2 id="batch-export-heading" className="text-lg font-semibold text-ink">
          {t('detail.exportHeading')}
        </h2>
        <p className="text-slate-700">{t('detail.exportIntro')}</p>
        {exportNotAllowed !== null ? (
          <p className="text-sm text-slate-600">{exportNotAllowed}</p>
        ) : ready ? (
          exportForm
        ) : (
          <p className="text-sm text-slate-600">{snapshot.totals.byStatus.failed > 0 ? t('detail.exportFailedFiles') : t('detail.exportWaiting')}</p>
        )}
      </section>
      <BatchExports exports={snapshot.exports} />
    </div>
  );
}
