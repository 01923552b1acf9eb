import { actionOk, publicAction } from '@/lib/actions';
import type { AuthBackend } from './backend';
import { getAuthBackend } from './current-backend';
import { authFailureResult } from './failure-result';
import { resetPasswordSchema } from './forms';

/**
 * The reset-password form's server action: the form schema (which must let every token the e-mail
 * carries through), then the backend, which checks the token and the password rule.
 */
export function resetPasswordForm(backend: () => AuthBackend = getAuthBackend) {
  return publicAction(resetPasswordSchema, async ({ password, token }) => {
    const result = await backend().resetPassword(password, token);
    return result.ok ? actionOk(undefined) : authFailureResult(result.failure);
  });
}
