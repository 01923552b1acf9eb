import { getFormatter, getTranslations } from 'next-intl/server';
import type { ComplianceData } from '@/lib/data/insights/types';
import { dateTimeLabel } from '../formatting';
import { EmptyState, Panel } from '../panel';
import { StatusPill } from '../status-pill';

/** Which reference data the finished conversions used: the demo set or an imported release, and its date. */
export async function ReleasesPanel({ releases }: { releases: ComplianceData['releases'] }) {
  const t = await getTranslations('insights.compliance.releases');
  const tCommon = await getTranslations('insights.common');
  const format = await getFormatter();
  const when = dateTimeLabel(format);
  return (
    <Panel id="releases-heading" title={t('title')}>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      {releases.length === 0 ? (
        <div className="mt-3">
          <EmptyState>
            <p>{t('empty')}</p>
          </EmptyState>
        </div>
      ) : (
        <>
          {releases.some((r) => r.demo) && (
            <p className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">{t('demoWarning')}</p>
          )}
          <div className="relative mt-3 overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-3 font-semibold">{t('source')}</th>
                  <th scope="col" className="py-2 pr-3 font-semibold">{t('versionDate')}</th>
                  <th scope="col" className="py-2 pr-3 font-semibold">{t('kind')}</th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">{t('conversions')}</th>
                  <th scope="col" className="py-2 font-semibold">{t('lastUsed')}</th>
                </tr>
              </thead>
              <tbody>
                {releases.map((r) => (
                  <tr key={`${r.source}|${r.versionDate}|${r.demo}`} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-3 font-normal">{r.source}</th>
                    <td className="py-2 pr-3">{r.versionDate ?? tCommon('none')}</td>
                    <td className="py-2 pr-3">
                      <StatusPill tone={r.demo ? 'warn' : 'good'}>{r.demo ? t('demo') : t('licensed')}</StatusPill>
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums">{format.number(r.conversions)}</td>
                    <td className="whitespace-nowrap py-2 text-slate-600">{when(new Date(r.lastUsed))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Panel>
  );
}
