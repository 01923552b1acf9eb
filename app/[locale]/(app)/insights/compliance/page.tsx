import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { FindingsByCodePanel } from '@/components/insights/compliance/findings-panel';
import { ReleasesPanel } from '@/components/insights/compliance/releases-panel';
import { ReviewRatesPanel } from '@/components/insights/compliance/review-rates-panel';
import { loadCompliance } from '@/lib/data/insights';
import { getWorkspaceContext } from '@/lib/auth';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'insights.compliance' });
  return { title: t('metaTitle') };
}

/** Findings by code over time, the share of rows held back, and the reference data in use. */
export default async function CompliancePage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  const ctx = await getWorkspaceContext();
  const t = await getTranslations('insights.compliance');
  const data = await loadCompliance(ctx.claims, ctx.workspace.id);

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">{t('intro', { days: data.days })}</p>
      </div>
      <FindingsByCodePanel findings={data.findings} days={data.days} />
      <ReviewRatesPanel rates={data.rates} dailyRates={data.dailyRates} days={data.days} />
      <ReleasesPanel releases={data.releases} />
    </div>
  );
}
