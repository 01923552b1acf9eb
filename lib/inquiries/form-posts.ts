import { z } from 'zod';
import { actionOk } from '@/lib/actions/result';
import { createInquiryRecorder, inquiryRateLimiter, processInquiry, type InquiryKind, type SubmissionLocale } from '@/lib/data/inquiries';
import type { Db } from '@/lib/db';
import { answerFormPost } from '@/lib/http';
import { clientKey, type SlidingWindowRateLimiter } from '@/lib/http/rate-limit';
import { reportError } from '@/lib/monitoring';
import { localizedPath } from '@/lib/site';
import { INQUIRY_FORM_RULES, INQUIRY_PAGES } from './form-answer';

/**
 * The contact, schedule-a-call and request-docs forms' posts (decision 0025): the pages are plain
 * HTML, their forms post here (app/[locale]/(marketing)/<page>/send/route.ts), and the answer is a
 * 303 — to the page's thank-you state (`?sent=1`), or back to the form with what went wrong
 * (form-answer.ts). What the server actions ran, unchanged: processInquiry (the honeypot, the
 * schemas, 5 well-formed submissions per client in 10 minutes keyed on the client's address as
 * decision 0007 reads it, storage as the anonymous visitor, a storage failure reported), the same
 * message keys. The page's language is the route's, recorded with the submission.
 */

/**
 * More than a contact message of 5,000 characters sends url-encoded (a character can take 9 bytes),
 * so the schema, not the cap, tells a visitor their message is too long.
 */
export const INQUIRY_POST_MAX_BYTES = 65_536;

export interface InquiryPostOptions {
  /** The tests' limiter and database; the process's otherwise. */
  limiter?: SlidingWindowRateLimiter;
  db?: Db;
}

/** The body's own fields are processInquiry's to check (after the honeypot); the post is read as it comes. */
const anyFields = z.object({});

export function inquiryPost(kind: InquiryKind, request: Request, locale: SubmissionLocale, options: InquiryPostOptions = {}): Promise<Response> {
  const page = INQUIRY_PAGES[kind];
  return answerFormPost(request, {
    locale,
    schema: anyFields,
    page,
    rules: INQUIRY_FORM_RULES[kind],
    maxBytes: INQUIRY_POST_MAX_BYTES,
    area: 'inquiry',
    work: async (_input, typed) => {
      const key = clientKey(request.headers);
      const result = await processInquiry(kind, new URLSearchParams(typed), {
        clientKey: key,
        limiter: options.limiter ?? inquiryRateLimiter(),
        record: createInquiryRecorder({ locale, clientKey: key }, options.db),
        now: new Date(),
        onStorageError: (error) => reportError(error, { area: 'inquiries', kind }),
      });
      return result.ok ? actionOk(`${localizedPath(locale, page)}?sent=1`) : result;
    },
  });
}
