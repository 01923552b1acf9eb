import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { BatchList } from '@/components/batch/batch-list';
import { listBatchSummaries } from '@/lib/data/exports';
import { Link } from '@/i18n/navigation';
import { withUser } from '@/lib/db';
import { can, getWorkspaceContext } from '@/lib/auth';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'batch.list' });
  return { title: t('metaTitle') };
}

/** The current workspace's batches; owners and operators can start a new one. */
export default async function BatchesPage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  const context = await getWorkspaceContext();
  const t = await getTranslations('batch.list');
  const batches = await withUser(context.claims, (tx) => listBatchSummaries(tx, context.workspace.id));
  const mayStart = can(context, 'convert');

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
          <p className="mt-2 max-w-2xl text-slate-600">{t('intro')}</p>
        </div>
        {mayStart && (
          <Link href="/batch/new" className="btn-primary min-h-11">
            {t('newBatch')}
          </Link>
        )}
      </div>
      <BatchList batches={batches} workspaceName={context.workspace.name} canStart={mayStart} />
    </div>
  );
}
