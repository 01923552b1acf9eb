import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { z } from 'zod';
import { NoticesChart } from '@/components/insights/email/notices-chart';
import { NoticesList } from '@/components/insights/email/notices-list';
import { loadEmailAnalytics } from '@/lib/data/insights';
import { can, getWorkspaceContext } from '@/lib/auth';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `?before=<ISO time>` pages the list; anything unreadable shows the newest notices. */
const pageQuery = z.object({ before: z.iso.datetime().optional().catch(undefined) });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'insights.email' });
  return { title: t('metaTitle') };
}

/** Notices sent for finished conversions and exports: per day, and one by one. */
export default async function EmailAnalyticsPage({ params, searchParams }: Props) {
  setRequestLocale(await pageLocale(params));
  const ctx = await getWorkspaceContext();
  const t = await getTranslations('insights.email');
  const { before } = pageQuery.parse(await searchParams);
  const data = await loadEmailAnalytics(ctx.claims, ctx.workspace.id, { before: before ? new Date(before) : undefined });

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">{t('intro')}</p>
      </div>
      <NoticesChart perDay={data.perDay} totals={data.totals} days={data.days} />
      <NoticesList notifications={data.notifications} nextBefore={data.nextBefore} isFirstPage={before === undefined} canManage={can(ctx, 'manage')} />
    </div>
  );
}
