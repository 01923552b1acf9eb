'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect } from 'react';
import type { FormAction } from '@/lib/actions/result';
import { useActionText } from '@/components/ui/use-action-text';
import { Alert } from '@/components/ui/alert';

export type RetryFileAction = FormAction<{ retried: boolean }>;

/** Runs a failed file again; tells the page so it starts following the file's progress. */
export function RetryFileButton({ conversionId, fileName, action, onRetried }: { conversionId: string; fileName: string; action: RetryFileAction; onRetried: () => void }) {
  const t = useTranslations('batch.file');
  const text = useActionText();
  const [state, formAction, pending] = useActionState(action, null);

  useEffect(() => {
    if (state?.ok) onRetried();
  }, [state, onRetried]);

  return (
    <form action={formAction} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="conversionId" value={conversionId} />
      <button type="submit" disabled={pending} className="btn-secondary min-h-11">
        {pending ? t('retryPending') : t('retry')} <span className="sr-only">{fileName}</span>
      </button>
      <p aria-live="polite" className="text-sm">
        {state?.ok && (state.data.retried ? t('retried') : t('notRetried'))}
        {state && !state.ok && (
          <Alert tone="error" inline as="span">
            {text(state.error)}
          </Alert>
        )}
      </p>
    </form>
  );
}
