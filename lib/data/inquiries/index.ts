import 'server-only';

/**
 * Inquiries from the public site: form schemas, processing, storage, and the administrator's inbox.
 *
 * The server surface of `lib/data/inquiries` (pages, actions, route handlers, jobs, the CLI). Queries take a
 * `Queryable` from a scope in `@/lib/db`. Client components import `./types` only.
 */
export {
  CALL_REQUEST_FIELDS,
  CALL_TOPICS,
  CONTACT_FIELDS,
  DOCS_REQUEST_FIELDS,
  HONEYPOT_FIELD,
  INQUIRY_KINDS,
  INQUIRY_STATUSES,
  REQUESTED_DOCUMENTS,
  SUBMISSION_LOCALES,
  TIME_WINDOWS,
  type CallRequest,
  type CallRequestInput,
  type CallRequestSubmission,
  type CallTopic,
  type ContactSubmission,
  type ContactSubmissionInput,
  type ContactInquiry,
  type DocsRequest,
  type DocsRequestInput,
  type InboxInquiry,
  type InquiryData,
  type InquiryField,
  type InquiryKind,
  type InquiryStatus,
  type RequestedDocuments,
  type StoredInquiryKind,
  type SubmissionLocale,
  type TimeWindow,
} from './types';
export { processInquiry, type InquiryContext } from './process';
export { INQUIRY_ERROR_KEYS, INQUIRY_REFUSAL_KEYS, type InquiryErrorKey, type InquiryRefusalKey } from './types';
export {
  LIMITS,
  calendarDateIn,
  callRequestSchema,
  contactSchema,
  docsRequestSchema,
  isTimeZone,
  parseInquiry,
  readInquiryFields,
  type ParsedInquiry,
  type SentFields,
} from './form-schema';
export { INQUIRY_RATE_LIMIT, inquiryRateLimiter } from './rate-limit';
export { createInquiryRecorder, type RecordInquiry } from './record';
export {
  countRecentSubmissions,
  hashClientAddress,
  listCallRequests,
  listContactSubmissions,
  recordCallRequest,
  recordContactSubmission,
  recordDocsRequest,
} from './submissions';
export { INBOX_PAGE_MAX, listInquiries, setInquiryStatus, type InboxPage } from './inbox';
