import { z } from 'zod';
import { CALL_REQUEST_FIELDS, CALL_TOPICS, CONTACT_FIELDS, DOCS_REQUEST_FIELDS, INQUIRY_ERROR_KEYS, type InquiryData, type InquiryErrorKey, type InquiryField, type InquiryKind, REQUESTED_DOCUMENTS, TIME_WINDOWS } from './types';

export const LIMITS = {
  name: 120,
  company: 120,
  email: 254,
  messageMin: 10,
  messageMax: 5000,
  notes: 2000,
  /** A call can be requested for tomorrow at the earliest and this many days ahead at the latest. */
  daysAhead: 90,
} as const;

const DAY_MS = 86_400_000;

const name = z.string().trim().min(1, 'nameRequired').max(LIMITS.name, 'nameTooLong');
const email = z
  .string()
  .trim()
  .min(1, 'emailRequired')
  .max(LIMITS.email, 'emailTooLong')
  .pipe(z.email('emailInvalid'));
const emptyToUndefined = (value: string) => (value === '' ? undefined : value);

export const contactSchema = z.object({
  name,
  email,
  company: z.string().trim().max(LIMITS.company, 'companyTooLong').transform(emptyToUndefined),
  message: z
    .string()
    .trim()
    .min(LIMITS.messageMin, 'messageTooShort')
    .max(LIMITS.messageMax, 'messageTooLong'),
});

/** True for names the runtime knows as IANA time zones (`Europe/Berlin`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (value === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Today's calendar date (YYYY-MM-DD) where the visitor is: "tomorrow" in Tokyo is not tomorrow in Denver. */
export function calendarDateIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The call-request rules depend on the clock, so the schema is made for a given moment. */
export function callRequestSchema(now: Date) {
  return z
    .object({
      name,
      email,
      company: z.string().trim().min(1, 'companyRequired').max(LIMITS.company, 'companyTooLong'),
      preferredDate: z.string().trim().refine(isCalendarDate, 'dateInvalid'),
      timeWindow: z.enum(TIME_WINDOWS, 'timeWindowInvalid'),
      timezone: z.string().trim().refine(isTimeZone, 'timezoneInvalid'),
      topic: z.enum(CALL_TOPICS, 'topicInvalid'),
      notes: z.string().trim().max(LIMITS.notes, 'notesTooLong').transform(emptyToUndefined),
    })
    .superRefine((value, ctx) => {
      if (!isCalendarDate(value.preferredDate)) return;
      const today = calendarDateIn(isTimeZone(value.timezone) ? value.timezone : 'UTC', now);
      const ahead = daysBetween(today, value.preferredDate);
      if (ahead < 1) ctx.addIssue({ code: 'custom', path: ['preferredDate'], message: 'dateNotFuture' });
      else if (ahead > LIMITS.daysAhead)
        ctx.addIssue({ code: 'custom', path: ['preferredDate'], message: 'dateTooFar' });
    });
}

export const docsRequestSchema = z.object({
  name,
  email,
  company: z.string().trim().min(1, 'companyRequired').max(LIMITS.company, 'companyTooLong'),
  documents: z.enum(REQUESTED_DOCUMENTS, 'documentsInvalid'),
  notes: z.string().trim().max(LIMITS.notes, 'notesTooLong').transform(emptyToUndefined),
});

export type ParsedInquiry<K extends InquiryKind> =
  | { ok: true; data: InquiryData[K] }
  | { ok: false; fieldErrors: Partial<Record<InquiryField, InquiryErrorKey>> };

const FIELDS: Record<InquiryKind, readonly InquiryField[]> = {
  contact: CONTACT_FIELDS,
  callRequest: CALL_REQUEST_FIELDS,
  docsRequest: DOCS_REQUEST_FIELDS,
};

/** A form's fields as sent: FormData, or a url-encoded body's URLSearchParams. */
export type SentFields = { get(name: string): FormDataEntryValue | null };

/** The form's own fields as strings; anything missing or not text (a file) counts as empty. */
export function readInquiryFields(
  kind: InquiryKind,
  formData: SentFields,
): Partial<Record<InquiryField, string>> {
  const values: Partial<Record<InquiryField, string>> = {};
  for (const field of FIELDS[kind]) {
    const value = formData.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

export function parseInquiry<K extends InquiryKind>(
  kind: K,
  formData: SentFields,
  now: Date,
): ParsedInquiry<K> {
  const values = readInquiryFields(kind, formData);
  const schema = kind === 'contact' ? contactSchema : kind === 'docsRequest' ? docsRequestSchema : callRequestSchema(now);
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data as InquiryData[K] };

  // The first problem per field is the one worth showing; the rest usually follow from it.
  const fieldErrors: Partial<Record<InquiryField, InquiryErrorKey>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as InquiryField | undefined;
    if (field === undefined || fieldErrors[field] !== undefined) continue;
    fieldErrors[field] = (INQUIRY_ERROR_KEYS as readonly string[]).includes(issue.message)
      ? (issue.message as InquiryErrorKey)
      : fallbackKey(field);
  }
  return { ok: false, fieldErrors };
}

/** Issues zod raises on its own (wrong type) still need a message the visitor can read. */
function fallbackKey(field: InquiryField): InquiryErrorKey {
  const byField: Record<InquiryField, InquiryErrorKey> = {
    name: 'nameRequired',
    email: 'emailInvalid',
    company: 'companyTooLong',
    message: 'messageTooShort',
    preferredDate: 'dateInvalid',
    timeWindow: 'timeWindowInvalid',
    timezone: 'timezoneInvalid',
    topic: 'topicInvalid',
    notes: 'notesTooLong',
    documents: 'documentsInvalid',
  };
  return byField[field];
}
