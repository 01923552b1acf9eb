export {
  CONSENT_STORAGE_KEY,
  ANALYTICS_CONSENT_EVENT,
  OPEN_COOKIE_SETTINGS_EVENT,
  CONSENT_CHANGED_EVENT,
  ACCEPT_ALL,
  REJECT_ALL,
  MODAL_DEFAULTS,
  type Consent,
  type ConsentChoice,
} from './consent';
export { CONSENT_STORED_ATTRIBUTE, CONSENT_FIRST_PAINT_SCRIPT } from './first-paint';
export { CONSENT_SCRIPT, CONSENT_SCRIPT_SETTINGS, consentBehaviour, type ConsentApi } from './browser-script';
