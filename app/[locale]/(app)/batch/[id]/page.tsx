import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from 'next-intl';
import { cache } from 'react';
import { z } from 'zod';
import { BatchProgress } from '@/components/batch/batch-progress';
import { readBatchSnapshot } from '@/lib/data/exports';
import { StartExportForm } from '@/components/exports/start-export-form';
import { startExportAction } from '../../exports/actions';
import { SenderPlaceholderNotice } from '@/components/settings/sender-placeholder-notice';
import { Link } from '@/i18n/navigation';
import { withUser } from '@/lib/db';
import { countOpenReview } from '@/lib/data/catalogs';
import { getSenderIdentity } from '@/lib/data/workspaces';
import { can, getWorkspaceContext, roleIn } from '@/lib/auth';
import { retryBatchFileAction } from '../actions';

type Props = { params: Promise<{ locale: string; id: string }> };

/** The batch as the signed-in user may see it (RLS); null for a malformed id, a missing or another workspace's batch. */
const visibleBatch = cache(async (id: string, locale: Locale) => {
  if (!z.guid().safeParse(id).success) return null;
  const context = await getWorkspaceContext();
  return withUser(context.claims, (tx) => readBatchSnapshot(tx, id, locale));
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const locale = await pageLocale(params);
  const snapshot = await visibleBatch(id, locale);
  if (!snapshot) notFound();
  const t = await getTranslations({ locale, namespace: 'batch.detail' });
  return { title: t('metaTitle', { name: snapshot.name }) };
}

/**
 * One batch: each file's state with progress, counts, errors and retries, the totals, and the
 * combined export. The batch's own workspace decides what the user may do (it need not be the
 * current one); a batch they cannot see is not found — its existence is not confirmed.
 */
export default async function BatchPage({ params }: Props) {
  const { id } = await params;
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const context = await getWorkspaceContext();
  const snapshot = await visibleBatch(id, locale);
  if (!snapshot) notFound();
  const t = await getTranslations('batch');
  const tApp = await getTranslations('app');
  const format = await getFormatter();
  const role = roleIn(context, snapshot.workspaceId);
  const mayExport = can(context, 'export', snapshot.workspaceId);
  // Said beside the Export button: flagged rows in the batch's files an export would leave out
  // unseen, and whether the sender identity is still placeholders (one scope for both).
  const { openReview, sender } = mayExport
    ? await withUser(context.claims, async (tx) => ({
        openReview: await countOpenReview(tx, snapshot.files.map((f) => f.conversionId)),
        sender: await getSenderIdentity(tx, snapshot.workspaceId),
      }))
    : { openReview: 0, sender: null };

  return (
    <div className="space-y-6">
      <Link href="/batch" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-2">
        {t('detail.back')}
      </Link>
      <div>
        <h1 className="text-3xl font-bold text-ink">{snapshot.name}</h1>
        <p className="mt-2 text-slate-600">
          {t('detail.summary', {
            brand: snapshot.brand,
            threshold: format.number(snapshot.acceptThreshold, { style: 'percent' }),
            created: format.dateTime(new Date(snapshot.createdAt), { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </p>
        <p className="text-sm text-slate-600">
          {snapshot.mappingColumns === null ? t('detail.mappingDetected') : t('detail.mappingSaved', { count: snapshot.mappingColumns })}
        </p>
      </div>
      <BatchProgress
        initial={snapshot}
        retry={can(context, 'convert', snapshot.workspaceId) ? retryBatchFileAction : null}
        exportForm={
          mayExport ? (
            <>
              <SenderPlaceholderNotice sender={sender} canManage={can(context, 'manage', snapshot.workspaceId)} />
              <StartExportForm action={startExportAction} batchId={snapshot.id} openReview={openReview} />
            </>
          ) : null
        }
        exportNotAllowed={mayExport ? null : t('detail.exportNotAllowed', { role: role ? tApp(`roles.${role}`) : '—' })}
      />
    </div>
  );
}
