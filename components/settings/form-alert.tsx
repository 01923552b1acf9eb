'use client';

import { useTranslations } from 'next-intl';
import type { ActionState } from '@/lib/actions';

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
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {t.has(key) ? t(key) : t('unexpected')}
        </p>
      )}
      {state?.ok && success && (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {success}
        </p>
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
