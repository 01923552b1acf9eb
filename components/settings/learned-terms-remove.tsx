'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import type { ActionState } from '@/lib/actions';
import type { FormAction } from './form-action';
import { FormAlert } from './form-alert';

interface Props {
  workspaceId: string;
  termId: string;
  term: string;
  action: FormAction<{ term: string }>;
  onRemoved(): void;
}

/** Removing a term changes what later conversions do, so it takes a second click that says so. */
export function LearnedTermRemove({ workspaceId, termId, term, action, onRemoved }: Props) {
  const t = useTranslations('settings.learnedTerms');
  const [confirming, setConfirming] = useState(false);
  const [state, formAction, pending] = useActionState(async (previous: ActionState<{ term: string }>, form: FormData) => {
    const result = await action(previous, form);
    if (result?.ok) onRemoved();
    setConfirming(false);
    return result;
  }, null);
  return (
    <div className="space-y-2">
      {confirming ? (
        <form action={formAction} className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-2">
          <input type="hidden" name="workspaceId" value={workspaceId} />
          <input type="hidden" name="termId" value={termId} />
          <p className="text-sm text-red-900">{t('confirmRemove', { term })}</p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={pending} className="btn-primary min-h-11">
              {t('confirm')}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className="btn-secondary min-h-11">
              {t('cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} aria-label={t('removeTerm', { term })} className="btn-secondary min-h-11">
          {t('remove')}
        </button>
      )}
      <FormAlert state={state} fields={[]} />
    </div>
  );
}
