import type { Said } from '@/lib/catalog/messages';
import { actionError, type ActionRefusal, type MessageKey } from './result';

/**
 * A refusal from the data layer (an `Outcome`'s `{ code, message, said? }`) as an action's answer.
 * Its `message` is English for logs and never reaches the page: the action's own words for the
 * refusals it can explain; else the data layer's reason when it said one (`actions.refused.said`,
 * rendered in the reader's language by the action core); else the shared `actions.refused.*`.
 */
export const REFUSED_KEYS: Record<string, MessageKey> = {
  not_allowed: 'actions.refused.notAllowed',
  not_found: 'actions.refused.notFound',
  invalid: 'actions.refused.invalid',
  conflict: 'actions.refused.conflict',
};

export function refused(
  refusal: { code: string; said?: Said },
  keys: Partial<Record<string, MessageKey>> = {},
): ActionRefusal {
  const own = keys[refusal.code];
  if (!own && refusal.said && REFUSED_KEYS[refusal.code]) {
    const answer = actionError('actions.refused.said', { code: refusal.code });
    return { ...answer, error: { ...answer.error, said: refusal.said } };
  }
  return actionError(own ?? REFUSED_KEYS[refusal.code] ?? 'actions.unexpected', {
    code: refusal.code,
  });
}
