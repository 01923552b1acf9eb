import { getFormatter, getTranslations } from 'next-intl/server';
import type { ExportDeliverable } from '@/lib/data/exports/types';
import { exportFileHref } from './export-links';
import { sizeParts } from './file-size';

/**
 * Every file of the export with what it is, its size and SHA-256 (the same hashes the signed
 * statement in the evidence bundle lists), and a download. Batch exports group files per source file.
 */
export async function DeliverablesTable({ exportId, deliverables }: { exportId: string; deliverables: ExportDeliverable[] }) {
  const t = await getTranslations('exports.files');
  const format = await getFormatter();
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="p-3">{t('columns.file')}</th>
            <th scope="col" className="p-3">{t('columns.size')}</th>
            <th scope="col" className="p-3">{t('columns.sha256')}</th>
            <th scope="col" className="p-3"><span className="sr-only">{t('columns.download')}</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {deliverables.map((d) => {
            const size = sizeParts(d.bytes);
            return (
              <tr key={d.name} data-file={d.name} className="align-top">
                <td className="p-3">
                  <span className="block font-medium text-ink">{t(`kinds.${d.kind}`)}</span>
                  <span className="font-mono text-xs text-slate-600">{d.name}</span>
                </td>
                <td className="p-3 whitespace-nowrap">
                  {format.number(size.value, { style: 'unit', unit: size.unit, unitDisplay: 'short', maximumFractionDigits: 1 })}
                </td>
                <td className="p-3">
                  <code className="font-mono text-xs break-all text-slate-700">{d.sha256}</code>
                </td>
                <td className="p-3">
                  <a href={exportFileHref(exportId, d.name)} download={d.downloadName} className="btn-secondary min-h-11 whitespace-nowrap">
                    {t('download')}
                    <span className="sr-only"> {d.name}</span>
                  </a>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
