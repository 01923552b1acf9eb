import type { RecordInquiry } from './record';
import { parseInquiry, readInquiryFields } from './form-schema';
import { HONEYPOT_FIELD, type InquiryField, type InquiryKind, type InquiryResult } from './types';

/** Translates a key of the `inquiryForm` message namespace. */
export type TranslateInquiry = (key: string, values?: Record<string, string | number>) => string;

export interface InquiryContext {
  /** The client's rate-limit identity (see `clientKey`). */
  clientKey: string;
  limiter: { attempt(key: string): { allowed: boolean; retryAfterMs: number } };
  record: RecordInquiry;
  translate: TranslateInquiry;
  now: Date;
  /** Told about storage failures the visitor only sees as a polite form error. */
  onStorageError?: (error: unknown) => void;
}

/**
 * One submission of a public form, from FormData to the state the form shows next: validate, then
 * rate-limit, then store. Every failure comes back as a translated value; nothing here throws.
 */
export async function processInquiry(
  kind: InquiryKind,
  formData: FormData,
  context: InquiryContext,
): Promise<InquiryResult> {
  const { translate } = context;
  const values = readInquiryFields(kind, formData);

  // People never see the honeypot; a bot that fills it in is told "sent" and nothing is stored.
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { ok: true };

  const parsed = parseInquiry(kind, formData, context.now);
  if (!parsed.ok) {
    const fieldErrors: Partial<Record<InquiryField, string>> = {};
    for (const [field, key] of Object.entries(parsed.fieldErrors) as [InquiryField, string][]) {
      fieldErrors[field] = translate(`errors.${key}`);
    }
    return { ok: false, fieldErrors, formError: translate('errors.checkFields'), values };
  }

  // Only well-formed submissions count: someone fixing typos should not lock themselves out.
  const decision = context.limiter.attempt(context.clientKey);
  if (!decision.allowed) {
    const minutes = Math.max(1, Math.ceil(decision.retryAfterMs / 60_000));
    return { ok: false, fieldErrors: {}, formError: translate('errors.rateLimited', { minutes }), values };
  }

  try {
    await context.record(kind, parsed.data);
  } catch (error) {
    context.onStorageError?.(error);
    return { ok: false, fieldErrors: {}, formError: translate('errors.storageFailed'), values };
  }
  return { ok: true };
}
