import { getFormatter, getTranslations } from 'next-intl/server';
import { ExportChecksSummary } from './export-checks-summary';
import type { ExportDetail } from '@/lib/data/exports/types';

/**
 * What a published export was checked for (decision 0009) and, when something needed a person's
 * word, who gave it and when. Exports made before the checks existed show nothing.
 */
export async function ExportChecksSection({ detail }: { detail: ExportDetail }) {
  const checks = detail.export.checks;
  if (!checks) return null;
  const t = await getTranslations('exports.checks');
  const tAuthor = await getTranslations('exports.author');
  const format = await getFormatter();
  const who = detail.confirmedBy ? (detail.confirmedBy.kind === 'member' ? tAuthor(detail.confirmedBy.role) : tAuthor(detail.confirmedBy.kind)) : null;
  const reviewHref = detail.export.conversionId ? `/catalogs/${detail.export.conversionId}/review` : undefined;
  return (
    <section aria-labelledby="checks-heading" className="space-y-3 rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="checks-heading" className="text-lg font-semibold text-ink">
        {t('heading')}
      </h2>
      <ExportChecksSummary checks={checks} {...(reviewHref ? { reviewHref } : {})} />
      <p className="text-sm text-slate-700" data-testid="export-confirmation">
        {checks.needsConfirmation.length === 0 ? (
          t('nothingToConfirm')
        ) : checks.confirmedUpFront ? (
          t('confirmedUpFront')
        ) : who && checks.confirmedAt ? (
          t('confirmedBy', { who, when: format.dateTime(new Date(checks.confirmedAt), { dateStyle: 'medium', timeStyle: 'short' }) })
        ) : (
          t('confirmed')
        )}
      </p>
    </section>
  );
}
