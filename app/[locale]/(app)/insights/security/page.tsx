import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { z } from 'zod';
import { AuditLogTable } from '@/components/insights/security/audit-log-table';
import { ChainStatus } from '@/components/insights/security/chain-status';
import { DenialsPanel } from '@/components/insights/security/denials-panel';
import { SignInsPanel } from '@/components/insights/security/sign-ins-panel';
import { SIGN_IN_DAYS, loadSecurity } from '@/lib/data/insights';
import { can, getWorkspaceContext } from '@/lib/auth';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `?before=<seq>` pages the audit log; anything else shows its newest entries. */
const pageQuery = z.object({ before: z.coerce.number().int().positive().optional().catch(undefined) });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'insights.security' });
  return { title: t('metaTitle') };
}

/** Owners: the audit log and whether its hash chain holds, members' sign-ins, access denials. */
export default async function SecurityPage({ params, searchParams }: Props) {
  setRequestLocale(await pageLocale(params));
  const ctx = await getWorkspaceContext();
  const t = await getTranslations('insights.security');
  const tApp = await getTranslations('app');

  if (!can(ctx, 'manage')) {
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
        <p className="max-w-3xl text-slate-700">{t('ownersOnly', { role: tApp(`roles.${ctx.role}`) })}</p>
      </div>
    );
  }

  const { before } = pageQuery.parse(await searchParams);
  const data = await loadSecurity(ctx.claims, ctx.workspace.id, { beforeSeq: before });
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold text-ink">{t('title')}</h1>
      <ChainStatus chain={data.chain} entries={data.latestSeq ?? 0} />
      <AuditLogTable entries={data.entries} actors={data.actors} nextBeforeSeq={data.nextBeforeSeq} isFirstPage={before === undefined} />
      <SignInsPanel summary={data.signIns} failures={data.failedSignIns} days={SIGN_IN_DAYS} />
      <DenialsPanel denials={data.denials} actors={data.actors} />
    </div>
  );
}
