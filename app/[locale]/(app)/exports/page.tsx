import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { z } from 'zod';
import { ExportsTable } from '@/components/exports/exports-table';
import { PendingRequests } from '@/components/exports/pending-requests';
import { readExportList } from '@/lib/data/exports';
import { Link } from '@/i18n/navigation';
import { withUser } from '@/lib/db';
import { getWorkspaceContext } from '@/lib/auth';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ before?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'exports.list' });
  return { title: t('metaTitle') };
}

/** A page boundary from the URL; anything that is not a timestamp means the first page. */
const beforeSchema = z.iso.datetime({ offset: true });

/** The current workspace's exports, newest first, a page at a time; running and failed requests on top. */
export default async function ExportsPage({ params, searchParams }: Props) {
  setRequestLocale(await pageLocale(params));
  const context = await getWorkspaceContext();
  const t = await getTranslations('exports.list');
  const parsed = beforeSchema.safeParse((await searchParams).before);
  const before = parsed.success ? new Date(parsed.data) : undefined;
  const list = await withUser(context.claims, (tx) => readExportList(tx, context.workspace.id, context.user.id, before ? { before } : {}));

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{t('intro', { workspace: context.workspace.name })}</p>
      </div>
      {list.pending.length > 0 && <PendingRequests requests={list.pending} />}
      <ExportsTable rows={list.rows} firstPage={!before} />
      {(before || list.olderBefore) && (
        <nav aria-label={t('paging')} className="flex gap-3">
          {before && (
            <Link href="/exports" className="btn-secondary min-h-11">
              {t('newest')}
            </Link>
          )}
          {list.olderBefore && (
            <Link href={{ pathname: '/exports', query: { before: list.olderBefore } }} className="btn-secondary min-h-11">
              {t('older')}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
