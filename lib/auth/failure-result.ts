import { actionError, INVALID_INPUT_KEY, type ActionRefusal } from '@/lib/actions/result';
import type { AuthFailure } from './backend';

/** An auth failure as a form answer: a key under `auth.errors` (the service's own message as its value). */
export function authFailureResult(failure: AuthFailure): ActionRefusal {
  if (failure.kind === 'service') return actionError('auth.errors.authService', { values: { message: failure.message } });
  // A refused password is the password field's problem, shown next to it.
  if (failure.kind === 'passwordRefused') {
    return { ...actionError(INVALID_INPUT_KEY, { code: 'invalid' }), fieldErrors: { password: { key: `auth.errors.${failure.problem}` } } };
  }
  return actionError(`auth.errors.${failure.kind}`);
}
