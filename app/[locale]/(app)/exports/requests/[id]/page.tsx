import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { cache } from 'react';
import { z } from 'zod';
import { ExportProgressView } from '@/components/exports/export-progress';
import { progressOf } from '@/lib/data/exports/types';
import { redirect } from '@/i18n/navigation';
import { withUser } from '@/lib/db';
import { getExportRequest } from '@/lib/data/exports';
import { jobErrorIn } from '@/lib/data/catalogs';
import { can, getWorkspaceContext } from '@/lib/auth';
import { confirmExportAction } from '../../actions';

type Props = { params: Promise<{ locale: string; id: string }> };

/** The request as the signed-in user may see it (RLS); null for a malformed id, a missing or another workspace's request. */
const visibleRequest = cache(async (id: string) => {
  if (!z.guid().safeParse(id).success) return null;
  const context = await getWorkspaceContext();
  return withUser(context.claims, (tx) => getExportRequest(tx, id));
});

// Not found already in the metadata (see exports/[id]/page.tsx for what that does to the status).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const locale = await pageLocale(params);
  if (!(await visibleRequest(id))) notFound();
  const t = await getTranslations({ locale, namespace: 'exports.progress' });
  return { title: t('metaTitle') };
}

/**
 * An export on its way: live progress until the job publishes it, then its page. A request the
 * user cannot see (another workspace's, or none) is a 404, never a confirmation that it exists.
 */
export default async function ExportRequestPage({ params }: Props) {
  const { id } = await params;
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  const request = await visibleRequest(id);
  if (!request) notFound();
  if (request.status === 'succeeded' && request.exportId) redirect({ href: `/exports/${request.exportId}`, locale });
  const t = await getTranslations('exports.progress');
  const context = await getWorkspaceContext();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t('intro', { aces: request.acesVersion, pies: request.piesVersion })}</p>
      </div>
      <ExportProgressView initial={progressOf({ ...request, error: jobErrorIn(request.error, locale) })} confirm={can(context, 'export', request.workspaceId) ? confirmExportAction : null} />
    </div>
  );
}
