// zod/mini: this module runs in the browser on every page, where full zod would add ~100 KB.
import * as z from 'zod/mini';

/** localStorage key of the visitor's cookie choice (spec: "stored under a consent key plus date"). */
export const CONSENT_STORAGE_KEY = 'partsmith.cookie-consent';
/** Fired on window when analytics consent is granted, so analytics code can start without polling. */
export const ANALYTICS_CONSENT_EVENT = 'partsmith:analytics-consent-granted';
/** Fired on window whenever this tab stores a new choice (the `storage` event only reaches other tabs). */
export const CONSENT_CHANGED_EVENT = 'partsmith:consent-changed';
/** Fired on window by any "Cookie Settings" button outside the banner (e.g. on the Cookies page). */
export const OPEN_COOKIE_SETTINGS_EVENT = 'partsmith:open-cookie-settings';

export const consentSchema = z.object({
  necessary: z.literal(true),
  functional: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  date: z.iso.datetime(),
});

export type Consent = z.infer<typeof consentSchema>;
export type ConsentChoice = Omit<Consent, 'necessary' | 'date'>;

export const ACCEPT_ALL: ConsentChoice = { functional: true, analytics: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { functional: false, analytics: false, marketing: false };
/** What the settings modal shows before the visitor touches anything. */
export const MODAL_DEFAULTS: ConsentChoice = { functional: true, analytics: false, marketing: false };

/** A missing, unreadable or tampered record counts as "not decided": the banner shows again. */
export function readConsent(storage: Pick<Storage, 'getItem'>): Consent | null {
  try {
    return parseConsent(storage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function parseConsent(raw: string | null): Consent | null {
  try {
    if (!raw) return null;
    const parsed = consentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveConsent(
  choice: ConsentChoice,
  storage: Pick<Storage, 'setItem'>,
  target: Pick<EventTarget, 'dispatchEvent'>,
  previous: Consent | null,
  now = new Date(),
): Consent {
  const consent: Consent = { necessary: true, ...choice, date: now.toISOString() };
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  target.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: consent }));
  if (consent.analytics && !previous?.analytics) {
    target.dispatchEvent(new CustomEvent(ANALYTICS_CONSENT_EVENT, { detail: consent }));
  }
  return consent;
}
