import { actionError, type ActionRefusal, type MessageKey } from './result';

/**
 * A refusal from the data layer (an `Outcome`'s `{ code, message }`) as an action's answer. Its
 * `message` is English for logs and never reaches the page: the code picks a message key — the
 * action's own words for the refusals it can explain, the shared `actions.refused.*` otherwise.
 */
export const REFUSED_KEYS: Record<string, MessageKey> = {
  not_allowed: 'actions.refused.notAllowed',
  not_found: 'actions.refused.notFound',
  invalid: 'actions.refused.invalid',
  conflict: 'actions.refused.conflict',
};

export function refused(
  refusal: { code: string },
  keys: Partial<Record<string, MessageKey>> = {},
): ActionRefusal {
  return actionError(keys[refusal.code] ?? REFUSED_KEYS[refusal.code] ?? 'actions.unexpected', {
    code: refusal.code,
  });
}
