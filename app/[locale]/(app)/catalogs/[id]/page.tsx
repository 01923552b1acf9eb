import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { z } from 'zod';
import { RowCounts } from '@/components/counts/row-counts';
import { ConversionOutputs } from '@/components/catalogs/conversion-outputs';
import { ConversionProgressPanel } from '@/components/catalogs/conversion-progress-panel';
import { conversionProgressOf } from '@/lib/data/catalogs/types';
import { FindingsList } from '@/components/catalogs/findings-list';
import { MappingEditor } from '@/components/catalogs/mapping-editor';
import { mappingRowsOf, settingRowsOf } from '@/components/catalogs/mapping-words';
import { PinnedRelease } from '@/components/catalogs/pinned-release';
import { DEMO_OPTION_VALUE, releaseOptions } from '@/components/catalogs/release-options';
import { RerunReleaseForm } from '@/components/catalogs/rerun-release-form';
import { RetryConversionForm } from '@/components/catalogs/retry-conversion-form';
import { StartExportForm } from '@/components/exports/start-export-form';
import { startExportAction } from '../../exports/actions';
import { SenderPlaceholderNotice } from '@/components/settings/sender-placeholder-notice';
import { Link } from '@/i18n/navigation';
import { groupCodeFindings } from '@/lib/catalog/report';
import { withUser } from '@/lib/db';
import { bundledDemoPin, currentReferenceOf, samePin, usableReferenceReleases } from '@/lib/data/reference';
import { getConversion, jobErrorIn, reviewQueueCounts } from '@/lib/data/catalogs';
import { getSenderIdentity, roleAllows } from '@/lib/data/workspaces';
import { getWorkspaceContext, roleIn } from '@/lib/auth';
import { previewRerunAction, rerunAgainstReleaseAction, rerunConversionAction, retryConversionAction, saveMappingAction } from './actions';
import { Alert } from '@/components/ui/alert';
import { PageTexts } from '@/i18n/area-texts';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'catalogs.detail' });
  return { title: t('metaTitle') };
}

/**
 * What this page's client components translate (progress, the mapping editor, the release re-run, the
 * retry and export forms) and the keys its actions answer with (`actions.ts` here, `startExportAction`):
 * a few parts of the catalogs and exports areas rather than both whole (issue 15.7).
 */
const CLIENT_TEXTS = [
  'catalogs.progress',
  'catalogs.status',
  'catalogs.detail',
  'catalogs.fields',
  'catalogs.mapping',
  'catalogs.reference',
  'catalogs.errors',
  'exports.start',
  'exports.confirm',
  'exports.checks',
] as const;

export default function ConversionPage(props: Props) {
  return (
    <PageTexts paths={CLIENT_TEXTS}>
      <Conversion {...props} />
    </PageTexts>
  );
}

