import { getTranslations } from 'next-intl/server';
import type { AuditChainCheck } from '@/lib/data/workspaces/types';
import { Panel } from '../panel';

/** Whether every audit entry still hashes to what was written, or where the chain breaks. */
export async function ChainStatus({ chain, entries }: { chain: AuditChainCheck | null; entries: number }) {
  const t = await getTranslations('insights.security.chain');
  let message: string;
  let tone: string;
  if (!chain) {
    message = t('unknown');
    tone = 'border-slate-200 bg-slate-50 text-slate-800';
  } else if (chain.intact) {
    message = entries > 0 ? t('intact', { count: entries }) : t('intactEmpty');
    tone = 'border-emerald-200 bg-emerald-50 text-emerald-900';
  } else {
    message = t('broken', { seq: chain.entrySeq, problem: t(`problems.${chain.problem}`) });
    tone = 'border-red-200 bg-red-50 text-red-900';
  }
  return (
    <Panel id="chain-heading" title={t('title')}>
      <p role={chain && !chain.intact ? 'alert' : 'status'} className={`rounded-lg border p-4 font-medium ${tone}`}>
        {message}
      </p>
    </Panel>
  );
}
