import { render, say, type Said } from '@/lib/catalog/messages';
import { refusalSaid, type Refusal } from '@/lib/db';
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

/**
 * A refusal of the data layer, framed in the reader's language: its text when it has one; Postgres's
 * own words (lib/db) stay the English answer and, in another language, follow the generic reason.
 */
export function refusedAsWorded(refusal: Pick<Refusal, 'code' | 'message' | 'said'>): AdminRefusal {
  return refused(say('accounts.admin.refusedAsWorded', { reason: refusalSaid(refusal) }));
}

/** A password the policy refuses, with the policy's reason (texts accounts.password.*). */
export function passwordRefused(problem: PasswordProblem): AdminRefusal {
  return refused(say('accounts.admin.passwordRefused', { problem: say(`accounts.password.${problem}`, { min: PASSWORD_MIN, max: PASSWORD_MAX }) }));
}
