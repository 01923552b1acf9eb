import { useTranslations } from 'next-intl';
import { controlClass, Field } from '@/components/ui/field';
import { CONTACT_FIELDS, type InquiryField } from '@/lib/data/inquiries/types';
import type { FormAnswer } from '@/lib/http';
import { ContactDetailsFields } from './contact-details-fields';
import { InquiryPostForm } from './inquiry-post-form';
import { LIMITS_FOR_FORMS } from './limits';

/** The contact form. Validation, rate limiting and storage happen in its route (lib/inquiries/form-posts.ts). */
export function ContactForm({ action, answer, sent }: { action: string; answer: FormAnswer<InquiryField>; sent: boolean }) {
  const t = useTranslations('inquiryForm');
  return (
    <InquiryPostForm kind="contact" action={action} fields={CONTACT_FIELDS} answer={answer} sent={sent}>
      {(state) => (
        <>
          <ContactDetailsFields idPrefix="contact" state={state} companyRequired={false} />
          <Field id="contact-message" label={t('message')} required optionalText={t('optional')} hint={t('messageHint')} error={state.errors.message}>
            {(control) => (
              <textarea
                {...control}
                name="message"
                rows={6}
                required
                maxLength={LIMITS_FOR_FORMS.messageMax}
                defaultValue={state.values.message}
                autoFocus={state.firstInvalid === 'message'}
                className={controlClass}
              />
            )}
          </Field>
        </>
      )}
    </InquiryPostForm>
  );
}
