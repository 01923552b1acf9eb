'use client';

import { useTranslations } from 'next-intl';
import type { PreviewResult } from '@/lib/preview/types';

const BADGE = {
  error: 'bg-red-100 text-red-900',
  warning: 'bg-amber-100 text-amber-900',
  info: 'bg-slate-100 text-slate-700',
} as const;

/** Validation findings grouped by code, worst first, with the exact count and a few examples each. */
export function FindingsList({ findings, xsd }: { findings: PreviewResult['findings']; xsd: PreviewResult['xsd'] }) {
  const t = useTranslations('preview.result');
  return (
    <section aria-labelledby="preview-findings-heading">
      <h3 id="preview-findings-heading" className="text-xl font-bold text-ink">
        {t('findingsHeading')}
      </h3>
      <p className="mt-1 text-sm text-slate-600" data-testid="xsd-status">
        {t('xsd', { aces: t(`xsdStatus.${xsd.aces}`), pies: t(`xsdStatus.${xsd.pies}`) })}
        {xsd.aces === 'notRun' && xsd.pies === 'notRun' && <> {t('xsdNotRunHint')}</>}
      </p>
      {findings.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('noFindings')}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {findings.map((group) => (
            <li key={group.code} data-code={group.code} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="flex flex-wrap items-center gap-2">
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[group.severity]}`}>{t(`severity.${group.severity}`)}</span>
                <span className="font-mono text-sm font-semibold text-ink">{group.code}</span>
                <span className="text-sm text-slate-600">{t('findingCount', { count: group.count })}</span>
              </p>
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {group.examples.map((example, i) => (
                  <li key={i}>
                    {example.row !== undefined && <span className="font-mono text-xs text-slate-500">{t('rowRef', { row: example.row })} · </span>}
                    {example.message}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
