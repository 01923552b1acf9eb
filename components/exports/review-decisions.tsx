import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { ExportDetail } from '@/lib/data/exports/types';
import { exportFileHref } from './export-links';

/** The review decisions this export applied (recorded in its evidence bundle), and where they were made. */
export async function ReviewDecisions({
  exportId,
  conversionId,
  decisions,
}: {
  exportId: string;
  conversionId: string | null;
  decisions: ExportDetail['decisions'];
}) {
  const t = await getTranslations('exports.decisions');
  const format = await getFormatter();
  return (
    <section aria-labelledby="decisions-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="decisions-heading" className="text-lg font-semibold text-ink">
        {t('heading')}
      </h2>
      <p className="text-slate-700">
        {decisions.total === 0
          ? t('none')
          : t('applied', {
              total: decisions.total,
              approved: format.number(decisions.approved),
              overridden: format.number(decisions.overridden),
              rejected: format.number(decisions.rejected),
            })}
      </p>
      <div className="flex flex-wrap gap-3">
        {conversionId && (
          <Link href={`/catalogs/${conversionId}/review`} className="btn-secondary min-h-11">
            {t('toReview')}
          </Link>
        )}
        {decisions.file && (
          <a href={exportFileHref(exportId, decisions.file.name)} download={decisions.file.downloadName} className="btn-secondary min-h-11">
            {t('download')}
          </a>
        )}
      </div>
    </section>
  );
}
