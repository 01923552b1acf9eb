import type { GetServerSidePropsContext } from 'next';
import { INVALID_INPUT_KEY, UNEXPECTED_KEY, type ActionMessage, type ActionRefusal, type MessageKey } from '@/lib/actions/result';

/**
 * How a refused plain HTML form reaches its page again (decisions 0024, 0025): the form posts to a
 * route handler, which answers 303 back to the page. What went wrong travels in the URL as codes — no
 * personal data, nothing the visitor typed; what the visitor typed (never a password) and the values
 * the refusal's message needs (an auth service's own words, the minutes to wait) travel in a
 * short-lived httpOnly cookie, for that page only, that the page reads once and clears. Either may be
 * missing or forged: the page shows only codes it has texts for, values only of the types its
 * messages expect, and the typed values only as the fields' values.
 *
 * The cookie is kept under the 4 KB browsers hold: a long free text (a contact message) is cut to
 * fit, from the last kept field backwards, and the answer says so (`cut`), so the page can tell the
 * visitor to check the end of what they wrote.
 */

export const FORM_COOKIE = 'ps_form';
export const FORM_COOKIE_SECONDS = 60;
/** The cookie's encoded value at most: with its name, under the 4,096 bytes a browser keeps per cookie. */
export const FORM_COOKIE_MAX_CHARS = 3800;

/** What one form family may say and keep on its way back. */
export interface FormAnswerRules<F extends string> {
  /** The prefix of the family's own refusal keys (`auth.errors.`): in the URL a key is its code after it. */
  errorPrefix: string;
  /** The fields whose errors the URL may name. */
  fields: readonly string[];
  /** The fields a refused form fills in again, with the most characters kept of each (a password is never one). */
  kept: Readonly<Record<F, number>>;
  /**
   * The values a refusal's message needs, by code, with what to say when the cookie is gone
   * (`{ authService: { message: '' } }`); only these names, of these types, are read back.
   */
  values?: Readonly<Record<string, Readonly<Record<string, string | number>>>>;
}

export interface FormAnswer<F extends string> {
  /** The refusal to show; null when the page was not sent back. */
  refusal: ActionRefusal | null;
  typed: Partial<Record<F, string>>;
  /** Something typed was longer than the cookie holds and comes back cut. */
  cut?: true;
}

const CODE = /^[A-Za-z]{1,40}$/;
const VALUE_MAX = 300;

/** A message key as a code for the URL: `auth.errors.invalidCredentials` → `invalidCredentials`. */
function codeOf(rules: FormAnswerRules<string>, key: string): string {
  if (key.startsWith(rules.errorPrefix)) return key.slice(rules.errorPrefix.length);
  return key === INVALID_INPUT_KEY ? 'invalidInput' : 'failed';
}

function keyOf(rules: FormAnswerRules<string>, code: string): MessageKey | null {
  if (code === 'invalidInput') return INVALID_INPUT_KEY;
  if (code === 'failed') return UNEXPECTED_KEY;
  return CODE.test(code) ? (`${rules.errorPrefix}${code}` as MessageKey) : null;
}

/** The query a refusal goes back with: `error=<code>`, and `invalid=<field>.<code>` per field error. */
export function refusalQuery(rules: FormAnswerRules<string>, refusal: ActionRefusal): [string, string][] {
  const query: [string, string][] = [['error', codeOf(rules, refusal.error.key)]];
  for (const [field, message] of Object.entries(refusal.fieldErrors ?? {})) {
    if (rules.fields.includes(field)) query.push(['invalid', `${field}.${codeOf(rules, message.key)}`]);
  }
  return query;
}

interface Stored {
  /** The page the answer is for (`/contact`). */
  p: string;
  t: Record<string, string>;
  v?: Record<string, string | number>;
  cut?: true;
}

const encoded = (stored: Stored) => encodeURIComponent(JSON.stringify(stored));

/** `text`'s first `n` code points (never half a character: an unpaired surrogate cannot be encoded). */
const headOf = (text: string, n: number) => Array.from(text).slice(0, n).join('');

/**
 * The cookie's value (JSON; formCookieHeader encodes it): for `page`, the kept fields as typed (each capped), and the
 * values the refusal's message needs. Cut to FORM_COOKIE_MAX_CHARS from the last kept field backwards.
 */
