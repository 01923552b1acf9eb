import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { ExportChecks } from '@/lib/data/exports/types';

/**
 * What an export found on its files before publishing (decision 0009): flagged rows still open in
 * review (per file for a batch), the assessment's errors by check code — the same checks as
 * `partsmith validate` — its warnings, and deliverables not written because they would be empty.
 * Shared by the confirmation dialog, the waiting request and the published export's page.
 */
export function ExportChecksSummary({ checks, reviewHref }: { checks: ExportChecks; reviewHref?: string }) {
  const t = useTranslations('exports.checks');
  const format = useFormatter();
  const errorCodes = Object.entries(checks.assessment.errorsByCode).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return (
    <div className="space-y-3 text-ink" data-testid="export-checks">
      <div>
        <p data-check="open-review" className={checks.openReview > 0 ? 'font-semibold text-amber-900' : undefined}>
          {checks.openReview > 0 ? t('openReview', { rows: checks.openReview }) : t('openReviewNone')}
        </p>
        {checks.openReviewByFile && checks.openReviewByFile.length > 0 && (
          <ul className="mt-1 list-disc pl-6 text-sm text-slate-700">
            {checks.openReviewByFile.map((f) => (
              <li key={f.file}>{t('openReviewFile', { file: f.file, rows: f.rows })}</li>
            ))}
          </ul>
        )}
        {checks.openReview > 0 && reviewHref && (
          <Link href={reviewHref} className="mt-1 inline-flex min-h-11 items-center text-brand-700 underline">
            {t('toReview')}
          </Link>
        )}
      </div>
      <div>
        <p data-check="assessment" className={checks.assessment.errors > 0 ? 'font-semibold text-red-800' : undefined}>
          {checks.assessment.errors > 0 ? t('assessment', { errors: checks.assessment.errors }) : t('assessmentClean')}
        </p>
        {errorCodes.length > 0 && (
          <ul className="mt-1 list-disc pl-6 text-sm">
            {errorCodes.map(([code, count]) => (
              <li key={code}>
                <code className="font-mono text-xs">{code}</code> — {format.number(count)}
              </li>
            ))}
          </ul>
        )}
        {checks.assessment.examples[0] && (
          <p className="mt-1 text-sm text-slate-700">{t('example', { file: checks.assessment.examples[0].file, message: checks.assessment.examples[0].message })}</p>
        )}
        <p className="mt-1 text-sm text-slate-600">{t('warnings', { warnings: checks.assessment.warnings })}</p>
      </div>
      {checks.notWritten.length > 0 && (
        <ul className="space-y-1 text-sm" data-check="not-written">
          {checks.notWritten.map((n) => (
            <li key={n.file}>{t(`notWritten.${n.reason}`)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
