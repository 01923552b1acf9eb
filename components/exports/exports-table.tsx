import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { AuthorLabel, SourceLink } from './export-labels';
import type { ExportListRow } from '@/lib/data/exports/types';

/** The workspace's exports, newest first: brand, source, versions, when, by whom and what is in it. */
export async function ExportsTable({ rows, firstPage }: { rows: ExportListRow[]; firstPage: boolean }) {
  const t = await getTranslations('exports.list');
  const format = await getFormatter();
  if (rows.length === 0) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-6 text-slate-600">
        <p>{firstPage ? t('empty') : t('emptyPage')}</p>
        {firstPage && (
          <Link href="/catalogs" className="btn-secondary mt-4 min-h-11">
            {t('toCatalogs')}
          </Link>
        )}
      </div>
    );
  }
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="p-3">{t('columns.brand')}</th>
            <th scope="col" className="p-3">{t('columns.source')}</th>
            <th scope="col" className="p-3">{t('columns.versions')}</th>
            <th scope="col" className="p-3">{t('columns.created')}</th>
            <th scope="col" className="p-3">{t('columns.by')}</th>
            <th scope="col" className="p-3">{t('columns.counts')}</th>
            <th scope="col" className="p-3"><span className="sr-only">{t('columns.open')}</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map(({ export: e, source, author }) => {
            const created = format.dateTime(e.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
            return (
              <tr key={e.id} className="align-top">
                <td className="p-3 font-mono font-semibold text-ink">{e.brand}</td>
                <td className="p-3">
                  <SourceLink source={source} />
                </td>
                <td className="p-3 whitespace-nowrap">{t('versions', { aces: e.acesVersion, pies: e.piesVersion })}</td>
                <td className="p-3 whitespace-nowrap">
                  <time dateTime={e.createdAt.toISOString()}>{created}</time>
                </td>
                <td className="p-3">
                  <AuthorLabel author={author} />
                </td>
                <td className="p-3">
                  {t('counts', { apps: e.counts.apps ?? 0, items: e.counts.items ?? 0, rows: e.counts.rows ?? 0 })}
                  {e.counts.files !== undefined && <span className="block text-slate-500">{t('files', { files: e.counts.files })}</span>}
                </td>
                <td className="p-3">
                  <Link href={`/exports/${e.id}`} className="btn-secondary min-h-11 whitespace-nowrap">
                    {t('open')}
                    <span className="sr-only"> {t('openWhich', { brand: e.brand, created })}</span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
