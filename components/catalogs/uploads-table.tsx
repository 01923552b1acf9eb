import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Upload } from '@/lib/data/catalogs/types';
import { formatBytes } from './byte-size';

/** Files received into the workspace (the same bytes are one upload), newest first. */
export function UploadsTable({ uploads, latestConversion }: { uploads: Upload[]; latestConversion: ReadonlyMap<string, string> }) {
  const t = useTranslations('catalogs.list');
  const format = useFormatter();
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="p-3 font-semibold">{t('file')}</th>
            <th scope="col" className="p-3 font-semibold">{t('format')}</th>
            <th scope="col" className="p-3 text-right font-semibold">{t('size')}</th>
            <th scope="col" className="p-3 font-semibold">{t('uploaded')}</th>
            <th scope="col" className="p-3 font-semibold">{t('state')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {uploads.map((u) => (
            <tr key={u.id} data-testid="upload-row">
              <th scope="row" className="p-3 text-left font-medium break-all text-ink">{u.fileName}</th>
              <td className="p-3">{u.format?.toUpperCase() ?? '—'}</td>
              <td className="p-3 text-right tabular-nums">{formatBytes(format, u.bytes)}</td>
              <td className="p-3 whitespace-nowrap">{format.dateTime(u.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
              <td className="p-3 text-slate-600">
                {u.purgedAt && <span className="mr-2">{t('purged')}</span>}
                {latestConversion.has(u.id) ? (
                  <Link href={`/catalogs/${latestConversion.get(u.id)}`} className="text-brand-700 underline underline-offset-2">
                    {t('openLatest')}
                  </Link>
                ) : (
                  t('notConverted')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
