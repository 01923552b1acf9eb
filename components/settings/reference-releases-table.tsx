import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReleaseOption } from '@/components/catalogs/release-options';
import { shortReleaseHash } from '@/lib/data/reference/types';

/** The ready releases a workspace may use: its own imports and the shared ones, with their identity. */
export async function ReferenceReleasesTable({ releases, importedAt }: { releases: ReleaseOption[]; importedAt: Map<number, Date> }) {
  const t = await getTranslations('settings.reference');
  const format = await getFormatter();
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full bg-white text-left text-sm" data-testid="reference-releases">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="p-3">{t('columns.id')}</th>
            <th scope="col" className="p-3">{t('columns.version')}</th>
            <th scope="col" className="p-3">{t('columns.source')}</th>
            <th scope="col" className="p-3">{t('columns.owner')}</th>
            <th scope="col" className="p-3">{t('columns.hash')}</th>
            <th scope="col" className="p-3">{t('columns.imported')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {releases.map((r) => (
            <tr key={r.value}>
              <td className="p-3 font-medium text-ink">{r.releaseId}</td>
              <td className="p-3 whitespace-nowrap">{r.versionDate ?? '—'}</td>
              <td className="p-3 break-all">{r.source}</td>
              <td className="p-3">{r.shared ? t('ownerShared') : t('ownerOwn')}</td>
              <td className="p-3 font-mono text-xs" title={r.sha256 ?? undefined}>
                {shortReleaseHash(r.sha256)}
              </td>
              <td className="p-3 whitespace-nowrap">
                {r.releaseId !== null && importedAt.has(r.releaseId) ? format.dateTime(importedAt.get(r.releaseId)!, { dateStyle: 'medium' }) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
