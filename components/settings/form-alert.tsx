'use client';

import { formErrorOf, type ActionState } from '@/lib/actions/result';
import { useActionText } from '@/components/ui/use-action-text';

/**
 * A settings form's outcome: the refusal as an alert (role="alert", read out at once), or the
 * success sentence as a polite status. Field errors of fields the form does not show (hidden ids)
 * are form errors too, so no refusal goes unsaid.
 */
export function FormAlert<T>({ state, fields, success }: { state: ActionState<T>; fields: string[]; success?: string }) {
  const text = useActionText();
  const error = formErrorOf(state, fields);
  return (
    <div aria-live="polite">
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {text(error)}
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
