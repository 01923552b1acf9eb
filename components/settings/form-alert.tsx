'use client';

import { formErrorOf, type ActionState } from '@/lib/actions/result';
import { useActionText } from '@/components/ui/use-action-text';
import { Alert } from '@/components/ui/alert';

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
        <Alert tone="error">
          {text(error)}
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
