'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { ReferenceCombobox } from '@/components/review/reference-combobox';
import type { ActionState, FormAction } from '@/lib/actions/result';
import type { ReferenceSearchKind } from '@/lib/data/reference/types';
import type { LearnableField } from '@/lib/catalog/normalize/learned-terms';
import { FormAlert } from './form-alert';
import type { LearnedTermView } from './learned-term-view';
import { controlClass, Field } from '@/components/ui/field';
import { CatalogLanguageSelect, type LanguageOption } from './catalog-language-select';

type Saved = { term: string; referenceId: number; referenceName: string | null };
type Picked = { id: number; name: string };

/** The reference search that finds a field's entities; submodels have none, their ID is typed, as is a quantity. */
const SEARCH_KIND: Record<LearnableField, ReferenceSearchKind | null> = {
  partType: 'part-type',
  make: 'make',
  model: 'model',
  submodel: null,
  position: 'position',
  qty: null,
};

interface Props {
  workspaceId: string;
  term: LearnedTermView;
  languages: LanguageOption[];
  action: FormAction<Saved>;
  /** Saved: what it means now; null: cancelled. */
  onDone(saved: Saved | null): void;
}

/**
 * Changes what a learned term means with the same reference search the review override uses (in the
 * release the workspace converts against now), or its language. A model is found under its make.
 */
export function LearnedTermEditForm({ workspaceId, term, languages, action, onDone }: Props) {
  const t = useTranslations('settings.learnedTerms');
  const [make, setMake] = useState<Picked | null>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [typedId, setTypedId] = useState(String(term.referenceId));
  const kind = SEARCH_KIND[term.field];
  const [state, formAction, pending] = useActionState(async (previous: ActionState<Saved>, form: FormData) => {
    const result = await action(previous, form);
    if (result?.ok) onDone(result.data);
    return result;
  }, null);
  const referenceId = kind === null ? typedId : String(picked?.id ?? term.referenceId);

  return (
    <form action={formAction} className="space-y-4" aria-label={t('editTerm', { term: term.term })}>
      <input type="hidden" name="workspaceId" value={workspaceId} />
      <input type="hidden" name="termId" value={term.id} />
      {kind !== null && <input type="hidden" name="referenceId" value={referenceId} />}
      <p className="text-sm text-slate-700">
        {term.field === 'qty'
          ? t('editNowQty', { term: term.term, name: term.referenceId })
          : t('editNow', { term: term.term, name: term.referenceName ?? t('unnamed'), id: term.referenceId })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {kind === 'model' && (
          <ReferenceCombobox<Picked>
            label={t('pickMake')}
            kind="make"
            value={make}
            onChange={(hit) => {
              setMake(hit);
              setPicked(null);
            }}
          />
        )}
        {kind !== null ? (
          <ReferenceCombobox<Picked>
            label={t('pickMeaning', { field: t(`fields.${term.field}`) })}
            kind={kind}
            {...(kind === 'model' ? { params: { make: make?.id } } : {})}
            disabled={kind === 'model' && !make}
            value={picked}
            hint={t('pickHint')}
            autoFocus
            onChange={setPicked}
          />
        ) : (
          <Field label={term.field === 'qty' ? t('typeQty') : t('typeId', { field: t(`fields.${term.field}`) })}>
            {(control) => (
              <input
                {...control}
                name="referenceId"
                inputMode="numeric"
                pattern="[0-9]*"
                required
                value={typedId}
                onChange={(e) => setTypedId(e.target.value)}
                className={controlClass}
              />
            )}
          </Field>
        )}
        <Field label={t('columns.language')}>
          {(control) => (
            <CatalogLanguageSelect {...control} name="language" defaultValue={term.language ?? ''} languages={languages} noneText={t('noLanguage')} />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={pending} className="btn-primary min-h-11">
          {pending ? t('saving') : t('save')}
        </button>
        <button type="button" onClick={() => onDone(null)} className="btn-secondary min-h-11">
          {t('cancel')}
        </button>
      </div>
      <FormAlert state={state} fields={[]} />
    </form>
  );
}
