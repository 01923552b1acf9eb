'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect } from 'react';
import { useRouter } from '@/i18n/navigation';
import { formErrorOf, type ActionState } from '@/lib/actions/result';
import { useActionText } from '@/components/ui/use-action-text';
import { Alert } from '@/components/ui/alert';

type RetryAction = (state: ActionState<{ retried: boolean }>, formData: FormData) => Promise<ActionState<{ retried: boolean }>>;

/** Puts a failed conversion back in the queue, then reloads the page to follow it. */
export function RetryConversionForm({ conversionId, action }: { conversionId: string; action: RetryAction }) {
  const t = useTranslations('catalogs.detail');
  const text = useActionText();
  const router = useRouter();
  const [state, formAction, pending] = useActionState(action, null);

  useEffect(() => {
    if (state?.ok) router.refresh();
  }, [state, router]);

  return (
    <form action={formAction} className="mt-4">
      <input type="hidden" name="conversionId" value={conversionId} />
      <button type="submit" disabled={pending} className="btn-primary min-h-11">
        {pending ? t('retrying') : t('retry')}
      </button>
      {state?.ok && !state.data.retried && <p className="mt-2 text-sm text-slate-700">{t('notRetried')}</p>}
      {state && !state.ok && (
        <Alert tone="error" inline className="mt-2">
          {text(formErrorOf(state))}
        </Alert>
      )}
    </form>
  );
}
