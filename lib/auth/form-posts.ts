import type { z } from 'zod';
import { actionError, actionOk, UNEXPECTED_KEY, type ActionResult } from '@/lib/actions/result';
import { NO_STORE, problemResponse, readFormPost } from '@/lib/http';
import { clientKey, type SlidingWindowRateLimiter } from '@/lib/http/rate-limit';
import { noteRequest, noteRequestError } from '@/lib/monitoring/request-notes';
import { localizedPath, requestHostOf, siteOrigin } from '@/lib/site';
import type { AuthBackend } from './backend';
import { secureCookies } from './cookie-security';
import { getAuthBackend } from './current-backend';
import { authFailureResult } from './failure-result';
import { signInWithPassword } from './flows';
import { AUTH_FORM_COOKIE, AUTH_FORM_COOKIE_SECONDS, refusalCookie, refusalQuery } from './form-answer';
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from './forms';
import { authLinks } from './links';
import { localRedirectTarget, safeNextPath } from './redirect-target';
import { requestMeta } from './request-meta';
import { signUpAccount } from './sign-up';

/**
 * The auth forms' posts (decision 0024): the sign-in, sign-up, forgot- and reset-password pages are
 * plain HTML, their forms post here (app/[locale]/(auth)/auth/<form>/route.ts), and every answer is a
 * 303 — on to the product, pending review or the page's "done" state, or back to the form with what
 * went wrong (form-answer.ts). The rules are the ones the server actions had: the same schemas, the
 * flows of flows.ts and sign-up.ts (rate limits, account status, the backend's session cookie), the
 * backend's reset, the same message keys.
 */

export interface AuthPostOptions {
  /** The tests' backend (with its own cookie jar); the request's otherwise. */
  backend?: AuthBackend;
  /** The tests' sign-up limiter; the process's otherwise. */
  limiter?: SlidingWindowRateLimiter;
}

/** Where a form's post ends: on to `location` (a local path), or back to the form with `query`. */
type Done = ActionResult<string>;

const REFUSED: Record<403 | 413 | 415, { code: string; message: string }> = {
  403: { code: 'cross_site', message: 'This form can only be sent from this site’s own pages.' },
  413: { code: 'too_large', message: 'The form sent more than any of our forms holds.' },
  415: { code: 'not_a_form', message: 'Send the form as application/x-www-form-urlencoded.' },
};

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, ...NO_STORE } });
}

function cookieHeader(value: string, maxAge: number): string {
  return [
    `${AUTH_FORM_COOKIE}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Reads the post, runs `work`, answers. `page` is the form's page (`/login`), `keep` the query it goes
 * back with besides the refusal's codes (sign-in's `next`).
 */
async function answer<S extends z.ZodType>(
  request: Request,
  locale: string,
  schema: S,
  page: string,
  work: (input: z.infer<S>) => Promise<Done>,
  keep: (typed: Record<string, string>) => [string, string][] = () => [],
): Promise<Response> {
  // The request log tells a route handler by its /api/ path (endpoint.ts); these live under the pages' paths.
  noteRequest({ kind: 'route' });
  const post = await readFormPost(request, schema);
  if (!post.ok && 'status' in post) {
    noteRequest({ outcome: 'refused' });
    return problemResponse(post.status, REFUSED[post.status]);
  }

  let done: Done;
  if (!post.ok) {
    noteRequest({ outcome: 'invalid' });
    done = post.refusal;
  } else {
    try {
      done = await work(post.input);
      noteRequest({ outcome: done.ok ? 'ok' : 'refused' });
    } catch (error) {
      console.error('[partsmith] auth form post failed', error);
      noteRequestError(error);
      noteRequest({ outcome: 'failed' });
      done = actionError(UNEXPECTED_KEY);
    }
  }

  if (done.ok) {
    const response = seeOther(done.data);
    // A refusal's leftovers are not shown on the next visit.
    response.headers.append('Set-Cookie', cookieHeader('', 0));
    return response;
  }
  const query = new URLSearchParams([...refusalQuery(done), ...keep(post.typed)]);
  const response = seeOther(`${localizedPath(locale, page)}?${query}`);
  response.headers.append('Set-Cookie', cookieHeader(refusalCookie(done, post.typed), AUTH_FORM_COOKIE_SECONDS));
  return response;
}

/** The sign-in form's post: on to `next` (a local path, else the dashboard), or back to /login. */
export function signInPost(request: Request, locale: string, options: AuthPostOptions = {}): Promise<Response> {
  return answer(
    request,
    locale,
    signInSchema,
    '/login',
    async ({ email, password, next }) => {
      const result = await signInWithPassword(email, password, requestMeta(request.headers), options.backend ?? getAuthBackend());
      if (result.ok) return actionOk(localizedPath(locale, safeNextPath(next)));
      if (result.reason === 'throttled') return actionError('auth.errors.throttled');
      if (result.reason === 'accountReview') return actionError(`auth.errors.${result.review.messageKey}`, { code: result.review.code });
      return authFailureResult(result.failure);
    },
    // Only a local path is carried back into the form, as the page itself does.
    (typed) => {
      const next = localRedirectTarget(typed.next);
      return next ? [['next', next]] : [];
    },
  );
}

/** The sign-up form's post: on to pending review (every new account waits there), or back to the form. */
export function signUpPost(request: Request, locale: string, options: AuthPostOptions = {}): Promise<Response> {
  return answer(request, locale, signUpSchema, '/auth/signup', async (input) => {
    const backend = options.backend ?? getAuthBackend();
    const links = authLinks(locale, backend.kind, siteOrigin(requestHostOf(request.headers)));
    const result = await signUpAccount(input, links, clientKey(request.headers), { backend, limiter: options.limiter });
    if (!result.ok) return result.reason === 'throttled' ? actionError('auth.errors.signUpThrottled') : authFailureResult(result.failure);
    // No sign-in check after sign-up (spec §4): every new account lands on pending review — and so
    // does a sign-up for an address that already had one, so the two cannot be told apart.
    await backend.signOut();
    return actionOk(localizedPath(locale, '/auth/pending-review'));
  });
}

/** The forgot-password form's post: the reset link is mailed (silently not, for an unknown address); the page says it was sent. */
export function forgotPasswordPost(request: Request, locale: string, options: AuthPostOptions = {}): Promise<Response> {
  return answer(request, locale, forgotPasswordSchema, '/auth/forgot-password', async ({ email }) => {
    const backend = options.backend ?? getAuthBackend();
    await backend.requestPasswordReset(email, authLinks(locale, backend.kind, siteOrigin(requestHostOf(request.headers))));
    return actionOk(`${localizedPath(locale, '/auth/forgot-password')}?sent=1`);
  });
}

/**
 * The reset-password form's post: the backend checks the token (embedded) or the recovery session
 * (Supabase) and the password rule. A refusal goes back with the e-mailed token, so the reader can try
 * another password; the token is what the link carried in its URL already.
 */
export function resetPasswordPost(request: Request, locale: string, options: AuthPostOptions = {}): Promise<Response> {
  return answer(
    request,
    locale,
    resetPasswordSchema,
    '/auth/reset-password',
    async ({ password, token }) => {
      const result = await (options.backend ?? getAuthBackend()).resetPassword(password, token);
      return result.ok ? actionOk(`${localizedPath(locale, '/auth/reset-password')}?done=1`) : authFailureResult(result.failure);
    },
    (typed) => {
      const token = resetPasswordSchema.shape.token.safeParse(typed.token);
      return token.success && token.data ? [['token', token.data]] : [];
    },
  );
}
