import type { z } from 'zod';
import { actionError, actionOk } from '@/lib/actions/result';
import { answerFormPost, type FormPostDone, type TypedFields } from '@/lib/http';
import { clientKey, type SlidingWindowRateLimiter } from '@/lib/http/rate-limit';
import { localizedPath, requestHostOf, siteOrigin } from '@/lib/site';
import type { AuthBackend } from './backend';
import { getAuthBackend } from './current-backend';
import { authFailureResult } from './failure-result';
import { signInWithPassword } from './flows';
import { AUTH_FORM_RULES } from './form-answer';
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

/** Reads the post, runs `work`, answers (lib/http/form-post-answer.ts) with the auth forms' rules. */
function answer<S extends z.ZodType>(
  request: Request,
  locale: string,
  schema: S,
  page: string,
  work: (input: z.infer<S>) => Promise<FormPostDone>,
  keep?: (typed: TypedFields) => [string, string][],
): Promise<Response> {
  return answerFormPost(request, { locale, schema, page, rules: AUTH_FORM_RULES, work, keep, area: 'auth' });
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
