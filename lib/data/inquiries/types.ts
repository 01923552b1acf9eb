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

/** The languages a stored submission records (`locale` on the three submission tables). */
export const SUBMISSION_LOCALES = ['en', 'de', 'fr', 'es', 'it'] as const;
export type SubmissionLocale = (typeof SUBMISSION_LOCALES)[number];

/** What storing a submission adds to the form's fields: the page's language and who sent it, hashed. */
export interface SubmissionMeta {
  /** English when not given. */
  locale?: SubmissionLocale;
  /** `hashClientAddress(ip, secret)`; never the address itself. */
  ipHash?: string | null;
}

export type ContactSubmissionInput = ContactInquiry & SubmissionMeta;
export type CallRequestInput = CallRequest & SubmissionMeta;
export type DocsRequestInput = DocsRequest & SubmissionMeta;

/**
 * A stored submission as an administrator lists it: the form's fields (an optional one null when
 * the visitor left it out), the language it was sent in, and its id and time. The client's hash is
 * not read back.
 */
export type StoredSubmission<T> = { [K in keyof T]-?: Partial<Pick<T, K>> extends Pick<T, K> ? Exclude<T[K], undefined> | null : T[K] } & {
  id: string;
  locale: SubmissionLocale;
  createdAt: Date;
};

export type ContactSubmission = StoredSubmission<ContactInquiry>;
export type CallRequestSubmission = StoredSubmission<CallRequest>;

/** The platform team's handling of a public-form submission, the same on each of the three tables. */
export const INQUIRY_STATUSES = ['new', 'handled'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** The three tables behind the platform team's inbox (`public.inquiries`), as the inbox names them. */
export const INQUIRY_KINDS = ['contact', 'callRequest', 'docsRequest'] as const;
export type StoredInquiryKind = (typeof INQUIRY_KINDS)[number];

export interface InboxInquiry {
  kind: StoredInquiryKind;
  id: string;
  createdAt: Date;
  name: string;
  email: string;
  company: string | null;
  locale: SubmissionLocale;
  /** The contact message, or the notes of a call or docs request. */
  message: string | null;
  /** Kind-specific fields: a call's preferredDate, timeWindow, timezone, topic; a docs request's documents. */
  details: Record<string, string>;
  status: InquiryStatus;
  handledAt: Date | null;
}

/**
 * What the forms' rules (form-schema.ts) answer with: each issue's message is a key in the
 * `inquiryForm.errors` message namespace, so the action can answer in the visitor's language.
 */
export const INQUIRY_ERROR_KEYS = [
  'nameRequired',
  'nameTooLong',
  'emailRequired',
  'emailTooLong',
  'emailInvalid',
  'companyRequired',
  'companyTooLong',
  'messageTooShort',
  'messageTooLong',
  'dateInvalid',
  'dateNotFuture',
  'dateTooFar',
  'timeWindowInvalid',
  'timezoneInvalid',
  'topicInvalid',
  'notesTooLong',
  'documentsInvalid',
] as const;
export type InquiryErrorKey = (typeof INQUIRY_ERROR_KEYS)[number];

/** Every text a refused submission may show, under `inquiryForm.errors`: the rules' and the form's own. */
export const INQUIRY_REFUSAL_KEYS = [...INQUIRY_ERROR_KEYS, 'checkFields', 'rateLimited', 'storageFailed'] as const;
export type InquiryRefusalKey = (typeof INQUIRY_REFUSAL_KEYS)[number];
