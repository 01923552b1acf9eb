/** The kinds of message the public site accepts: /contact, /schedule-a-call and /request-docs. */
export type InquiryKind = 'contact' | 'callRequest' | 'docsRequest';

export const CALL_TOPICS = ['demo', 'pilot', 'pricing', 'integration', 'standards', 'other'] as const;
export type CallTopic = (typeof CALL_TOPICS)[number];

export const TIME_WINDOWS = ['morning', 'afternoon'] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];

/** What a docs request asks for: security overview, DPA, API reference, standards coverage, a sample evidence bundle. */
export const REQUESTED_DOCUMENTS = ['security', 'dpa', 'api', 'standards', 'evidence', 'other'] as const;
export type RequestedDocuments = (typeof REQUESTED_DOCUMENTS)[number];

export interface ContactInquiry {
  name: string;
  email: string;
  company?: string;
  message: string;
}

export interface CallRequest {
  name: string;
  email: string;
  company: string;
  /** ISO calendar date (YYYY-MM-DD) in the visitor's own time zone. */
  preferredDate: string;
  timeWindow: TimeWindow;
  /** IANA time zone name, e.g. Europe/Berlin. */
  timezone: string;
  topic: CallTopic;
  notes?: string;
}

export interface DocsRequest {
  name: string;
  email: string;
  company: string;
  documents: RequestedDocuments;
  notes?: string;
}

export interface InquiryData {
  contact: ContactInquiry;
  callRequest: CallRequest;
  docsRequest: DocsRequest;
}

export const CONTACT_FIELDS = ['name', 'email', 'company', 'message'] as const;
export const CALL_REQUEST_FIELDS = [
  'name',
  'email',
  'company',
  'preferredDate',
  'timeWindow',
  'timezone',
  'topic',
  'notes',
] as const;

export const DOCS_REQUEST_FIELDS = ['name', 'email', 'company', 'documents', 'notes'] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type CallRequestField = (typeof CALL_REQUEST_FIELDS)[number];
export type DocsRequestField = (typeof DOCS_REQUEST_FIELDS)[number];
export type InquiryField = ContactField | CallRequestField | DocsRequestField;

/** Name of the hidden field bots fill in and people never see. */
export const HONEYPOT_FIELD = 'website';
/** Name of the hidden field carrying the page's locale, which a stored submission records. */
export const LOCALE_FIELD = 'locale';

/** The languages a stored submission records (`locale` on the three submission tables). */
export const SUBMISSION_LOCALES = ['en', 'de', 'fr', 'es', 'it'] as const;
export type SubmissionLocale = (typeof SUBMISSION_LOCALES)[number];

/** The platform team's handling of a public-form submission, the same on each of the three tables. */
export const INQUIRY_STATUSES = ['new', 'handled'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export type { InboxInquiry, StoredInquiryKind } from './inbox';
