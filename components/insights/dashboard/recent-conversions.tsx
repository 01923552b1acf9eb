import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Conversion } from '@/lib/data/catalogs/types';
import { dateTimeLabel } from '../formatting';
import { EmptyState, Panel } from '../panel';
import { CONVERSION_TONE, StatusPill } from '../status-pill';

/** The newest conversions with their status and counts; each opens its own page. */
export async function RecentConversions({
  conversions,
  pendingByConversion,
  canUpload,
}: {
  conversions: Conversion[];
  pendingByConversion: Record<string, number>;
  canUpload: boolean;
}) {
  const t = await getTranslations('insights.dashboard.conversions');
  const tStatus = await getTranslations('insights.conversionStatus');
  const tDash = await getTranslations('insights.dashboard');
  const format = await getFormatter();
  const when = dateTimeLabel(format);
  const count = (n: number | undefined) => (n === undefined ? '—' : format.number(n));
  return (
    <Panel
      id="conversions-heading"
      title={t('title')}
      action={
        conversions.length > 0 ? (
          <Link href="/catalogs" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline">
            {tDash('allConversions')}
          </Link>
        ) : undefined
      }
    >
      {conversions.length === 0 ? (
        <EmptyState>
          <p>{canUpload ? t('empty') : t('emptyReadOnly')}</p>
          {canUpload && (
            <Link href="/catalogs/new" className="btn-primary mt-3 min-h-11">
              {tDash('upload')}
            </Link>
          )}
        </EmptyState>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3 font-semibold">{t('file')}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t('brand')}</th>
                <th scope="col" className="py-2 pr-3 font-semibold">{t('status')}</th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">{t('rows')}</th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">{t('flagged')}</th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">{t('rejected')}</th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">{t('pending')}</th>
                <th scope="col" className="py-2 font-semibold">{t('started')}</th>
              </tr>
            </thead>
            <tbody>
              {conversions.map((c) => (
                <tr key={c.id} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    <Link href={`/catalogs/${c.id}`} className="inline-flex min-h-11 items-center text-brand-700 hover:underline">
                      {c.fileName}
                    </Link>
                  </th>
                  <td className="py-2 pr-3 font-mono">{c.brand}</td>
                  <td className="py-2 pr-3">
                    <StatusPill tone={CONVERSION_TONE[c.status]}>{tStatus(c.status)}</StatusPill>
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{count(c.counts?.rows ?? c.rowsTotal ?? undefined)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{count(c.counts?.flagged)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{count(c.counts?.rejected)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{c.status === 'succeeded' ? count(pendingByConversion[c.id] ?? 0) : '—'}</td>
                  <td className="py-2 whitespace-nowrap text-slate-600">{when(c.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
