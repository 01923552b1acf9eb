import type { z } from 'zod';
import { actionError, fieldErrorsOf, INVALID_INPUT_KEY, type ActionRefusal } from '@/lib/actions/result';
import { readCappedText } from './capped-text';
import { isSameOriginRequest } from './same-origin';

/** More than the auth forms send (an e-mail, a password of at most 1,024 characters, a path); a form with free text passes its own. */
export const FORM_POST_MAX_BYTES = 16_384;

/** What was typed, field by field (the last value of a repeated name); never trusted, only shown back. */
export type TypedFields = Record<string, string>;

export type FormPost<T> =
  | { ok: true; input: T; typed: TypedFields }
  /** The schema refused the input: the same refusal a server action answers (field errors by message key). */
  | { ok: false; refusal: ActionRefusal; typed: TypedFields }
  /** Not a post this route takes at all: another site's page (403), too big (413), not a form (415). */
  | { ok: false; status: 403 | 413 | 415 };

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * A plain HTML form's POST to a route handler (the auth and inquiry pages ship no JavaScript,
 * decisions 0024, 0025): what Next checks for a server action, checked here — the request comes from this
 * site's own pages (Origin / Sec-Fetch-Site, isSameOriginRequest), so another site cannot post the
 * form with a visitor's browser — then a small url-encoded body, parsed with the form's schema as the
 * server actions' core does.
 */
export async function readFormPost<S extends z.ZodType>(request: Request, schema: S, maxBytes = FORM_POST_MAX_BYTES): Promise<FormPost<z.infer<S>>> {
  if (!isSameOriginRequest(request.headers)) return { ok: false, status: 403 };
  const type = request.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase();
  if (type !== FORM_TYPE) return { ok: false, status: 415 };
  const body = await readCappedText(request, maxBytes);
  if (body === null) return { ok: false, status: 413 };
  const fields = new URLSearchParams(body);
  const raw: Record<string, string | string[]> = {};
  const typed: TypedFields = {};
  for (const [name, value] of fields) {
    const before = raw[name];
    raw[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
    typed[name] = value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, refusal: { ...actionError(INVALID_INPUT_KEY, { code: 'invalid' }), fieldErrors: fieldErrorsOf(parsed.error) }, typed };
  }
  return { ok: true, input: parsed.data, typed };
}
