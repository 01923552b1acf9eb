import { CONSENT_CHANGED_EVENT, CONSENT_STORAGE_KEY } from './consent';

/**
 * localStorage as an external store for React's useSyncExternalStore: the banner re-renders when the
 * choice changes in this tab (our own event) or in another tab (the browser's `storage` event).
 */
export function subscribeConsent(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CONSENT_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
  };
}

/** The raw stored text: a string compares by value, so React sees no change until the text changes. */
export function consentSnapshot(): string {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}
