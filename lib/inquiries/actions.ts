'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { actionError, publicAction, UNEXPECTED_KEY } from '@/lib/actions';
import { reportError } from '@/lib/monitoring';
import { createInquiryRecorder, inquiryRateLimiter, LOCALE_FIELD, processInquiry, type InquiryKind } from '@/lib/data/inquiries';
import { clientKey } from '@/lib/http/rate-limit';

/*
 * The server actions behind the contact, schedule-a-call and request-docs forms: one rate limit,
 * one validation path, one store for all three. Request headers are read here,
 * inside the action, and never while the page renders: the pages themselves stay static.
 */

/**
 * The wrapper's schema takes only the page's locale (recorded with the submission; an unknown one
 * reads as English): the form's own fields are checked by processInquiry, after the honeypot, so a
 * bot is answered "sent" whatever else it filled in.
 */
const submission = z.object({ [LOCALE_FIELD]: z.enum(routing.locales).catch(routing.defaultLocale) });

function inquiryAction(kind: InquiryKind) {
  return publicAction(submission, async ({ locale }, { formData }) => {
    if (!formData) return actionError(UNEXPECTED_KEY);
    const key = clientKey(await headers());
    return processInquiry(kind, formData, {
      clientKey: key,
      limiter: inquiryRateLimiter(),
      record: createInquiryRecorder({ locale, clientKey: key }),
      now: new Date(),
      onStorageError: (error) => reportError(error, { area: 'inquiries', kind }),
    });
  });
}

export const submitContact = inquiryAction('contact');
export const submitCallRequest = inquiryAction('callRequest');
export const submitDocsRequest = inquiryAction('docsRequest');
