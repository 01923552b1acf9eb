'use client';

import { useActionState } from 'react';
import { REQUESTED_DOCUMENTS, type InquiryState } from '@/lib/inquiries/types';
import type { InquiryAction } from './contact-form';
import { controlClass, FormField } from './form-field';
import { ContactDetailsFields } from './contact-details-fields';
import { InquiryFormShell } from './inquiry-form-shell';
import type { InquiryFormLabels } from './labels';
import { LIMITS_FOR_FORMS } from './limits';

/**
 * The request-docs form ("Request Docs" in the footer): which documents, for whom. Validation, rate
 * limiting and storage are the other inquiry forms' own, in the server action.
 */
export function DocsRequestForm({ action, locale, labels }: { action: InquiryAction; locale: string; labels: InquiryFormLabels }) {
  const [state, formAction, pending] = useActionState<InquiryState, FormData>(action, null);
  const errors = state && !state.ok ? state.fieldErrors : {};
  const values = state && !state.ok ? state.values : {};

  return (
    <InquiryFormShell state={state} pending={pending} formAction={formAction} locale={locale} labels={labels}>
      <ContactDetailsFields idPrefix="docs" labels={labels} errors={errors} values={values} companyRequired />
      <FormField id="docs-documents" label={labels.documents} required optionalText={labels.optional} error={errors.documents}>
        {(control) => (
          <select
            {...control}
            name="documents"
            required
            defaultValue={values.documents ?? 'security'}
            className={controlClass(!!errors.documents)}
          >
            {REQUESTED_DOCUMENTS.map((documents) => (
              <option key={documents} value={documents}>
                {labels.documentOptions[documents]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="docs-notes" label={labels.notes} optionalText={labels.optional} error={errors.notes}>
        {(control) => (
          <textarea
            {...control}
            name="notes"
            rows={4}
            maxLength={LIMITS_FOR_FORMS.notes}
            defaultValue={values.notes}
            className={controlClass(!!errors.notes)}
          />
        )}
      </FormField>
    </InquiryFormShell>
  );
}
