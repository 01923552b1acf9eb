import { actionError, type ActionResult } from '@/lib/actions';
import type { AuthFailure } from './backend';

/** An auth failure as a form answer: a key under `auth.errors` (service messages pass through). */
export function authFailureResult(failure: AuthFailure): ActionResult<never> {
  if (failure.kind === 'service') return { ok: false, formError: 'authService', fieldErrors: { _service: failure.message } };
  // A refused password is the password field's problem, shown next to it.
  if (failure.kind === 'passwordRefused') return { ok: false, fieldErrors: { password: failure.problem } };
  return actionError(failure.kind);
}
