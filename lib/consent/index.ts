export {
  CONSENT_STORAGE_KEY,
  ANALYTICS_CONSENT_EVENT,
  OPEN_COOKIE_SETTINGS_EVENT,
  CONSENT_CHANGED_EVENT,
  ACCEPT_ALL,
  REJECT_ALL,
  MODAL_DEFAULTS,
  asConsent,
  readConsent,
  parseConsent,
  saveConsent,
  type Consent,
  type ConsentChoice,
} from './consent';
export { subscribeConsent, consentSnapshot } from './store';
export { CONSENT_STORED_ATTRIBUTE, CONSENT_FIRST_PAINT_SCRIPT } from './first-paint';
