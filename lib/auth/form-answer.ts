import { INVALID_INPUT_KEY, UNEXPECTED_KEY, type ActionMessage, type ActionRefusal, type MessageKey } from '@/lib/actions/result';

/**
 * How a refused sign-in or sign-up reaches the page again (decision 0023, addendum): the form posts to a
 * route handler, which answers 303 back to the page. What went wrong travels in the URL as codes — no
 * personal data, nothing the visitor typed; what the visitor typed (their e-mail, username; never the
 * password) and the auth service's own words travel in a short-lived httpOnly cookie the page reads
 * once and clears. Either may be missing or forged: the page shows only codes it has texts for, and
 * the typed values only as the fields' values.
 */

export const AUTH_FORM_COOKIE = 'ps_auth_form';
export const AUTH_FORM_COOKIE_SECONDS = 60;

/** The fields a refused form fills in again. The password is never among them. */
export const KEPT_FIELDS = ['email', 'username'] as const;
export type KeptField = (typeof KEPT_FIELDS)[number];

/** The fields of the auth forms whose errors may be named in the URL (the token is hidden: its error is the form's). */
const FIELDS = new Set(['email', 'username', 'password', 'token']);
const CODE = /^[A-Za-z]{1,40}$/;
const AUTH_ERRORS = 'auth.errors.';
const KEPT_MAX = 320;
const SAID_MAX = 300;

/** A message key as a code for the URL: `auth.errors.invalidCredentials` → `invalidCredentials`. */
function codeOf(key: string): string {
  if (key.startsWith(AUTH_ERRORS)) return key.slice(AUTH_ERRORS.length);
  return key === INVALID_INPUT_KEY ? 'invalidInput' : 'failed';
}

function keyOf(code: string): MessageKey | null {
  if (code === 'invalidInput') return INVALID_INPUT_KEY;
  if (code === 'failed') return UNEXPECTED_KEY;
  return CODE.test(code) ? (`${AUTH_ERRORS}${code}` as MessageKey) : null;
}

/** The query a refusal goes back with: `error=<code>`, and `invalid=<field>.<code>` per field error. */
export function refusalQuery(refusal: ActionRefusal): [string, string][] {
  const query: [string, string][] = [['error', codeOf(refusal.error.key)]];
  for (const [field, message] of Object.entries(refusal.fieldErrors ?? {})) {
    if (FIELDS.has(field)) query.push(['invalid', `${field}.${codeOf(message.key)}`]);
  }
  return query;
}

/** The cookie's value: the kept fields as typed (capped), and the auth service's words if it said any. */
export function refusalCookie(refusal: ActionRefusal, typed: Record<string, string>): string {
  const kept: Record<string, string> = {};
  for (const field of KEPT_FIELDS) if (typeof typed[field] === 'string') kept[field] = typed[field].slice(0, KEPT_MAX);
  const said = refusal.error.values?.message;
  return JSON.stringify(typeof said === 'string' ? { ...kept, said: said.slice(0, SAID_MAX) } : kept);
}

export interface AuthFormAnswer {
  /** The refusal to show, as the server action answered it; null when the page was not sent back. */
  refusal: ActionRefusal | null;
  typed: Partial<Record<KeptField, string>>;
}

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

/**
 * What the page shows after being sent back: the refusal rebuilt from the URL's codes (`knows` says
 * which message keys the page has texts for; others are dropped), and the cookie's values.
 */
export function readAuthFormAnswer(
  query: Record<string, string | string[] | undefined>,
  cookie: string | undefined,
  knows: (key: MessageKey) => boolean,
): AuthFormAnswer {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = cookie ? JSON.parse(cookie) : {};
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
  } catch {
    // A cookie we did not write: shown as nothing.
  }
  const typed: AuthFormAnswer['typed'] = {};
  for (const field of KEPT_FIELDS) {
    const value = text(stored[field], KEPT_MAX);
    if (value !== undefined) typed[field] = value;
  }

  const first = (name: string) => (Array.isArray(query[name]) ? query[name][0] : query[name]);
  const errorCode = first('error');
  const key = typeof errorCode === 'string' ? keyOf(errorCode) : null;
  if (!key || !knows(key)) return { refusal: null, typed };

  const said = text(stored.said, SAID_MAX);
  const error = key === `${AUTH_ERRORS}authService` ? { key, values: { message: said ?? '' } } : { key };
  const fieldErrors: Record<string, ActionMessage> = {};
  for (const entry of [query.invalid ?? []].flat().slice(0, FIELDS.size)) {
    const [field = '', code = ''] = entry.split('.', 2);
    const fieldKey = keyOf(code);
    if (FIELDS.has(field) && fieldKey && knows(fieldKey)) fieldErrors[field] ??= { key: fieldKey };
  }
  return { refusal: { ok: false, error, ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}) }, typed };
}
