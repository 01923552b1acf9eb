import { actionError, actionOk, type ActionMessage, type ActionResult, type MessageKey } from '@/lib/actions/result';
import type { RecordInquiry } from './record';
import { parseInquiry, readInquiryFields, type SentFields } from './form-schema';
import { HONEYPOT_FIELD, type InquiryErrorKey, type InquiryField, type InquiryKind, type InquiryRefusalKey } from './types';

export interface InquiryContext {
  /** The client's rate-limit identity (see `clientKey`). */
  clientKey: string;
  limiter: { attempt(key: string): { allowed: boolean; retryAfterMs: number } };
  record: RecordInquiry;
  now: Date;
  /** Told about storage failures the visitor only sees as a polite form error. */
  onStorageError?: (error: unknown) => void;
}

/** A refusal's text: the schemas name their problems by key under `inquiryForm.errors`, as the form does its own. */
const errorKey = (key: InquiryRefusalKey): MessageKey => `inquiryForm.errors.${key}`;

/**
 * One submission of a public form, from its fields to the route's answer: validate, then
 * rate-limit, then store. Every failure comes back as a message key (the form says it in the
 * page's language) with what the visitor typed, so the form keeps it; nothing here throws.
 */
export async function processInquiry(kind: InquiryKind, formData: SentFields, context: InquiryContext): Promise<ActionResult<undefined>> {
  const input = readInquiryFields(kind, formData);

  // People never see the honeypot; a bot that fills it in is told "sent" and nothing is stored.
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return actionOk(undefined);

  const parsed = parseInquiry(kind, formData, context.now);
  if (!parsed.ok) {
    const fieldErrors: Partial<Record<InquiryField, ActionMessage>> = {};
    for (const [field, key] of Object.entries(parsed.fieldErrors) as [InquiryField, InquiryErrorKey][]) {
      fieldErrors[field] = { key: errorKey(key) };
    }
    return { ...actionError(errorKey('checkFields'), { code: 'invalid' }), fieldErrors, input };
  }

  // Only well-formed submissions count: someone fixing typos should not lock themselves out.
  const decision = context.limiter.attempt(context.clientKey);
  if (!decision.allowed) {
    const minutes = Math.max(1, Math.ceil(decision.retryAfterMs / 60_000));
    return { ...actionError(errorKey('rateLimited'), { code: 'rate_limited', values: { minutes } }), input };
  }

  try {
    await context.record(kind, parsed.data);
  } catch (error) {
    context.onStorageError?.(error);
    return { ...actionError(errorKey('storageFailed'), { code: 'unexpected' }), input };
  }
  return actionOk(undefined);
}
