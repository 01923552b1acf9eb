'use client';

import { useActionState } from 'react';
import type { InquiryResult, InquiryState } from '@/lib/data/inquiries/types';
import { LIMITS_FOR_FORMS } from './limits';
import { controlClass, Field } from '@/components/ui/field';
import { ContactDetailsFields } from './contact-details-fields';
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
      <ContactDetailsFields idPrefix="contact" labels={labels} errors={errors} values={values} companyRequired={false} />
      <Field
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
            className={controlClass}
          />
        )}
      </Field>
    </InquiryFormShell>
  );
}
