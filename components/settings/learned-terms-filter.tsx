import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { controlClass, Field } from '@/components/ui/field';
import type { LearnableField } from '@/lib/catalog/normalize';

interface Props {
  fields: readonly LearnableField[];
  field: string | undefined;
  q: string | undefined;
}

/**
 * Narrows the learned terms by field and by words, as the page's address (`?field=…&q=…`), so a
 * filtered list can be linked to and works without scripts.
 */
export function LearnedTermsFilter({ fields, field, q }: Props) {
  const t = useTranslations('settings.learnedTerms');
  const searchId = useId();
  return (
    <form method="get" role="search" aria-label={t('filter')} className="flex flex-wrap items-end gap-3">
      <Field label={t('columns.field')}>
        {(control) => (
          <select {...control} name="field" defaultValue={field ?? ''} className={controlClass}>
            <option value="">{t('allFields')}</option>
            {fields.map((f) => (
              <option key={f} value={f}>
                {t(`fields.${f}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div>
        <label htmlFor={searchId} className="block text-sm font-medium text-ink">
          {t('search')}
        </label>
        <input
          id={searchId}
          name="q"
          type="search"
          defaultValue={q ?? ''}
          maxLength={100}
          aria-describedby={`${searchId}-hint`}
          className="mt-1 block min-h-11 rounded-lg border border-slate-300 px-3"
        />
        <p id={`${searchId}-hint`} className="sr-only">
          {t('searchHint')}
        </p>
      </div>
      <button type="submit" className="btn-secondary min-h-11">
        {t('apply')}
      </button>
    </form>
  );
}
