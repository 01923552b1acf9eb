import type { FormAnswer, FormAnswerRules } from '@/lib/http';
import { LIMITS } from '@/lib/data/inquiries/form-schema';
import { INQUIRY_RATE_LIMIT } from '@/lib/data/inquiries/rate-limit';
import { CALL_REQUEST_FIELDS, CONTACT_FIELDS, DOCS_REQUEST_FIELDS, type InquiryField, type InquiryKind } from '@/lib/data/inquiries/types';

/**
 * What a refused inquiry form carries back to its page (lib/http/form-answer.ts, decision 0025): its
 * field errors by code, every field as typed — a contact message cut to what the cookie holds, which
 * the page then says — and the minutes the rate limit asks to wait.
 */

/** Each form's page, without the locale. */
export const INQUIRY_PAGES: Record<InquiryKind, string> = {
  contact: '/contact',
  callRequest: '/schedule-a-call',
  docsRequest: '/request-docs',
};

/** The most characters kept of each field: the schemas' limits; the choices and the date are short. */
const KEPT_MAX: Record<InquiryField, number> = {
  name: LIMITS.name,
  email: LIMITS.email,
  company: LIMITS.company,
  message: LIMITS.messageMax,
  notes: LIMITS.notes,
  preferredDate: 10,
  timeWindow: 20,
  timezone: 64,
  topic: 20,
  documents: 20,
};

function rulesFor(fields: readonly InquiryField[]): FormAnswerRules<InquiryField> {
  return {
    errorPrefix: 'inquiryForm.errors.',
    fields,
    // In the form's order: a long message or notes come last and are what is cut to fit.
    kept: Object.fromEntries(fields.map((field) => [field, KEPT_MAX[field]])) as Record<InquiryField, number>,
    // Without the cookie, the whole window: the longest the wait can be.
    values: { rateLimited: { minutes: INQUIRY_RATE_LIMIT.windowMs / 60_000 } },
  };
}

export const INQUIRY_FORM_RULES: Record<InquiryKind, FormAnswerRules<InquiryField>> = {
  contact: rulesFor(CONTACT_FIELDS),
  callRequest: rulesFor(CALL_REQUEST_FIELDS),
  docsRequest: rulesFor(DOCS_REQUEST_FIELDS),
};

export type InquiryFormAnswer = FormAnswer<InquiryField>;
