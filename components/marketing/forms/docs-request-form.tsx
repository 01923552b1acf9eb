'use client';

import { useActionState } from 'react';
import { REQUESTED_DOCUMENTS, type InquiryState } from '@/lib/data/inquiries/types';
import type { InquiryAction } from './contact-form';
import { ChoiceField, NotesField } from './choice-and-notes-fields';
import { ContactDetailsFields } from './contact-details-fields';
import { InquiryFormShell } from './inquiry-form-shell';
import type { InquiryFormLabels } from './labels';

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
