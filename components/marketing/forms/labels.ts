import type { ReactNode } from 'react';
import type { CallTopic, RequestedDocuments, TimeWindow } from '@/lib/data/inquiries/types';

/** Every visible string of the inquiry forms, translated on the server and handed to the client island. */
export interface InquiryFormLabels {
  name: string;
  email: string;
  company: string;
  optional: string;
  required: string;
  message: string;
  messageHint: string;
  preferredDate: string;
  preferredDateHint: string;
  timeWindow: string;
  timeWindows: Record<TimeWindow, string>;
  timezone: string;
  timezoneHint: string;
  topic: string;
  topics: Record<CallTopic, string>;
  documents: string;
  documentOptions: Record<RequestedDocuments, string>;
  notes: string;
  honeypot: string;
  submit: string;
  sending: string;
  sentTitle: string;
  sentText: string;
  privacyNote: ReactNode;
  /** What a refused submission says, by full message key (`inquiryForm.errors.emailInvalid`), as raw ICU texts. */
  errorTexts: Record<string, string>;
}
