import { processRateLimiter, type SlidingWindowRateLimiter } from '@/lib/http/rate-limit';
import type { AuthBackend, AuthFailure, SignUpLinks } from './backend';
import { getAuthBackend } from './current-backend';
import { passwordProblem } from './password-policy';

/** Sign-ups per client address: a person needs one, an office a few; a script needs many. */
export const SIGN_UP_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

/** One limiter per process. */
export function signUpRateLimiter(): SlidingWindowRateLimiter {
  return processRateLimiter('sign-up', SIGN_UP_RATE_LIMIT);
}

export type SignUpResult = { ok: true } | { ok: false; reason: 'throttled' } | { ok: false; reason: 'failure'; failure: AuthFailure };

/**
 * Sign-up, the same for both backends:
 * - counted against the client's address before anything is checked (the count is taken
 *   synchronously, before the first await, so parallel requests cannot all pass);
 * - the password rule runs with the e-mail, before the auth service sees the password;
 * - an address that already has an account gets the same answer as a new one — the owner is told
 *   by mail instead — so the form cannot be used to find out who has an account.
 */
export async function signUpAccount(
  input: { email: string; password: string; username: string },
  links: SignUpLinks,
  clientKey: string,
  options: { backend?: AuthBackend; limiter?: SlidingWindowRateLimiter } = {},
): Promise<SignUpResult> {
  if (!(options.limiter ?? signUpRateLimiter()).attempt(clientKey).allowed) return { ok: false, reason: 'throttled' };
  const problem = passwordProblem(input.password, { email: input.email });
  if (problem) return { ok: false, reason: 'failure', failure: { kind: 'passwordRefused', problem } };

  const result = await (options.backend ?? getAuthBackend()).signUp(input, links);
  if (!result.ok && result.failure.kind !== 'emailTaken') return { ok: false, reason: 'failure', failure: result.failure };
  return { ok: true };
}
