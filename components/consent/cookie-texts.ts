import { serverTexts } from '@/i18n/server-texts';

const COOKIE_TEXT_KEYS = [
  'bannerTitle',
  'bannerText',
  'learnMore',
  'settings',
  'rejectAll',
  'acceptAll',
  'modalTitle',
  'modalIntro',
  'necessary',
  'necessaryDescription',
  'functional',
  'functionalDescription',
  'analytics',
  'analyticsDescription',
  'marketing',
  'marketingDescription',
  'alwaysOn',
  'save',
  'close',
] as const;

/** What the cookie banner and its dialog say. */
export type CookieTexts = Record<(typeof COOKIE_TEXT_KEYS)[number], string>;

/**
 * The banner's texts in the page's language, translated on the server: the banner is on every page,
 * and handing it its strings keeps next-intl's client runtime off the public pages.
 */
export function cookieTexts(): Promise<CookieTexts> {
  return serverTexts('cookies', COOKIE_TEXT_KEYS);
}
