/**
 * The one way a route handler refuses: a JSON body with a stable `code` (for programs) and a
 * `message` (for people), its status, and headers. Two body shapes are in use and both are pinned by
 * their readers, so the shape is a parameter, not a copy:
 * - `ok` — `{ ok: false, code, message, …details }`: the app's own JSON routes, whose pages tell an
 *   answer from a refusal by `ok` (polling, uploads, reference imports, downloads);
 * - `error` — `{ error: { code, message, …details } }`: the REST API v1 and /api/verify, the bodies
 *   documented for callers outside the app.
 */

export type ProblemShape = 'ok' | 'error';

/** A refusal's fields: `code` and `message`, then any details the route adds (a finding, a limit). */
export type ProblemFields = { code: string; message: string } & Record<string, unknown>;

export interface ProblemOptions {
  /** The body's shape (above); `ok` unless said. */
  shape?: ProblemShape;
  /** The response's headers, as they are: `Cache-Control: no-store` unless said (a refusal is never cached). */
  headers?: Record<string, string>;
}

export const NO_STORE: Readonly<Record<string, string>> = { 'Cache-Control': 'no-store' };

export function problemResponse(
  status: number,
  fields: ProblemFields,
  { shape = 'ok', headers = NO_STORE }: ProblemOptions = {},
): Response {
  const body = shape === 'ok' ? { ok: false, ...fields } : { error: fields };
  return Response.json(body, { status, headers });
}
