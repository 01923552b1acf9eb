'use client';

import { useActionState } from 'react';
import type { InquiryResult, InquiryState } from '@/lib/inquiries/types';
import { LIMITS_FOR_FORMS } from './limits';
import { controlClass, FormField } from './form-field';
import { InquiryFormShell } from './inquiry-form-shell';
import type { InquiryFormLabels } from './labels';

export type InquiryAction = (state: InquiryState, formData: FormData) => Promise<InquiryResult>;

/** The contact form. Validation, rate limiting and storage happen in the server action. */
export function ContactForm({
  action,
  locale,
  labels,
}: {
  action: InquiryAction;
  locale: string;
  labels: InquiryFormLabels;
}) {
  const [state, formAction, pending] = useActionState<InquiryState, FormData>(action, null);
  const errors = state && !state.ok ? state.fieldErrors : {};
  const values = state && !state.ok ? state.values : {};

  return (
    <InquiryFormShell state={state} pending={pending} formAction={formAction} locale={locale} labels={labels}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="contact-name"
          label={labels.name}
          required
          optionalText={labels.optional}
          error={errors.name}
        >
          {(control) => (
            <input
              {...control}
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={LIMITS_FOR_FORMS.name}
              defaultValue={values.name}
              className={controlClass(!!errors.name)}
            />
          )}
        </FormField>
        <FormField
          id="contact-email"
          label={labels.email}
          required
          optionalText={labels.optional}
          error={errors.email}
        >
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={LIMITS_FOR_FORMS.email}
              defaultValue={values.email}
              className={controlClass(!!errors.email)}
            />
          )}
        </FormField>
      </div>
      <FormField
        id="contact-company"
        label={labels.company}
        optionalText={labels.optional}
        error={errors.company}
      >
        {(control) => (
          <input
            {...control}
            name="company"
            type="text"
            autoComplete="organization"
            maxLength={LIMITS_FOR_FORMS.company}
            defaultValue={values.company}
            className={controlClass(!!errors.company)}
          />
        )}
      </FormField>
      <FormField
        id="contact-message"
        label={labels.message}
        required
        optionalText={labels.optional}
        hint={labels.messageHint}
        error={errors.message}
      >
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            required
            maxLength={LIMITS_FOR_FORMS.messageMax}
            defaultValue={values.message}
            className={controlClass(!!errors.message)}
          />
        )}
      </FormField>
    </InquiryFormShell>
  );
}
