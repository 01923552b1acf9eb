import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { isUnderway } from '@/lib/data/catalogs/types';
import { ConversionsTable } from '@/components/catalogs/conversions-table';
import { RefreshWhileUnderway } from '@/components/catalogs/refresh-while-underway';
import { UploadsTable } from '@/components/catalogs/uploads-table';
import { Link } from '@/i18n/navigation';
import { withUser } from '@/lib/db';
import { listConversions, listUploads, MAX_PAGE } from '@/lib/data/catalogs';
import { can, getWorkspaceContext } from '@/lib/auth';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'catalogs.list' });
  return { title: t('metaTitle') };
}

export default async function CatalogsPage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  const context = await getWorkspaceContext();
  const t = await getTranslations('catalogs.list');
  const { workspace } = context;
  const { conversions, uploads } = await withUser(context.claims, async (tx) => ({
    conversions: await listConversions(tx, workspace.id, { limit: MAX_PAGE }),
    uploads: await listUploads(tx, workspace.id, { limit: 50 }),
  }));
  // Newest first, so the first conversion seen for an upload is its latest.
  const latestConversion = new Map<string, string>();
  for (const c of conversions) if (!latestConversion.has(c.uploadId)) latestConversion.set(c.uploadId, c.id);
  const shown = conversions.slice(0, 100);

  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
          <p className="mt-2 max-w-2xl text-slate-600">{t('intro', { workspace: workspace.name })}</p>
        </div>
        {can(context, 'upload') && (
          <Link href="/catalogs/new" className="btn-primary min-h-11">
            {t('upload')}
          </Link>
        )}
      </div>
      <section aria-labelledby="conversions-heading" className="space-y-3">
        <h2 id="conversions-heading" className="text-xl font-bold text-ink">
          {t('conversionsHeading')}
        </h2>
        {conversions.length === 0 ? <p className="text-slate-600">{t('noConversions')}</p> : <ConversionsTable conversions={shown} labelledBy="conversions-heading" />}
        <RefreshWhileUnderway active={shown.some((c) => isUnderway(c.status))} />
      </section>
      <section aria-labelledby="uploads-heading" className="space-y-3">
        <h2 id="uploads-heading" className="text-xl font-bold text-ink">
          {t('uploadsHeading')}
        </h2>
        {uploads.length === 0 ? <p className="text-slate-600">{t('noUploads')}</p> : <UploadsTable uploads={uploads} latestConversion={latestConversion} labelledBy="uploads-heading" />}
      </section>
    </div>
  );
}
