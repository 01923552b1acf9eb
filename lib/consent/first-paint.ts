import { CONSENT_STORAGE_KEY } from './consent';

/**
 * The banner is rendered on the server, so a first visit paints it with the page instead of after
 * hydration (where it was the largest paint of small pages such as sign-in). A visitor who already
 * chose must not see it flash: this attribute, set on <html> before the first paint, hides it until
 * the consent script (lib/consent/browser-script.ts) has checked the stored choice.
 */
export const CONSENT_STORED_ATTRIBUTE = 'data-consent-stored';

/**
 * Runs inline (with the page's CSP nonce) before the body paints. A loose check on purpose: the consent script
 * applies the full one and shows the banner again for a record it rejects.
 */
export const CONSENT_FIRST_PAINT_SCRIPT =
  `try{if(JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||'null')?.necessary===true)` +
  `document.documentElement.setAttribute('${CONSENT_STORED_ATTRIBUTE}','')}catch(e){}`;
