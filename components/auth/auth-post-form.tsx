import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { actionText, type KeyTranslator } from '@/components/ui/action-text';
import { Alert } from '@/components/ui/alert';
import { controlClass, Field } from '@/components/ui/field';
import { fieldErrorOf, formErrorOf } from '@/lib/actions/result';
import type { AuthFormAnswer, KeptField } from '@/lib/auth';

export interface AuthPostField {
  name: 'email' | 'password' | 'username';
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  /** Key under `auth.fields`. */
  label: 'email' | 'password' | 'newPassword' | 'username';
  /** Key under `auth.fields`. */
  hint?: 'passwordHint' | 'usernameHint';
  /** The browser's own checks, before anything is sent (the server checks again). */
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

interface Props {
  /** The route handler the form posts to (lib/auth/form-posts.ts), in the page's language. */
  action: string;
  fields: AuthPostField[];
  answer: AuthFormAnswer;
  hidden?: Record<string, string>;
  submitLabel: string;
  pendingLabel: string;
  footer?: ReactNode;
}

/**
 * The auth forms (sign-in, sign-up, forgot and reset password) as plain HTML (decision 0024): it posts to a route handler, which
 * answers 303 — on, or back here with the refusal (`answer`). As the React form it replaces: visible
 * labels, hints and errors tied to their inputs, the form's error announced, the typed e-mail and
 * username kept (never the password). The page's inline script (lib/site/form-page-script.ts) shows
 * `pendingLabel` while the post is on its way.
 */
export function AuthPostForm({ action, fields, answer, hidden, submitLabel, pendingLabel, footer }: Props) {
  const t = useTranslations() as unknown as KeyTranslator;
  const { refusal, typed } = answer;
  const formError = formErrorOf(
    refusal,
    fields.map((field) => field.name),
  );
  // After a refusal, the first field it names takes the focus, so the reader starts where the problem is.
  const firstInvalid = fields.find((field) => fieldErrorOf(refusal, field.name))?.name;
  return (
    <form method="post" action={action} data-pending-label={pendingLabel} className="space-y-5">
      {hidden && Object.entries(hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      <div aria-live="assertive" id="auth-form-error">
        {formError && <Alert tone="error">{actionText(t, formError)}</Alert>}
      </div>
      {fields.map((field) => {
        const error = fieldErrorOf(refusal, field.name);
        return (
          <Field
            key={field.name}
            id={`auth-${field.name}`}
            label={t(`auth.fields.${field.label}`)}
            hint={field.hint && t(`auth.fields.${field.hint}`)}
            error={error && actionText(t, error)}
          >
            {(control) => (
              <input
                {...control}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                defaultValue={field.name === 'password' ? undefined : typed[field.name as KeptField]}
                required
                minLength={field.minLength}
                maxLength={field.maxLength}
                pattern={field.pattern}
                autoFocus={field.name === firstInvalid}
                className={controlClass}
              />
            )}
          </Field>
        );
      })}
      <button type="submit" className="btn-primary min-h-11 w-full">
        {submitLabel}
      </button>
      {footer}
    </form>
  );
}
