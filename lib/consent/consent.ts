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

/*
 * Checked by hand, not with a zod schema: this module runs in the browser on every public page, and
 * even zod/mini cost those pages 23 KB of gzipped JavaScript (issue 15's budget is 150 KB a page).
 */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/;

/** The record as a Consent, keeping only its own fields; null when any is missing or of another kind. */
export function asConsent(value: unknown): Consent | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const flags = [v.functional, v.analytics, v.marketing];
  if (v.necessary !== true || flags.some((f) => typeof f !== 'boolean')) return null;
  if (typeof v.date !== 'string' || !ISO_UTC.test(v.date) || Number.isNaN(Date.parse(v.date))) return null;
  return { necessary: true, functional: v.functional as boolean, analytics: v.analytics as boolean, marketing: v.marketing as boolean, date: v.date };
}

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
    return asConsent(JSON.parse(raw));
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
