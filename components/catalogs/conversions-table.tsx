import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Conversion } from '@/lib/data/catalogs/types';
import { ConversionStatusBadge } from './conversion-status-badge';

/** The workspace's conversions, newest first: file, brand, status, where the rows went, when. */
export function ConversionsTable({ conversions }: { conversions: Conversion[] }) {
  const t = useTranslations('catalogs.list');
  const format = useFormatter();
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="p-3 font-semibold">{t('file')}</th>
            <th scope="col" className="p-3 font-semibold">{t('brand')}</th>
            <th scope="col" className="p-3 font-semibold">{t('status')}</th>
            <th scope="col" className="p-3 text-right font-semibold">{t('rows')}</th>
            <th scope="col" className="p-3 text-right font-semibold">{t('flagged')}</th>
            <th scope="col" className="p-3 text-right font-semibold">{t('rejected')}</th>
            <th scope="col" className="p-3 font-semibold">{t('started')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {conversions.map((c) => (
            <tr key={c.id} data-testid="conversion-row">
              <th scope="row" className="p-3 text-left font-medium">
                <Link href={`/catalogs/${c.id}`} className="break-all text-brand-700 underline underline-offset-2">
                  {c.fileName}
                </Link>
                {c.mapping && <span className="ml-2 text-xs text-slate-500">{t('savedMapping')}</span>}
              </th>
              <td className="p-3 font-mono">{c.brand}</td>
              <td className="p-3">
                <ConversionStatusBadge status={c.status} />
              </td>
              <td className="p-3 text-right tabular-nums">{c.counts ? format.number(c.counts.rows) : c.rowsDone > 0 ? format.number(c.rowsDone) : '—'}</td>
              <td className="p-3 text-right tabular-nums">{c.counts ? format.number(c.counts.flagged) : '—'}</td>
              <td className="p-3 text-right tabular-nums">{c.counts ? format.number(c.counts.rejected) : '—'}</td>
              <td className="p-3 whitespace-nowrap">{format.dateTime(c.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
