'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { ConversionStatusBadge } from './conversion-status-badge';
import { progressShare, type ConversionProgress } from '@/lib/data/catalogs/types';
import { useConversionProgress } from './use-conversion-progress';
import { knownKey } from '@/i18n/message-keys';

/**
 * Status, stage and a bar of rows done out of rows total, kept current while the job runs. When the
 * total is not known yet (the file is still being read) the bar shows rows so far without a share.
 */
export function ConversionProgressPanel({ initial }: { initial: ConversionProgress }) {
  const t = useTranslations('catalogs.progress');
  const format = useFormatter();
  const progress = useConversionProgress(initial);
  const share = progressShare(progress);
  const percent = share === null ? null : Math.round(share * 100);

  return (
    <section aria-labelledby="progress-heading" className="rounded-xl border border-slate-200 bg-white p-5" data-testid="conversion-progress">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="progress-heading" className="text-lg font-semibold text-ink">
          {t('heading')}
        </h2>
        <ConversionStatusBadge status={progress.status} />
      </div>
      <p className="mt-2 text-sm text-slate-600" aria-live="polite" data-testid="progress-text">
        {progress.status === 'queued' && (progress.error ? t('retrying', { attempt: progress.attempt }) : t('queued'))}
        {progress.status === 'running' && t('running', { stage: stageLabel(t, progress.stage) })}
        {progress.status === 'succeeded' && t('succeeded')}
        {progress.status === 'failed' && t('failed')}{' '}
        {progress.rowsTotal !== null
          ? t('rowsOf', { done: format.number(progress.rowsDone), total: format.number(progress.rowsTotal) })
          : progress.rowsDone > 0 && t('rowsSoFar', { done: format.number(progress.rowsDone) })}
      </p>
      <div
        role="progressbar"
        aria-label={t('barLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? t('rowsSoFar', { done: format.number(progress.rowsDone) }) : undefined}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full transition-[width] ${progress.status === 'failed' ? 'bg-red-500' : progress.status === 'succeeded' ? 'bg-emerald-500' : 'bg-brand-500'} ${percent === null && progress.status === 'running' ? 'animate-pulse' : ''}`}
          style={{ width: `${percent ?? (progress.status === 'running' ? 100 : 0)}%` }}
        />
      </div>
    </section>
  );
}

const STAGES = ['read', 'map', 'convert', 'items', 'validate', 'report', 'bundle', 'store', 'done'];

function stageLabel(t: ReturnType<typeof useTranslations<'catalogs.progress'>>, stage: string | null): string {
  const key = `stages.${stage}`;
  return stage && STAGES.includes(stage) && knownKey(t, key) ? t(key) : t('stages.starting');
}
