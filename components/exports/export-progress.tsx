'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { usePoll } from '@/components/polling/use-poll';
import { Link, useRouter } from '@/i18n/navigation';
import { ConfirmExportDialog, type ConfirmExportState } from './confirm-export-dialog';
import { ExportChecksSummary } from './export-checks-summary';
import { EXPORT_STAGES, isSettled, progressAnswerSchema, stageIndex, type ExportProgress } from '@/lib/data/exports/types';
import { Alert } from '@/components/ui/alert';
import { knownKey } from '@/i18n/message-keys';

const POLL_MS = 1000;
/** Missed polls in a row before the page says the connection is shaky (it keeps trying). */
const SHAKY_AFTER = 3;

const readRequest = (body: unknown): ExportProgress | null => {
  const answer = progressAnswerSchema.safeParse(body);
  return answer.success && answer.data.ok ? answer.data.request : null;
};
const unsettled = (p: ExportProgress) => !isSettled(p);

type ConfirmAction = (state: ConfirmExportState, formData: FormData) => Promise<ConfirmExportState>;

/**
 * An export request's progress, live: polls /api/exports/requests/[id] about once a second (the
 * job records its stage as it goes) and opens the export's page once it is published. A failed
 * request shows the job's reason; one waiting for confirmation (decision 0009) shows what is open
 * in review and what the assessment found, and — to those who may — the dialog that publishes it.
 * The request page stays the place to come back to.
 */
export function ExportProgressView({ initial, confirm = null }: { initial: ExportProgress; confirm?: ConfirmAction | null }) {
  const t = useTranslations('exports.progress');
  const format = useFormatter();
  const dateOf = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long', timeStyle: 'short' });
  const router = useRouter();
  const locale = useLocale();
  const { value: progress, failures: missed, gone } = usePoll({
    // In the page's language: a failed request's reason is rendered by the route.
    url: `/api/exports/requests/${encodeURIComponent(initial.id)}?locale=${encodeURIComponent(locale)}`,
    initial,
    underway: unsettled,
    read: readRequest,
    intervalMs: POLL_MS,
  });

  const exportId = progress.status === 'succeeded' ? progress.exportId : null;
  useEffect(() => {
    if (exportId) router.replace(`/exports/${exportId}`);
  }, [exportId, router]);

  const current =
    progress.status === 'succeeded' ? EXPORT_STAGES.length - 1 : progress.status === 'awaiting_confirmation' ? EXPORT_STAGES.indexOf('publish') : stageIndex(progress.stage);
  const percent = Math.round((current / (EXPORT_STAGES.length - 1)) * 100);
  return (
    <section aria-labelledby="export-progress-heading" className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="export-progress-heading" className="text-lg font-semibold text-ink">
        {t('heading')}
      </h2>
      <p aria-live="polite" className="text-slate-700">
        {t(`status.${progress.status}`)}
        {progress.status === 'running' && progress.stage && <> — {stageLabel(t, progress.stage)}</>}
      </p>
      <div
        role="progressbar"
        aria-label={t('heading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className={`h-full ${progress.status === 'failed' ? 'bg-red-600' : 'bg-brand-600'} transition-all`} style={{ width: `${percent}%` }} />
      </div>
      <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {EXPORT_STAGES.map((stage, i) => (
          <li
            key={stage}
            aria-current={i === current && !isSettled(progress) ? 'step' : undefined}
            className={i < current || progress.status === 'succeeded' ? 'text-ink' : i === current ? 'font-semibold text-brand-700' : 'text-slate-500'}
          >
            {i < current || progress.status === 'succeeded' ? '✓ ' : ''}
            {stageLabel(t, stage)}
          </li>
        ))}
      </ol>
      {progress.status === 'queued' && progress.error && (
        <p className="text-sm text-amber-800">{t('retrying', { message: progress.error.message })}</p>
      )}
      {progress.status === 'failed' && (
        <Alert tone="error" as="div">
          <p className="font-semibold">{t('failed')}</p>
          {progress.error && (
            <p className="mt-1">
              {progress.error.message} <span className="font-mono text-xs">({progress.error.code})</span>
            </p>
          )}
        </Alert>
      )}
      {progress.status === 'awaiting_confirmation' && progress.checks && (
        <Alert tone="warning" as="div" className="space-y-4" data-testid="awaiting-confirmation">
          <p className="font-semibold text-amber-900">{t('waiting')}</p>
          {progress.expiresAt && (
            <p className="text-sm text-amber-900" data-testid="export-expires" suppressHydrationWarning>
              {t('expiresAt', { date: dateOf(progress.expiresAt) })}
            </p>
          )}
          <ExportChecksSummary checks={progress.checks} {...reviewLink(progress)} />
          {confirm ? (
            <ConfirmExportDialog requestId={progress.id} checks={progress.checks} confirm={confirm} {...reviewLink(progress)} />
          ) : (
            <p className="text-sm text-slate-700">{t('whoMayConfirm')}</p>
          )}
        </Alert>
      )}
      {progress.status === 'expired' && (
        <Alert tone="info" as="div" data-testid="export-expired">
          <p>{t('expired', { date: progress.expiredAt ? dateOf(progress.expiredAt) : '—' })}</p>
        </Alert>
      )}
      {exportId && (
        <p>
          <Link href={`/exports/${exportId}`} className="btn-primary min-h-11">
            {t('open')}
          </Link>
        </p>
      )}
      {gone && (
        <Alert tone="error" inline>
          {t('gone')}
        </Alert>
      )}
      {missed >= SHAKY_AFTER && !gone && <p className="text-sm text-slate-600">{t('shaky')}</p>}
      <SourceLink progress={progress} />
    </section>
  );
}

/** The conversion's review queue, where the open rows can still be decided. */
function reviewLink(progress: ExportProgress): { reviewHref?: string } {
  return progress.conversionId ? { reviewHref: `/catalogs/${progress.conversionId}/review` } : {};
}

/** Known stages have words; an unknown one (a newer job) shows as recorded. */
function stageLabel(t: ReturnType<typeof useTranslations<'exports.progress'>>, stage: string): string {
  const key = `stages.${stage}`;
  return knownKey(t, key) ? t(key) : stage;
}

function SourceLink({ progress }: { progress: ExportProgress }) {
  const t = useTranslations('exports.progress');
  if (progress.conversionId) {
    return (
      <Link href={`/catalogs/${progress.conversionId}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
        {t('backToConversion')}
      </Link>
    );
  }
  if (progress.batchId) {
    return (
      <Link href={`/batch/${progress.batchId}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
        {t('backToBatch')}
      </Link>
    );
  }
  return null;
}
