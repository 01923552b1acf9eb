'use client';

import { useTranslations } from 'next-intl';
import type { ActionState } from '@/lib/actions';
import { Alert } from '@/components/ui/alert';

/**
 * A settings form's outcome: the refusal as an alert (role="alert", read out at once), or the
 * success sentence as a polite status. Field errors of fields the form does not show (hidden ids)
 * are form errors too, so no refusal goes unsaid.
 */
export function FormAlert<T>({ state, fields, success }: { state: ActionState<T>; fields: string[]; success?: string }) {
  const t = useTranslations('settings.errors');
  const key = formErrorOf(state, fields);
  return (
    <div aria-live="polite">
      {key && (
        <Alert tone="error">
          {t.has(key) ? t(key) : t('unexpected')}
        </Alert>
      )}
      {state?.ok && success && (
        <Alert tone="success">
          {success}
        </Alert>
      )}
    </div>
  );
}

export function formErrorOf<T>(state: ActionState<T>, fields: string[]): string | undefined {
  if (!state || state.ok) return undefined;
  if (state.formError) return state.formError;
  return Object.entries(state.fieldErrors ?? {}).find(([field]) => !fields.includes(field))?.[1];
}

/** The error key of one shown field, if the last submission had one. */
export function fieldErrorOf<T>(state: ActionState<T>, field: string): string | undefined {
  return state && !state.ok ? state.fieldErrors?.[field] : undefined;
}
