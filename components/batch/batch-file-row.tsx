'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { BatchFileView } from '@/lib/data/exports/types';
import { RowCounts } from '@/components/counts/row-counts';
import { RetryFileButton, type RetryFileAction } from './retry-file-button';
import { knownKey } from '@/i18n/message-keys';

const BADGE: Record<BatchFileView['status'], string> = {
  queued: 'bg-slate-100 text-slate-700',
  running: 'bg-brand-50 text-brand-700',
  succeeded: 'bg-emerald-50 text-emerald-800',
  failed: 'bg-red-50 text-red-800',
};

/** One file of a batch: where it is (queued, running with progress, converted with counts, failed with why) and what to do next. */
export function BatchFileRow({ file, retry, onRetried }: { file: BatchFileView; retry: RetryFileAction | null; onRetried: () => void }) {
  const t = useTranslations('batch');
  const held = file.counts ? file.counts.flagged + file.counts.rejected : 0;
  return (
    <li className="space-y-3 p-4" aria-labelledby={`file-${file.conversionId}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`file-${file.conversionId}`} className="font-semibold text-ink">
          <span className="sr-only">{t('file.position', { position: file.position })}: </span>
          {file.fileName}
        </h3>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[file.status]}`}>{t(`fileStatus.${file.status}`)}</span>
      </div>
      {file.status === 'queued' && (
        <p className="text-sm text-slate-600">{file.error ? t('file.retrying', { message: file.error.message }) : t('file.waiting')}</p>
      )}
      {file.status === 'running' && <FileProgress file={file} />}
      {file.status === 'succeeded' && file.counts && <RowCounts counts={file.counts} namespace="batch.counts" compact />}
      {file.status === 'failed' && file.error && (
        <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {t('file.error', { code: file.error.code, message: file.error.message })}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Link href={`/catalogs/${file.conversionId}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2">
          {t('file.open')}
          <span className="sr-only">: {file.fileName}</span>
        </Link>
        {file.status === 'succeeded' && held > 0 && (
          <Link
            href={`/catalogs/${file.conversionId}/review`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('file.review', { count: held })}
            <span className="sr-only">: {file.fileName}</span>
          </Link>
        )}
        {file.status === 'failed' && retry && <RetryFileButton conversionId={file.conversionId} fileName={file.fileName} action={retry} onRetried={onRetried} />}
      </div>
    </li>
  );
}

/** Rows done out of the total (known once the file is read to the end) and the engine's stage. */
function FileProgress({ file }: { file: BatchFileView }) {
  const t = useTranslations('batch');
  const format = useFormatter();
  const total = file.rowsTotal;
  const percent = total ? Math.min(100, Math.round((file.rowsDone / total) * 100)) : null;
  const stageKey = `stages.${file.stage}`;
  const stage = file.stage && knownKey(t, stageKey) ? t(stageKey) : file.stage;
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={t('file.progress', { name: file.fileName })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={total ? t('file.rowsOf', { done: file.rowsDone, total }) : t('file.rowsRead', { done: file.rowsDone })}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full bg-brand-600 ${percent === null ? 'w-1/3 animate-pulse' : ''}`} style={percent === null ? undefined : { width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-600">
        {total ? t('file.rowsOf', { done: file.rowsDone, total }) : t('file.rowsRead', { done: file.rowsDone })}
        {stage && <> · {t('file.stage', { stage })}</>}
        {percent !== null && <> · {format.number(percent / 100, { style: 'percent' })}</>}
      </p>
    </div>
  );
}
