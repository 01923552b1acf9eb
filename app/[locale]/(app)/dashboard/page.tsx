import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { FindingsPanel, ThroughputPanel } from '@/components/insights/dashboard/activity-charts';
import { QuickLinks } from '@/components/insights/dashboard/quick-links';
import { RecentConversions } from '@/components/insights/dashboard/recent-conversions';
import { RecentExports } from '@/components/insights/dashboard/recent-exports';
import { ReviewBacklogPanel } from '@/components/insights/dashboard/review-backlog';
import { WorkspaceList } from '@/components/insights/dashboard/workspace-list';
import { loadDashboard } from '@/lib/data/insights';
import { can, getWorkspaceContext } from '@/lib/auth';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'insights.dashboard' });
  return { title: t('metaTitle') };
}

/** The current workspace at a glance: recent work, what waits for review, activity, where to start. */
export default async function DashboardPage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  const ctx = await getWorkspaceContext();
  const t = await getTranslations('insights.dashboard');
  const tApp = await getTranslations('app');
  const data = await loadDashboard(ctx.claims, ctx.workspace.id);
  const canUpload = can(ctx, 'upload');

  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
          <p className="mt-2 text-slate-600">
            {t('welcome', { name: ctx.user.username ?? ctx.user.email })}{' '}
            {t('current', { workspace: ctx.workspace.name, role: tApp(`roles.${ctx.role}`) })}
          </p>
        </div>
        <QuickLinks canUpload={canUpload} />
      </div>
      <RecentConversions conversions={data.conversions} pendingByConversion={data.backlog.byConversion} canUpload={canUpload} />
      <div className="grid gap-8 lg:grid-cols-2">
        <ReviewBacklogPanel backlog={data.backlog} />
        <RecentExports exports={data.exports} />
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <ThroughputPanel throughput={data.throughput} days={data.days} />
        <FindingsPanel findings={data.findings} days={data.days} />
      </div>
      <WorkspaceList workspaces={ctx.workspaces} currentId={ctx.workspace.id} />
    </div>
  );
}