async function Conversion({ params }: Props) {
  const { id: rawId } = await params;
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const id = z.guid().safeParse(rawId);
  if (!id.success) notFound();
  const context = await getWorkspaceContext();
  const data = await withUser(context.claims, async (tx) => {
    // The report's findings summary, not the report (megabytes at most; issue 15.7).
    const conversion = await getConversion(tx, id.data, { withReport: false, withSummary: true });
    if (!conversion) return null;
    // The review line's counts and, beside the Export button, the flagged rows an export would leave
    // out unseen: one pass over the rows.
    const review = conversion.status === 'succeeded' ? await reviewQueueCounts(tx, conversion.id) : null;
    return {
      conversion,
      review,
      openReview: review?.openFlagged ?? 0,
      releases: await usableReferenceReleases(tx, conversion.workspaceId),
      current: await currentReferenceOf(tx, conversion.workspaceId),
      // For the notice beside the Export button, read here rather than in a transaction of its own.
      sender: conversion.status === 'succeeded' ? await getSenderIdentity(tx, conversion.workspaceId) : null,
    };
  });
  // Not visible under RLS: never confirm that another workspace's conversion exists.
  if (!data) notFound();
  const { conversion, review } = data;
  // Where the conversion could move: every release the workspace may use but the one it is pinned to.
  const demo = await bundledDemoPin();
  const moveTo = releaseOptions(data.releases, demo).filter((o) => !samePin({ releaseId: o.releaseId, versionDate: o.versionDate, sha256: o.sha256 }, conversion.reference));
  const currentOption = data.current?.pin.releaseId === null ? DEMO_OPTION_VALUE : String(data.current?.pin.releaseId ?? '');
  const tReference = await getTranslations('catalogs.reference');
  const role = roleIn(context, conversion.workspaceId);
  const t = await getTranslations('catalogs.detail');
  const format = await getFormatter();
  const summary = conversion.reportSummary;
  // The mapping editor's rows and settings come from the summary: it carries the report's mapping and assumptions.
  const stated = { report: summary, mappingUsed: conversion.mappingUsed, mapping: conversion.mapping };
  const rows = mappingRowsOf(stated, locale);
  // Stopped before converting for a field no column gives: retrying the same mapping stops the same
  // way, so the page asks for the column in the mapping editor instead.
  const stoppedAtMapping = conversion.status === 'failed' && conversion.error?.code === 'MAPPING_INCOMPLETE';
  const error = jobErrorIn(conversion.error, locale);

  return (
    <div className="space-y-10">
      <div>
        <Link href="/catalogs" className="text-sm text-brand-700 underline underline-offset-2">
          {t('back')}
        </Link>
        <h1 className="mt-2 text-3xl font-bold break-all text-ink">{conversion.fileName}</h1>
        <p className="mt-2 text-slate-600">
          {t('facts', {
            brand: conversion.brand,
            threshold: format.number(conversion.acceptThreshold, { style: 'percent' }),
            when: format.dateTime(conversion.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}{' '}
          {conversion.mapping ? t('withSavedMapping') : t('withDetectedMapping')}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <PinnedRelease pin={conversion.reference} />
        </p>
      </div>

      <ConversionProgressPanel key={`${conversion.status}-${conversion.attempt}`} initial={conversionProgressOf(conversion)} />

      {conversion.status === 'failed' && (
        <section aria-labelledby="error-heading" className="rounded-xl border border-red-200 bg-red-50 p-5">
          <h2 id="error-heading" className="text-lg font-semibold text-red-900">
            {t('failedHeading')}
          </h2>
          <Alert tone="error" inline as="div" className="mt-2">
            {error ? (
              <>
                <p className="font-mono text-xs">{error.code}</p>
                <p className="mt-1">{error.message}</p>
              </>
            ) : (
              <p>{t('failedUnknown')}</p>
            )}
          </Alert>
          {stoppedAtMapping ? (
            <p className="mt-3 text-sm text-slate-700">
              <a href="#mapping-heading" className="font-semibold text-brand-700 underline underline-offset-2">
                {t('stoppedAtMapping')}
              </a>
            </p>
          ) : roleAllows(role, 'convert') ? (
            <RetryConversionForm conversionId={conversion.id} action={retryConversionAction} />
          ) : (
            <p className="mt-3 text-sm text-slate-700">{t('retryWho')}</p>
          )}
        </section>
      )}

      {conversion.status === 'succeeded' && conversion.counts && (
        <section aria-labelledby="counts-heading" className="space-y-4">
          <h2 id="counts-heading" className="text-xl font-bold text-ink">
            {t('countsHeading')}
          </h2>
          <RowCounts counts={conversion.counts} namespace="catalogs.counts" />
          {review && (
            <div className="flex flex-wrap items-center gap-4 rounded-xl border border-amber-200 bg-amber-50 p-4">
              <p className="text-ink" data-testid="review-pending">
                {review.total === 0 ? t('nothingToReview') : t('reviewPending', { pending: review.pending, total: review.total })}
              </p>
              {review.total > 0 && (
                <Link href={`/catalogs/${conversion.id}/review`} className="btn-primary min-h-11">
                  {t('openReview')}
                </Link>
              )}
            </div>
          )}
        </section>
      )}

      {conversion.status === 'succeeded' && (
        <section aria-labelledby="export-heading" className="space-y-3">
          <h2 id="export-heading" className="text-xl font-bold text-ink">
            {t('exportHeading')}
          </h2>
          <SenderPlaceholderNotice sender={data.sender} canManage={roleAllows(role, 'manage')} />
          <StartExportForm action={startExportAction} conversionId={conversion.id} canExport={roleAllows(role, 'export')} openReview={data.openReview} />
        </section>
      )}

      <section aria-labelledby="reference-heading" className="space-y-3">
        <h2 id="reference-heading" className="text-xl font-bold text-ink">
          {tReference('heading')}
        </h2>
        <p className="text-sm text-slate-600">{tReference('intro')}</p>
        {conversion.rerunOf && (
          <p className="text-sm text-slate-700" data-testid="rerun-of">
            {tReference.rich(conversion.carriedDecisions ? 'rerunOfCarried' : 'rerunOf', {
              ...(conversion.carriedDecisions ?? {}),
              link: (chunks) => (
                <Link href={`/catalogs/${conversion.rerunOf}`} className="font-semibold text-brand-700 underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        )}
        {conversion.status !== 'succeeded' ? (
          <p className="text-sm text-slate-700">{tReference('notFinished')}</p>
        ) : !roleAllows(role, 'convert') ? (
          <p className="text-sm text-slate-700">{tReference('who')}</p>
        ) : moveTo.length === 0 ? (
          <p className="text-sm text-slate-700">{tReference('noOther')}</p>
        ) : (
          <RerunReleaseForm conversionId={conversion.id} options={moveTo} current={currentOption} preview={previewRerunAction} rerun={rerunAgainstReleaseAction} />
        )}
      </section>

      {rows.length > 0 && (
        <MappingEditor
          key={conversion.id}
          conversionId={conversion.id}
          rows={rows}
          settings={settingRowsOf(stated, locale)}
          stoppedAtMapping={stoppedAtMapping}
          editable={roleAllows(role, 'convert')}
          saveAction={saveMappingAction}
          rerunAction={rerunConversionAction}
        />
      )}

      {summary && (
        <section aria-labelledby="findings-heading" className="space-y-3">
          <h2 id="findings-heading" className="text-xl font-bold text-ink">
            {t('findingsHeading')}
          </h2>
          <FindingsList groups={groupCodeFindings(summary.codes, summary.findingCounts, locale)} />
        </section>
      )}

      {conversion.outputs.length > 0 && (
        <section aria-labelledby="outputs-heading" className="space-y-3">
          <h2 id="outputs-heading" className="text-xl font-bold text-ink">
            {t('outputsHeading')}
          </h2>
          <p className="text-sm text-slate-600">{t('outputsIntro')}</p>
          <ConversionOutputs conversionId={conversion.id} outputs={conversion.outputs} />
        </section>
      )}
    </div>
  );
}
