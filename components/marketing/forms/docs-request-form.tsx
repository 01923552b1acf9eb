'use client';

import { REQUESTED_DOCUMENTS } from '@/lib/data/inquiries/types';
import { ChoiceField, NotesField } from './choice-and-notes-fields';
import { ContactDetailsFields } from './contact-details-fields';
import { InquiryFormShell } from './inquiry-form-shell';
import type { InquiryFormLabels } from './labels';
import { useInquiryForm, type InquiryAction } from './use-inquiry-form';

/**
 * The request-docs form ("Request Docs" in the footer): which documents, for whom. Validation, rate
 * limiting and storage are the other inquiry forms' own, in the server action.
 */
export function DocsRequestForm({ action, locale, labels }: { action: InquiryAction; locale: string; labels: InquiryFormLabels }) {
  const { state, formAction, pending, errors, formError, values } = useInquiryForm(action, locale, labels);

  return (
    <InquiryFormShell state={state} formError={formError} pending={pending} formAction={formAction} locale={locale} labels={labels}>
      <ContactDetailsFields idPrefix="docs" labels={labels} errors={errors} values={values} companyRequired />
      <ChoiceField
        id="docs-documents"
        name="documents"
        label={labels.documents}
        optionalText={labels.optional}
        error={errors.documents}
        options={REQUESTED_DOCUMENTS}
        optionLabels={labels.documentOptions}
        defaultValue={values.documents ?? 'security'}
      />
      <NotesField id="docs-notes" label={labels.notes} optionalText={labels.optional} error={errors.notes} defaultValue={values.notes} />
    </InquiryFormShell>
  );
}
