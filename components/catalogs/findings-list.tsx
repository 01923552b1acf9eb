import { useTranslations } from 'next-intl';
import type { FindingGroup } from '@/lib/catalog/report';

const BADGE = {
  error: 'bg-red-100 text-red-900',
  warning: 'bg-amber-100 text-amber-900',
  info: 'bg-slate-100 text-slate-700',
} as const;

/** Findings by code, worst first: severity, code, how many, and a few examples. */
export function FindingsList({ groups }: { groups: FindingGroup[] }) {
  const t = useTranslations('catalogs.findings');
  if (groups.length === 0) return <p className="text-slate-600">{t('none')}</p>;
  return (
    <ul className="space-y-3">
      {groups.map((group) => (
        <li key={group.code} data-code={group.code} className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="flex flex-wrap items-center gap-2">
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[group.severity]}`}>{t(`severity.${group.severity}`)}</span>
            <span className="font-mono text-sm font-semibold text-ink">{group.code}</span>
            <span className="text-sm text-slate-600">{t('count', { count: group.count })}</span>
          </p>
          {group.examples.length > 0 && (
            <ul className="mt-2 space-y-1 text-sm text-slate-700">
              {group.examples.map((example, i) => (
                <li key={i}>
                  {example.row !== undefined && <span className="font-mono text-xs text-slate-500">{t('row', { row: example.row })} · </span>}
                  {example.message}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
