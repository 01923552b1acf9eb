import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuthorLabel, SourceLink } from './export-labels';
import type { ExportDetail } from '@/lib/data/exports/types';

/** What the export is: source, versions, when and by whom, what it holds, and who signed it. */
export async function ExportFacts({ detail }: { detail: ExportDetail }) {
  const t = await getTranslations('exports.detail');
  const format = await getFormatter();
  const exp = detail.export;
  const counts = exp.counts;
  return (
    <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-2 lg:grid-cols-3">
      <Fact label={t('facts.source')}>
        <SourceLink source={detail.source} />
      </Fact>
      <Fact label={t('facts.versions')}>{t('versions', { aces: exp.acesVersion, pies: exp.piesVersion })}</Fact>
      <Fact label={t('facts.created')}>
        <time dateTime={exp.createdAt.toISOString()}>{format.dateTime(exp.createdAt, { dateStyle: 'long', timeStyle: 'short' })}</time>
      </Fact>
      <Fact label={t('facts.by')}>
        <AuthorLabel author={detail.author} />
      </Fact>
      <Fact label={t('facts.counts')}>
        {t('counts', {
          rows: counts.rows ?? 0,
          apps: counts.apps ?? 0,
          items: counts.items ?? 0,
          flagged: counts.flagged ?? 0,
          rejected: counts.rejected ?? 0,
        })}
      </Fact>
      <Fact label={t('facts.signer')}>
        {exp.signerFingerprint ? <code className="font-mono text-xs break-all">{exp.signerFingerprint}</code> : t('unsigned')}
      </Fact>
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 font-medium text-ink">{children}</dd>
    </div>
  );
}
