'use client';

import { useActionState, useId, type ReactNode } from 'react';
import { formErrorOf, type ActionState } from '@/lib/actions/result';
import { actionText, textsTranslator } from '@/components/ui/action-text';
import { Alert } from '@/components/ui/alert';
import { controlClass, Field } from '@/components/ui/field';

export interface AuthField {
  name: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  /** Key under `auth.fields`. */
  label: string;
  /** Key under `auth.fields`. */
  hint?: string;
  defaultValue?: string;
}

/**
 * The form's texts in the page's language (from `authFormTexts()`): fields by key under
 * `auth.fields`, errors by full message key (`auth.errors.emailInvalid`, `actions.unexpected`).
 */
export interface AuthFormTexts {
  fields: Record<string, string>;
  errors: Record<string, string>;
}

interface Props<T> {
  action: (state: ActionState<T>, formData: FormData) => Promise<ActionState<T>>;
  fields: AuthField[];
  texts: AuthFormTexts;
  hidden?: Record<string, string>;
  submitLabel: string;
  pendingLabel: string;
  /** Shown instead of the form once the action succeeded (for flows that do not redirect). */
  successMessage?: string;
  footer?: ReactNode;
}

/**
 * The form behind every auth screen: visible labels, hints tied to their inputs, errors announced to
 * screen readers and tied to the field they concern, the submit button named and disabled while busy.
 */
export function AuthForm<T>({ action, fields, texts, hidden, submitLabel, pendingLabel, successMessage, footer }: Props<T>) {
  const [state, formAction, pending] = useActionState<ActionState<T>, FormData>(action, null);
  const formId = useId();

  if (state?.ok && successMessage) {
    return (
      <Alert tone="success" as="div">
        {successMessage}
        {footer && <div className="mt-4">{footer}</div>}
      </Alert>
    );
  }

  const fieldErrors = state && !state.ok ? (state.fieldErrors ?? {}) : {};
  // An error about an input the visitor cannot see (a hidden token, `next`) would otherwise show
  // nowhere, and the form would just sit there: it becomes the form's error.
  const formError = formErrorOf(
    state,
    fields.map((field) => field.name),
  );
  const t = textsTranslator(texts.errors);

  return (
    <form action={formAction} noValidate className="space-y-5">
      {hidden && Object.entries(hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <div aria-live="assertive" id={`${formId}-error`}>
        {formError && (
          <Alert tone="error">
            {actionText(t, formError)}
          </Alert>
        )}
      </div>
      {fields.map((field) => {
        const id = `${formId}-${field.name}`;
        const error = fieldErrors[field.name];
        return (
          <Field key={field.name} id={id} label={texts.fields[field.label]} hint={field.hint && texts.fields[field.hint]} error={error && actionText(t, error)}>
            {(control) => (
              <input
                {...control}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                defaultValue={field.defaultValue}
                required
                className={controlClass}
              />
            )}
          </Field>
        );
      })}
      <button type="submit" disabled={pending} className="btn-primary min-h-11 w-full">
        {pending ? pendingLabel : submitLabel}
      </button>
      {footer}
    </form>
  );
}
