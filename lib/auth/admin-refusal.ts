import { render, say, type Said } from '@/lib/catalog/messages';
import { PASSWORD_MAX, PASSWORD_MIN, type PasswordProblem } from './password-policy';

/**
 * A refusal of the administration services (user-admin, workspace-admin): what was said, for the
 * command line to render in its language, and the English `message` rendered from it, which stays
 * word for word what these services have always returned (scripts and logs read it).
 */
export interface AdminRefusal {
  ok: false;
  message: string;
  said: Said;
}

export function refused(said: Said): AdminRefusal {
  return { ok: false, message: render(said, 'en'), said };
}

/** A refusal only its source can word (the database's, lib/db): passed on as is, framed in the reader's language. */
export function refusedAsWorded(reason: string): AdminRefusal {
  return refused(say('accounts.admin.refusedAsWorded', { reason }));
}

/** A password the policy refuses, with the policy's reason (texts accounts.password.*). */
export function passwordRefused(problem: PasswordProblem): AdminRefusal {
  return refused(say('accounts.admin.passwordRefused', { problem: say(`accounts.password.${problem}`, { min: PASSWORD_MIN, max: PASSWORD_MAX }) }));
}
