export { submitContact, submitCallRequest, submitDocsRequest } from './actions';
export { processInquiry, type InquiryContext, type TranslateInquiry } from './process';
export {
  contactSchema,
  callRequestSchema,
  docsRequestSchema,
  parseInquiry,
  readInquiryFields,
  isTimeZone,
  calendarDateIn,
  LIMITS,
  INQUIRY_ERROR_KEYS,
  type InquiryErrorKey,
  type ParsedInquiry,
} from './schema';
export { inquiryRateLimiter, INQUIRY_RATE_LIMIT } from './rate-limit';
export { createInquiryRecorder, type RecordInquiry } from './record';
export {
  CALL_TOPICS,
  TIME_WINDOWS,
  REQUESTED_DOCUMENTS,
  CONTACT_FIELDS,
  CALL_REQUEST_FIELDS,
  DOCS_REQUEST_FIELDS,
  HONEYPOT_FIELD,
  LOCALE_FIELD,
  type InquiryKind,
  type InquiryField,
  type InquiryResult,
  type InquiryState,
  type ContactInquiry,
  type CallRequest,
  type DocsRequest,
  type RequestedDocuments,
  type InquiryData,
  type CallTopic,
  type TimeWindow,
} from './types';
