import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { controlClass, Field } from '@/components/ui/field';
import type { LearnableField } from '@/lib/catalog/normalize';
import { REVIEW_OUTCOMES, REVIEW_STATES, type QueueFilter, type ReviewSummary } from '@/lib/data/catalogs/types';

interface Props {
  conversionId: string;
  filter: QueueFilter;
  codes: ReviewSummary['codes'];
  /** The value whose rows are shown (a value group's "See these rows"), as the catalog writes it. */
  held?: { field: LearnableField; term: string } | null;
}

/**
 * Filter by finding code (with its counts), outcome and state. A plain GET form: the filter lives
 * in the URL and works without JavaScript; applying it is an explicit button press, so changing a
 * select never reloads the page under the reader.
 */
export function ReviewFilters({ conversionId, filter, codes, held }: Props) {
  const t = useTranslations('review.filters');
  const tValues = useTranslations('review.values');
  const any = !!(filter.code || filter.outcome || filter.state || filter.value);
  return (
    <form method="get" aria-label={t('label')} className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
      {/* The row view stays the row view; a value's rows stay that value's while other filters change. */}
      <input type="hidden" name="view" value="rows" />
      {filter.value && <input type="hidden" name="value" value={filter.value} />}
      {held && (
        <p className="w-full text-sm font-medium text-ink" data-testid="value-filter">
          {tValues('filtered', { field: tValues(`fields.${held.field}`), term: held.term })}
        </p>
      )}
      <Field id="review-filter-code" label={t('code')} className="min-w-56 flex-1">
        {(control) => (
          <select {...control} name="code" defaultValue={filter.code ?? ''} className={controlClass}>
            <option value="">{t('allCodes')}</option>
            {codes.map((c) => (
              <option key={c.code} value={c.code}>
                {t('codeOption', { code: c.code, rows: c.rows, pending: c.pending })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="review-filter-outcome" label={t('outcome')}>
        {(control) => (
          <select {...control} name="outcome" defaultValue={filter.outcome ?? ''} className={controlClass}>
            <option value="">{t('allOutcomes')}</option>
            {REVIEW_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {t(`outcomes.${o}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="review-filter-state" label={t('state')}>
        {(control) => (
          <select {...control} name="state" defaultValue={filter.state ?? ''} className={controlClass}>
            <option value="">{t('allStates')}</option>
            {REVIEW_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`states.${s}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="btn-primary min-h-11">
        {t('apply')}
      </button>
      {any && (
        <Link href={`/catalogs/${conversionId}/review?view=rows`} className="btn-secondary min-h-11">
          {t('reset')}
        </Link>
      )}
    </form>
  );
}
