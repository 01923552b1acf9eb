'use client';

import { LIMITS_FOR_FORMS } from './limits';
import { controlClass, Field } from '@/components/ui/field';
import { ContactDetailsFields } from './contact-details-fields';
import { InquiryFormShell } from './inquiry-form-shell';
import type { InquiryFormLabels } from './labels';
import { useInquiryForm, type InquiryAction } from './use-inquiry-form';

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
  const { state, formAction, pending, errors, formError, values } = useInquiryForm(action, locale, labels);

  return (
    <InquiryFormShell state={state} formError={formError} pending={pending} formAction={formAction} locale={locale} labels={labels}>
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
