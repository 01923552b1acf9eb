/**
 * The HTTP status of each refusal code the web upload paths answer with (`POST /api/uploads`, the
 * reference imports): one table, so the same refusal has the same status on every path. Each answer
 * names the codes it may use (UPLOAD_PROBLEM_CODES, REFERENCE_IMPORT_PROBLEM_CODES) from these.
 */
export const REFUSAL_STATUS = {
  unauthenticated: 401,
  cross_origin: 403,
  not_allowed: 403,
  not_found: 404,
  invalid: 400,
  conflict: 409,
  too_large: 413,
  quota_exceeded: 413,
  failed: 500,
} as const;

export type RefusalCode = keyof typeof REFUSAL_STATUS;

export function refusalStatus(code: RefusalCode): number {
  return REFUSAL_STATUS[code];
}
