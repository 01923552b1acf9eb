'use client';

import { useActionState, useState } from 'react';
import type { ActionState } from '@/lib/actions/result';
import type { FormAction } from '@/lib/actions/result';
import { FormAlert } from './form-alert';

interface Props<T> {
  action: FormAction<T>;
  /** Hidden fields the action reads: the workspace and the record's id. */
  fields: Record<string, string>;
  /** The first button's text, and its accessible name (which names the record). */
  label: string;
  accessibleLabel: string;
  /** The sentence shown with the second click: what stops working. */
  question: string;
  confirm: string;
  cancel: string;
  onDone(): void;
}

/**
 * Removing something others rely on (an API key, a learned term) takes a second click next to a
 * sentence that says what it changes; a refusal is shown where the button was.
 */
export function ConfirmedRemoval<T>({ action, fields, label, accessibleLabel, question, confirm, cancel, onDone }: Props<T>) {
  const [confirming, setConfirming] = useState(false);
  const [state, formAction, pending] = useActionState(async (previous: ActionState<T>, form: FormData) => {
    const result = await action(previous, form);
    if (result?.ok) onDone();
    setConfirming(false);
    return result;
  }, null);
  return (
    <div className="space-y-2">
      {confirming ? (
        <form action={formAction} className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-2">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <p className="text-sm text-red-900">{question}</p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={pending} className="btn-primary min-h-11">
              {confirm}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className="btn-secondary min-h-11">
              {cancel}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} aria-label={accessibleLabel} className="btn-secondary min-h-11">
          {label}
        </button>
      )}
      <FormAlert state={state} fields={[]} />
    </div>
  );
}
