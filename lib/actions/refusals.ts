import type { Locale } from 'next-intl';
import { getLocale } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { render, type Said } from '@/lib/catalog/messages';
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

/**
 * A refusal that says why in the engine's catalogue (`said`: the upload was purged, the release
 * cannot be loaded) is more precise than the shared words for its code, so the reader gets that
 * reason, rendered in the page's language here on the server (the catalogue stays out of the
 * browser) as the value of `actions.refused.said`. The action's own key for the code still comes
 * first: it was chosen for that form.
 */
export async function refused(
  refusal: { code: string; said?: Said },
  keys: Partial<Record<string, MessageKey>> = {},
): Promise<ActionRefusal> {
  return refusalIn(refusal, keys, refusal.said ? await getLocale() : routing.defaultLocale);
}

/** `refused` in a given language (the page's, which `refused` asks next-intl for). */
export function refusalIn(
  refusal: { code: string; said?: Said },
  keys: Partial<Record<string, MessageKey>>,
  locale: Locale,
): ActionRefusal {
  const own = keys[refusal.code];
  if (!own && refusal.said) return actionError('actions.refused.said', { code: refusal.code, values: { reason: render(refusal.said, locale) } });
  return actionError(own ?? REFUSED_KEYS[refusal.code] ?? 'actions.unexpected', { code: refusal.code });
}
