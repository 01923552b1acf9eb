import {
  ACCEPT_ALL,
  ANALYTICS_CONSENT_EVENT,
  CONSENT_CHANGED_EVENT,
  CONSENT_STORAGE_KEY,
  MODAL_DEFAULTS,
  OPEN_COOKIE_SETTINGS_EVENT,
  REJECT_ALL,
  type Consent,
  type ConsentChoice,
} from './consent';
import { CONSENT_STORED_ATTRIBUTE } from './first-paint';

/** What the script needs to know, handed in as one JSON argument. */
export interface ConsentScriptSettings {
  key: string;
  storedAttribute: string;
  changedEvent: string;
  analyticsEvent: string;
  openEvent: string;
  acceptAll: ConsentChoice;
  rejectAll: ConsentChoice;
  modalDefaults: ConsentChoice;
}

export interface ConsentApi {
  /** The stored choice when it is whole; null (no decision: the banner shows) for anything else. */
  read(): Consent | null;
  /** Stores a choice with the date, marks the page, and tells the page (and analytics, when newly allowed). */
  save(choice: ConsentChoice, now?: Date): Consent;
  open(): void;
  close(): void;
}

/**
 * The cookie banner's and settings dialog's behaviour, the one implementation on every page of both
 * routers (decision 0023): the public pages the Pages Router renders carry no React, so the banner and
 * dialog are server-rendered markup (components/consent/cookie-consent.tsx) and this function, inlined
 * with the page's CSP nonce (CONSENT_SCRIPT), does the rest on the same storage record.
 *
 * Self-contained on purpose: its source text is what runs in the browser, so it reads nothing from
 * outside its parameters (no imports, no module constants) and uses no syntax a build would rewrite
 * through a helper. Banner visibility follows the attribute the first-paint script sets on <html>.
 */
export function consentBehaviour(win: Window & typeof globalThis, s: ConsentScriptSettings): ConsentApi {
  const doc = win.document;
  const root = doc.documentElement;
  const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/;

  function asConsent(value: unknown): Consent | null {
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    if (v.necessary !== true) return null;
    if (typeof v.functional !== 'boolean' || typeof v.analytics !== 'boolean' || typeof v.marketing !== 'boolean') return null;
    if (typeof v.date !== 'string' || !ISO_UTC.test(v.date) || Number.isNaN(Date.parse(v.date))) return null;
    return { necessary: true, functional: v.functional, analytics: v.analytics, marketing: v.marketing, date: v.date };
  }

  function read(): Consent | null {
    try {
      const raw = win.localStorage.getItem(s.key);
      return raw ? asConsent(JSON.parse(raw)) : null;
    } catch {
      return null;
    }
  }

  /** The banner hides while a valid choice is stored (the first-paint script's mark, checked fully here). */
  function mark(): void {
    if (read()) root.setAttribute(s.storedAttribute, '');
    else root.removeAttribute(s.storedAttribute);
  }

  const banner = doc.querySelector<HTMLElement>('[data-cookie-banner]');
  const layer = doc.querySelector<HTMLElement>('[data-cookie-dialog]');
  const dialog = layer ? layer.querySelector<HTMLElement>('[role="dialog"]') : null;
  let returnFocus: HTMLElement | null = null;

  function focusable(): HTMLElement[] {
    return dialog ? Array.from(dialog.querySelectorAll<HTMLElement>('input:not([disabled]), button')) : [];
  }

  function switches(): HTMLInputElement[] {
    return layer ? Array.from(layer.querySelectorAll<HTMLInputElement>('input[data-category]')) : [];
  }

  function open(): void {
    if (!layer) return;
    const current: Record<string, boolean> = (read() as Record<string, boolean> | null) || (s.modalDefaults as unknown as Record<string, boolean>);
    for (const input of switches()) input.checked = current[input.getAttribute('data-category') || ''] === true;
    returnFocus = doc.activeElement as HTMLElement | null;
    layer.hidden = false;
    if (banner) banner.hidden = true;
    const first = focusable()[0];
    if (first) first.focus();
  }

  function close(): void {
    if (!layer || layer.hidden) return;
    layer.hidden = true;
    if (banner) banner.hidden = false;
    if (returnFocus && returnFocus.isConnected && typeof returnFocus.focus === 'function') returnFocus.focus();
    returnFocus = null;
  }

  function save(choice: ConsentChoice, now?: Date): Consent {
    const previous = read();
    const consent: Consent = {
      necessary: true,
      functional: choice.functional === true,
      analytics: choice.analytics === true,
      marketing: choice.marketing === true,
      date: (now || new Date()).toISOString(),
    };
    try {
      win.localStorage.setItem(s.key, JSON.stringify(consent));
    } catch {
      // Storage refused (private mode, full): the choice holds for this page only.
    }
    root.setAttribute(s.storedAttribute, '');
    win.dispatchEvent(new win.CustomEvent(s.changedEvent, { detail: consent }));
    if (consent.analytics && !(previous && previous.analytics)) win.dispatchEvent(new win.CustomEvent(s.analyticsEvent, { detail: consent }));
    return consent;
  }

  function chosen(): ConsentChoice {
    const choice: Record<string, boolean> = {};
    for (const input of switches()) choice[input.getAttribute('data-category') || ''] = input.checked;
    return choice as unknown as ConsentChoice;
  }

  doc.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof win.Element)) return;
    if (target.closest('[data-open-cookie-settings]')) return open();
    const action = target.closest('[data-consent-action]');
    switch (action ? action.getAttribute('data-consent-action') : null) {
      case 'settings':
        return open();
      case 'reject':
        save(s.rejectAll);
        return close();
      case 'accept':
        save(s.acceptAll);
        return close();
      case 'save':
        save(chosen());
        return close();
      case 'close':
        return close();
    }
  });

  // A modal dialog: Escape closes it, Tab stays inside.
  if (dialog)
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        return close();
      }
      if (event.key !== 'Tab') return;
      const all = focusable();
      const first = all[0];
      const last = all[all.length - 1];
      if (event.shiftKey && doc.activeElement === first) {
        event.preventDefault();
        if (last) last.focus();
      } else if (!event.shiftKey && doc.activeElement === last) {
        event.preventDefault();
        if (first) first.focus();
      }
    });

  win.addEventListener(s.openEvent, open);
  // A choice made or cleared in another tab.
  win.addEventListener('storage', (event) => {
    if (event.key === null || event.key === s.key) mark();
  });
  mark();
  return { read, save, open, close };
}

export const CONSENT_SCRIPT_SETTINGS: ConsentScriptSettings = {
  key: CONSENT_STORAGE_KEY,
  storedAttribute: CONSENT_STORED_ATTRIBUTE,
  changedEvent: CONSENT_CHANGED_EVENT,
  analyticsEvent: ANALYTICS_CONSENT_EVENT,
  openEvent: OPEN_COOKIE_SETTINGS_EVENT,
  acceptAll: ACCEPT_ALL,
  rejectAll: REJECT_ALL,
  modalDefaults: MODAL_DEFAULTS,
};

/**
 * The inline script every page carries after the banner's markup (with the request's nonce): about
 * 2 KB, no download, nothing for the main thread until a click.
 */
export const CONSENT_SCRIPT = `(${consentBehaviour.toString()})(window,${JSON.stringify(CONSENT_SCRIPT_SETTINGS)});`;
