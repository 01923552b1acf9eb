import type { Finding } from '@/lib/catalog';
import type { Refusal } from '@/lib/db';

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

export function problem(code: ApiErrorCode, message: string, extra: { finding?: Finding; problems?: LineProblem[]; headers?: Record<string, string> } = {}): ApiProblem {
  return { ok: false, status: API_ERRORS[code], code, message, ...extra };
}

/** The one answer for anything the key cannot see, whether it exists elsewhere or not at all. */
export function notFound(what: string): ApiProblem {
  return problem('not_found', `No such ${what} in this API key's workspace.`);
}

/**
 * lib/workspace-data and lib/jobs refusals → API errors. not_found stays not_found (another workspace's
 * records are never confirmed); not_allowed is the creator's role; an upload refusal keeps its finding.
 */
export function fromRefusal(refusal: Refusal & { finding?: Finding }, what = 'record'): ApiProblem {
  const finding = refusal.finding ? { finding: refusal.finding } : {};
  switch (refusal.code) {
    case 'not_found':
      return notFound(what);
    case 'not_allowed':
      return problem('not_allowed', `${refusal.message} API keys act with the role of the owner who created them.`);
    case 'conflict':
      return problem('conflict', refusal.message);
    case 'invalid':
      if (refusal.finding?.code === 'UPLOAD_TOO_LARGE') return problem('upload_too_large', refusal.message, finding);
      if (refusal.finding?.code === 'UPLOAD_QUOTA_EXCEEDED') return problem('quota_exceeded', refusal.message, finding);
      if (refusal.finding) return problem('invalid_upload', refusal.message, finding);
      return problem('invalid_request', refusal.message);
  }
}

export function problemBody(p: ApiProblem): { error: { code: ApiErrorCode; message: string; finding?: Finding; problems?: LineProblem[] } } {
  return { error: { code: p.code, message: p.message, ...(p.finding ? { finding: p.finding } : {}), ...(p.problems ? { problems: p.problems } : {}) } };
}
