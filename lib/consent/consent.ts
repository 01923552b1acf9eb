/** localStorage key of the visitor's cookie choice (spec: "stored under a consent key plus date"). */
export const CONSENT_STORAGE_KEY = 'partsmith.cookie-consent';
/** Fired on window when analytics consent is granted, so analytics code can start without polling. */
export const ANALYTICS_CONSENT_EVENT = 'partsmith:analytics-consent-granted';
/** Fired on window whenever this tab stores a new choice (the `storage` event only reaches other tabs). */
export const CONSENT_CHANGED_EVENT = 'partsmith:consent-changed';
/** Fired on window by any "Cookie Settings" button outside the banner (e.g. on the Cookies page). */
export const OPEN_COOKIE_SETTINGS_EVENT = 'partsmith:open-cookie-settings';

/** The stored choice: necessary cookies always on, three categories, and when it was made. */
export interface Consent {
  necessary: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
  /** ISO 8601 date-time in UTC (`2026-11-26T09:30:00.000Z`). */
  date: string;
}

export type ConsentChoice = Omit<Consent, 'necessary' | 'date'>;

export const ACCEPT_ALL: ConsentChoice = { functional: true, analytics: true, marketing: true };
export const REJECT_ALL: ConsentChoice = { functional: false, analytics: false, marketing: false };
/** What the settings modal shows before the visitor touches anything. */
export const MODAL_DEFAULTS: ConsentChoice = { functional: true, analytics: false, marketing: false };
