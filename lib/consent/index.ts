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
