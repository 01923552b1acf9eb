import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { EvidenceTable } from '@/components/insights/evidence-table';
import { EmptyState } from '@/components/insights/panel';
import { Link } from '@/i18n/navigation';
import { EVIDENCE_CHECK_LIMIT, loadEvidence } from '@/lib/data/insights';
import { getWorkspaceContext } from '@/lib/auth';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'insights.evidence' });
  return { title: t('metaTitle') };
}

/** The workspace's evidence bundles, the newest re-verified against this installation's key. */
export default async function EvidencePage({ params }: Props) {
  setRequestLocale(await pageLocale(params));
  const ctx = await getWorkspaceContext();
  const t = await getTranslations('insights.evidence');
  const data = await loadEvidence(ctx.claims, ctx.workspace.id);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">
          {data.trustedFingerprint ? t('intro', { count: EVIDENCE_CHECK_LIMIT, fingerprint: data.trustedFingerprint }) : t('introNoKey')}
        </p>
        <Link href="/verify" className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline">
          {t('verifyElsewhere')}
        </Link>
      </div>
      {data.rows.length === 0 ? (
        <EmptyState>
          <p>{t('empty')}</p>
        </EmptyState>
      ) : (
        <EvidenceTable rows={data.rows} />
      )}
    </div>
  );
}
