'use server';

import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { routing } from '@/i18n/routing';
import { reportError } from '@/lib/monitoring';
import { createInquiryRecorder, inquiryRateLimiter, LOCALE_FIELD, processInquiry, type InquiryKind, type InquiryResult, type InquiryState } from '@/lib/data/inquiries';
import { clientKey } from '@/lib/http/rate-limit';
import { knownKey } from '@/i18n/message-keys';

/*
 * The server actions behind the contact, schedule-a-call and request-docs forms: one rate limit,
 * one validation path, one store for all three. Request headers are read here,
 * inside the action, and never while the page renders: the pages themselves stay static.
 */

async function submit(kind: InquiryKind, formData: FormData): Promise<InquiryResult> {
  const requested = formData.get(LOCALE_FIELD);
  const locale =
    typeof requested === 'string' && hasLocale(routing.locales, requested)
      ? requested
      : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'inquiryForm' });
  const key = clientKey(await headers());
  return processInquiry(kind, formData, {
    clientKey: key,
    limiter: inquiryRateLimiter(),
    record: createInquiryRecorder({ locale, clientKey: key }),
    // Keys come from the form schemas (lib/inquiries/schema.ts), all under `inquiryForm.errors`.
    translate: (key, values) => (knownKey(t, key) ? t(key, values) : key),
    now: new Date(),
    onStorageError: (error) => reportError(error, { area: 'inquiries', kind }),
  });
}

export async function submitContact(_previous: InquiryState, formData: FormData): Promise<InquiryResult> {
  return submit('contact', formData);
}

export async function submitCallRequest(_previous: InquiryState, formData: FormData): Promise<InquiryResult> {
  return submit('callRequest', formData);
}

export async function submitDocsRequest(_previous: InquiryState, formData: FormData): Promise<InquiryResult> {
  return submit('docsRequest', formData);
}
