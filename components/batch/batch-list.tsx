import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { BatchSummary } from './batch-view';
import { StatusCounts } from './status-counts';

/** The workspace's batches as a table: name (links to the batch), brand, files, status totals, created. */
export function BatchList({ batches, workspaceName, canStart }: { batches: BatchSummary[]; workspaceName: string; canStart: boolean }) {
  const t = useTranslations('batch.list');
  const format = useFormatter();
  if (batches.length === 0) return <p className="text-slate-600">{canStart ? t('emptyCanStart') : t('empty')}</p>;
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('caption', { workspace: workspaceName })}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="p-3">{t('name')}</th>
            <th scope="col" className="p-3">{t('brand')}</th>
            <th scope="col" className="p-3 text-right">{t('files')}</th>
            <th scope="col" className="p-3">{t('status')}</th>
            <th scope="col" className="p-3">{t('created')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {batches.map((b) => (
            <tr key={b.id}>
              <th scope="row" className="p-3 font-medium">
                <Link href={`/batch/${b.id}`} className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2">
                  {b.name}
                </Link>
              </th>
              <td className="p-3 font-mono">{b.brand}</td>
              <td className="p-3 text-right tabular-nums">{format.number(b.totals.files)}</td>
              <td className="p-3">
                <StatusCounts byStatus={b.totals.byStatus} />
              </td>
              <td className="p-3 whitespace-nowrap">{format.dateTime(new Date(b.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