export function refusalCookie<F extends string>(rules: FormAnswerRules<F>, page: string, refusal: ActionRefusal, typed: Record<string, string>): string {
  const stored: Stored = { p: page, t: {} };
  const names = Object.keys(rules.kept) as F[];
  for (const field of names) {
    const value = typed[field];
    if (typeof value !== 'string') continue;
    stored.t[field] = headOf(value, rules.kept[field]);
    if (stored.t[field] !== value) stored.cut = true;
  }
  const wanted = rules.values?.[codeOf(rules, refusal.error.key)];
  if (wanted) {
    const v: Record<string, string | number> = {};
    for (const [name, fallback] of Object.entries(wanted)) {
      const value = refusal.error.values?.[name];
      if (typeof value === typeof fallback) v[name] = typeof value === 'string' ? value.slice(0, VALUE_MAX) : (value as number);
    }
    stored.v = v;
  }
  for (const field of [...names].reverse()) {
    if (encoded(stored).length <= FORM_COOKIE_MAX_CHARS) break;
    const text = stored.t[field];
    if (text === undefined) continue;
    // The longest head of this field that fits (binary search: the encoded length grows with it).
    const chars = Array.from(text);
    let [fits, over] = [0, chars.length];
    while (over - fits > 1) {
      const mid = (fits + over) >> 1;
      stored.t[field] = chars.slice(0, mid).join('');
      if (encoded({ ...stored, cut: true }).length <= FORM_COOKIE_MAX_CHARS) fits = mid;
      else over = mid;
    }
    stored.t[field] = chars.slice(0, fits).join('');
    stored.cut = true;
  }
  return JSON.stringify(stored);
}

/** The Set-Cookie header for the answer's cookie: `value` (refusalCookie's) for FORM_COOKIE_SECONDS, or '' to clear it. */
export function formCookieHeader(value: string, secure: boolean): string {
  return [`${FORM_COOKIE}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${value ? FORM_COOKIE_SECONDS : 0}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join(
    '; ',
  );
}

function storedOf(cookie: string | undefined, page: string): Stored | null {
  if (!cookie) return null;
  try {
    // As the request's cookie parser hands it over: decoded already.
    const parsed: unknown = JSON.parse(cookie);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const stored = parsed as Partial<Stored>;
    if (stored.p !== page || typeof stored.t !== 'object' || stored.t === null) return null;
    return stored as Stored;
  } catch {
    // A cookie we did not write: shown as nothing.
    return null;
  }
}

/**
 * What `page` shows after being sent back: the refusal rebuilt from the URL's codes (`knows` says which
 * message keys the page has texts for; others are dropped), and the cookie's values if it is this page's.
 */
export function readFormAnswer<F extends string>(
  rules: FormAnswerRules<F>,
  page: string,
  query: Record<string, string | string[] | undefined>,
  cookie: string | undefined,
  knows: (key: MessageKey) => boolean,
): FormAnswer<F> {
  const stored = storedOf(cookie, page);
  const typed: Partial<Record<F, string>> = {};
  for (const field of Object.keys(rules.kept) as F[]) {
    const value: unknown = stored?.t[field];
    if (typeof value === 'string' && Array.from(value).length <= rules.kept[field]) typed[field] = value;
  }
  const answer: FormAnswer<F> = { refusal: null, typed, ...(stored?.cut === true ? { cut: true as const } : {}) };

  const first = (name: string) => (Array.isArray(query[name]) ? query[name][0] : query[name]);
  const errorCode = first('error');
  const key = typeof errorCode === 'string' ? keyOf(rules, errorCode) : null;
  if (!key || !knows(key)) return answer;

  const wanted = rules.values?.[errorCode!];
  let error: ActionMessage = { key };
  if (wanted) {
    const values: Record<string, string | number> = {};
    for (const [name, fallback] of Object.entries(wanted)) {
      const value: unknown = stored?.v?.[name];
      const ok = typeof value === typeof fallback && (typeof value !== 'string' || value.length <= VALUE_MAX) && (typeof value !== 'number' || Number.isFinite(value));
      values[name] = ok ? (value as string | number) : fallback;
    }
    error = { key, values };
  }
  const fieldErrors: Record<string, ActionMessage> = {};
  for (const entry of [query.invalid ?? []].flat().slice(0, rules.fields.length)) {
    const [field = '', code = ''] = entry.split('.', 2);
    const fieldKey = keyOf(rules, code);
    if (rules.fields.includes(field) && fieldKey && knows(fieldKey)) fieldErrors[field] ??= { key: fieldKey };
  }
  return { ...answer, refusal: { ok: false, error, ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}) } };
}

/**
 * The answer for a Pages Router page's getServerSideProps, read once: the cookie is cleared with
 * this response, whichever page it was for.
 */
export function takeFormAnswer<F extends string>(
  context: GetServerSidePropsContext,
  rules: FormAnswerRules<F>,
  page: string,
  knows: (key: MessageKey) => boolean,
): FormAnswer<F> {
  const cookie = context.req.cookies[FORM_COOKIE];
  if (cookie !== undefined) context.res.setHeader('Set-Cookie', formCookieHeader('', false));
  return readFormAnswer(rules, page, context.query, cookie, knows);
}
