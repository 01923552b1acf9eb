export {
  CONSENT_STORAGE_KEY,
  ANALYTICS_CONSENT_EVENT,
  OPEN_COOKIE_SETTINGS_EVENT,
  ACCEPT_ALL,
  REJECT_ALL,
  MODAL_DEFAULTS,
  consentSchema,
  readConsent,
  saveConsent,
  type Consent,
  type ConsentChoice,
} from './consent';
