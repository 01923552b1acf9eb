'use client';

import type { InquiryField } from '@/lib/data/inquiries/types';
import { LIMITS_FOR_FORMS } from './limits';
import { controlClass, Field } from '@/components/ui/field';
import type { InquiryFormLabels } from './labels';

interface Props {
  /** Prefix for the inputs' ids, unique per form on a page. */
  idPrefix: string;
  labels: InquiryFormLabels;
  errors: Partial<Record<InquiryField, string>>;
  values: Partial<Record<InquiryField, string>>;
  /** A call request needs a company; a contact message does not. */
  companyRequired: boolean;
}

/** Name, email and company: the fields both public forms ask first. */
export function ContactDetailsFields({ idPrefix, labels, errors, values, companyRequired }: Props) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${idPrefix}-name`} label={labels.name} required optionalText={labels.optional} error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={LIMITS_FOR_FORMS.name}
              defaultValue={values.name}
              className={controlClass}
            />
          )}
        </Field>
        <Field id={`${idPrefix}-email`} label={labels.email} required optionalText={labels.optional} error={errors.email}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={LIMITS_FOR_FORMS.email}
              defaultValue={values.email}
              className={controlClass}
            />
          )}
        </Field>
      </div>
      <Field
        id={`${idPrefix}-company`}
        label={labels.company}
        required={companyRequired}
        optionalText={labels.optional}
        error={errors.company}
      >
        {(control) => (
          <input
            {...control}
            name="company"
            type="text"
            autoComplete="organization"
            required={companyRequired}
            maxLength={LIMITS_FOR_FORMS.company}
            defaultValue={values.company}
            className={controlClass}
          />
        )}
      </Field>
    </>
  );
}
