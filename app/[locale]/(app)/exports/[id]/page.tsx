import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { cache } from 'react';
import { z } from 'zod';
import { ChangeSummary } from '@/components/exports/change-summary';
import { DeliverablesTable } from '@/components/exports/deliverables-table';
import { ExportChecksSection } from '@/components/exports/export-checks-section';
import { ExportFacts } from '@/components/exports/export-facts';
import { readExportDetail } from '@/lib/data/exports';
import { getSenderIdentity } from '@/lib/data/workspaces';
import { ReviewDecisions } from '@/components/exports/review-decisions';
import { StartExportForm } from '@/components/exports/start-export-form';
import { startExportAction } from '../actions';
import { VerifyHint } from '@/components/exports/verify-hint';
import { SenderPlaceholderNotice } from '@/components/settings/sender-placeholder-notice';
import { withUser } from '@/lib/db';
import { getBlobStore } from '@/lib/storage';
import { can, getWorkspaceContext } from '@/lib/auth';

type Props = { params: Promise<{ locale: string; id: string }> };

/**
 * The export as the signed-in user may see it (RLS); null for a malformed id, a missing export or
 * another workspace's. Read once per request, by the metadata and the page.
 */
const visibleExport = cache(async (id: string) => {
  if (!z.guid().safeParse(id).success) return null;
  const context = await getWorkspaceContext();
  return withUser(context.claims, (tx) => readExportDetail(tx, id, context.user.id, getBlobStore()));
});

// Not found already in the metadata: where metadata blocks the response (crawlers) the status is a
// real 404. Browsers get the page streamed behind the signed-in area's loading boundary, so their
// status line (200) is sent first and what arrives is the not-found page, marked noindex.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const locale = await pageLocale(params);
  const detail = await visibleExport(id);
  if (!detail) notFound();
  const t = await getTranslations({ locale, namespace: 'exports.detail' });
  return { title: t('title', { brand: detail.export.brand }) };
}

/**
 * One published export: its deliverables with sizes and SHA-256, the change summary against the
 * brand's previous export, the review decisions it applied, and how to verify its bundle. It is
 * immutable, so there is nothing to edit or delete — only a new export to make. Another
 * workspace's export (or none) is a 404.
 */
export default async function ExportPage({ params }: Props) {
  const { id } = await params;
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const context = await getWorkspaceContext();
  const detail = await visibleExport(id);
  if (!detail) notFound();
  const t = await getTranslations('exports.detail');
  const exp = detail.export;
  const subject = exp.conversionId ? { conversionId: exp.conversionId } : exp.batchId ? { batchId: exp.batchId } : null;
  const sender = subject ? await withUser(context.claims, (tx) => getSenderIdentity(tx, exp.workspaceId)) : null;

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('title', { brand: exp.brand })}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t('immutable')}</p>
      </div>
      <ExportFacts detail={detail} />
      <ExportChecksSection detail={detail} />
      <section aria-labelledby="files-heading" className="space-y-3">
        <h2 id="files-heading" className="text-lg font-semibold text-ink">
          {t('filesHeading')}
        </h2>
        <DeliverablesTable exportId={exp.id} deliverables={detail.deliverables} />
        <VerifyHint />
      </section>
      {/* Batch exports made before combined files (no combined counts) were never compared. */}
      <ChangeSummary exportId={exp.id} brand={exp.brand} batch={exp.batchId !== null && exp.counts.combinedApps === undefined} changes={detail.changes} />
      <ReviewDecisions exportId={exp.id} conversionId={exp.conversionId} decisions={detail.decisions} />
      {subject && (
        <section aria-labelledby="again-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-6">
          <h2 id="again-heading" className="text-lg font-semibold text-ink">
            {t('againHeading')}
          </h2>
          <p className="text-slate-600">{t('againText')}</p>
          <SenderPlaceholderNotice sender={sender} canManage={can(context, 'manage', exp.workspaceId)} />
          <StartExportForm action={startExportAction} {...subject} canExport={can(context, 'export', exp.workspaceId)} />
        </section>
      )}
    </div>
  );
}
