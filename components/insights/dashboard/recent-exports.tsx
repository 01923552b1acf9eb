import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Export } from '@/lib/data/exports/types';
import { dateTimeLabel } from '../formatting';
import { EmptyState, Panel } from '../panel';

export async function RecentExports({ exports }: { exports: Export[] }) {
  const t = await getTranslations('insights.dashboard.exports');
  const tDash = await getTranslations('insights.dashboard');
  const format = await getFormatter();
  const when = dateTimeLabel(format);
  return (
    <Panel
      id="exports-heading"
      title={t('title')}
      action={
        exports.length > 0 ? (
          <Link href="/exports" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline">
            {tDash('allExports')}
          </Link>
        ) : undefined
      }
    >
      {exports.length === 0 ? (
        <EmptyState>
          <p>{t('empty')}</p>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100">
          {exports.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <div>
                <p className="font-mono font-medium text-ink">{e.brand}</p>
                <p className="text-sm text-slate-600">
                  {t('versionsValue', { aces: e.acesVersion, pies: e.piesVersion })} · {when(e.createdAt)}
                </p>
              </div>
              <Link
                href={`/exports/${e.id}`}
                aria-label={t('openLabel', { brand: e.brand, date: when(e.createdAt) })}
                className="btn-secondary min-h-11"
              >
                {t('open')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
