import { useTranslations } from 'next-intl';
import { DOCS_REQUEST_FIELDS, REQUESTED_DOCUMENTS, type InquiryField, type RequestedDocuments } from '@/lib/data/inquiries/types';
import type { FormAnswer } from '@/lib/http';
import { ChoiceField, NotesField } from './choice-and-notes-fields';
import { ContactDetailsFields } from './contact-details-fields';
import { InquiryPostForm } from './inquiry-post-form';

/**
 * The request-docs form ("Request Docs" in the footer): which documents, for whom. Validation, rate
 * limiting and storage are the other inquiry forms' own, in its route (lib/inquiries/form-posts.ts).
 */
export function DocsRequestForm({ action, answer, sent }: { action: string; answer: FormAnswer<InquiryField>; sent: boolean }) {
  const t = useTranslations('inquiryForm');
  const documentOptions = Object.fromEntries(REQUESTED_DOCUMENTS.map((d) => [d, t(`documentOptions.${d}`)])) as Record<RequestedDocuments, string>;
  return (
    <InquiryPostForm kind="docsRequest" action={action} fields={DOCS_REQUEST_FIELDS} answer={answer} sent={sent}>
      {(state) => (
        <>
          <ContactDetailsFields idPrefix="docs" state={state} companyRequired />
          <ChoiceField
            id="docs-documents"
            name="documents"
            label={t('documents')}
            optionalText={t('optional')}
            error={state.errors.documents}
            options={REQUESTED_DOCUMENTS}
            optionLabels={documentOptions}
            defaultValue={state.values.documents ?? 'security'}
            autoFocus={state.firstInvalid === 'documents'}
          />
          <NotesField
            id="docs-notes"
            label={t('notes')}
            optionalText={t('optional')}
            error={state.errors.notes}
            defaultValue={state.values.notes}
            autoFocus={state.firstInvalid === 'notes'}
          />
        </>
      )}
    </InquiryPostForm>
  );
}
