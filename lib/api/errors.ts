import type { Finding } from '@/lib/catalog';
import { findingMessage, messageLocale, render, say, type MessageLocale, type Said } from '@/lib/catalog/messages';
import { refusalSaid, type Refusal } from '@/lib/db';
import { sizeRefusalOf } from '@/lib/http/upload';

/**
 * Every error the API answers, by HTTP status. The body is always
 * `{ error: { code, message, finding? } }`; `code` is stable and meant for programs, `message` for people.
 */
export const API_ERRORS = {
  missing_api_key: 401,
  invalid_api_key: 401,
  insufficient_scope: 403,
  not_allowed: 403,
  not_found: 404,
  invalid_request: 400,
  invalid_upload: 400,
  conflict: 409,
  upload_too_large: 413,
  quota_exceeded: 413,
  body_too_large: 413,
  rate_limited: 429,
  internal_error: 500,
  unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** A refusal on its way out: becomes the JSON error body with its status. */
export interface ApiProblem {
  ok: false;
  status: number;
  code: ApiErrorCode;
  message: string;
  /** The message as a text, rendered in the caller's Accept-Language when the answer is written; `message` is its English. */
  said?: Said;
  /** The engine's finding behind an upload refusal (type, encoding, size, zip checks). */
  finding?: Finding;
  /** Each line of a refused file (learned terms), with where and what to do. */
  problems?: LineProblem[];
  headers?: Record<string, string>;
}

/** One problem with one line of a file a request sent. */
export interface LineProblem {
  line: number;
  column?: string;
  code: string;
  message: string;
}

/** A refusal; given as a text (`say(...)`), its message is said in the caller's language, its code never changes. */
export function problem(code: ApiErrorCode, message: string | Said, extra: { finding?: Finding; problems?: LineProblem[]; headers?: Record<string, string> } = {}): ApiProblem {
  if (typeof message === 'string') return { ok: false, status: API_ERRORS[code], code, message, ...extra };
  return { ok: false, status: API_ERRORS[code], code, message: render(message, 'en'), said: message, ...extra };
}

/** The kinds of record an API answer can fail to find (texts/api.ts names each in every language). */
export type NotFoundWhat = 'job' | 'export' | 'upload' | 'batch' | 'workspace' | 'savedMapping' | 'learnedTerm' | 'record';

/** The one answer for anything the key cannot see, whether it exists elsewhere or not at all. */
export function notFound(what: NotFoundWhat): ApiProblem {
  return problem('not_found', say('api.notFound', { what }));
}

/** A list's cursor that the list did not give out (tampered with, or from another list). */
export function badCursor(): ApiProblem {
  return problem('invalid_request', say('api.badCursor'));
}

/**
 * lib/data and lib/jobs refusals → API errors, said in the caller's language. not_found stays
 * not_found (another workspace's records are never confirmed); not_allowed is the creator's role; an
 * upload refusal keeps its finding.
 */
export function fromRefusal(refusal: Refusal & { finding?: Finding }, what: NotFoundWhat = 'record'): ApiProblem {
  const finding = refusal.finding ? { finding: refusal.finding } : {};
  const reason = refusalSaid(refusal);
  switch (refusal.code) {
    case 'not_found':
      return notFound(what);
    case 'not_allowed':
      return problem('not_allowed', say('api.keyRole', { reason }));
    case 'conflict':
      return problem('conflict', reason);
    case 'invalid':
      if (sizeRefusalOf(refusal) === 'too_large') return problem('upload_too_large', reason, finding);
      if (sizeRefusalOf(refusal) === 'quota_exceeded') return problem('quota_exceeded', reason, finding);
      if (refusal.finding) return problem('invalid_upload', reason, finding);
      return problem('invalid_request', reason);
  }
}

/** The caller's language from its Accept-Language (English without one). */
export const requestLocale = (request: Request): MessageLocale => messageLocale(request.headers.get('accept-language'));

/**
 * What the error body says (`{ error: <these> }`): its message in `locale` when the problem was given
 * as a text, and so is its finding's (the finding keeps its code and parameters).
 */
export function problemFields(
  p: ApiProblem,
  locale: MessageLocale = 'en',
): { code: ApiErrorCode; message: string; finding?: Finding; problems?: LineProblem[] } {
  const message = p.said ? render(p.said, locale) : p.message;
  const finding = p.finding ? { finding: { ...p.finding, message: findingMessage(p.finding, locale) } } : {};
  return { code: p.code, message, ...finding, ...(p.problems ? { problems: p.problems } : {}) };
}
