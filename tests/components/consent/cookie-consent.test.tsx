import { fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { CookieConsent } from '@/components/consent/cookie-consent';
import {
  ANALYTICS_CONSENT_EVENT,
  CONSENT_FIRST_PAINT_SCRIPT,
  CONSENT_SCRIPT,
  CONSENT_SCRIPT_SETTINGS,
  CONSENT_STORAGE_KEY,
  CONSENT_STORED_ATTRIBUTE,
  OPEN_COOKIE_SETTINGS_EVENT,
  consentBehaviour,
} from '@/lib/consent';

/*
 * The banner and dialog as the server sends them, run by the inline script as the browser runs it
 * (its source text through new Function), with no React on the page: the Pages Router's public pages
 * (decision 0023). Listeners go on document and window, so each test starts a fresh window state.
 */
let controllers: AbortController[] = [];

function serverHtml(): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={{ cookies: en.cookies }} timeZone="UTC">
      <CookieConsent policyHref="/de/cookies" nonce="n0nce" />
    </NextIntlClientProvider>,
  );
}

/** Puts the server's markup in the page and runs the script's text, as a browser would. */
function loadPage(): void {
  document.body.innerHTML = serverHtml().replace(/<script[^>]*>[\s\S]*?<\/script>/, '');
  const controller = new AbortController();
  controllers.push(controller);
  // The script's listeners, removed after each test: add them through a signal-bearing window/document.
  const add = (target: EventTarget) => {
    const original = target.addEventListener.bind(target);
    return (type: string, listener: EventListenerOrEventListenerObject) => original(type, listener, { signal: controller.signal });
  };
  const docAdd = document.addEventListener;
  const winAdd = window.addEventListener;
  document.addEventListener = add(document) as typeof document.addEventListener;
  window.addEventListener = add(window) as typeof window.addEventListener;
  try {
    new Function(CONSENT_SCRIPT)();
  } finally {
    document.addEventListener = docAdd;
    window.addEventListener = winAdd;
  }
}

const banner = () => screen.queryByRole('region', { name: 'Cookies on Partsmith' });
/** The banner as a visitor sees it: hidden by its own attribute or by the stored-choice mark on <html> (globals.css). */
const bannerShown = () => !!banner() && !document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE);
const stored = () => JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');

describe('cookie consent', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
  });
  afterEach(() => {
    for (const c of controllers) c.abort();
    controllers = [];
    document.body.innerHTML = '';
  });

  it('is part of the server’s HTML with its script and the request’s nonce, so a first visit paints it with the page', () => {
    const html = serverHtml();
    expect(html).toContain('data-cookie-banner');
    expect(html).toContain('Accept All');
    expect(html).toContain('<script nonce="n0nce">');
  });

  it('a stored choice marks the page before first paint, and the mark stays while the choice is valid', () => {
    const choice = { necessary: true, functional: false, analytics: false, marketing: false, date: new Date().toISOString() };
    new Function(CONSENT_FIRST_PAINT_SCRIPT)();
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(false);
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
    new Function(CONSENT_FIRST_PAINT_SCRIPT)();
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(true);
    loadPage();
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(true);
    expect(bannerShown()).toBe(false);
  });

  it('a record the first-paint check lets through but the script rejects shows the banner again', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"necessary":true}');
    new Function(CONSENT_FIRST_PAINT_SCRIPT)();
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(true);
    loadPage();
    expect(bannerShown()).toBe(true);
  });

  it('shows the banner with its three buttons while no choice is stored', () => {
    loadPage();
    expect(bannerShown()).toBe(true);
    for (const name of ['Cookie Settings', 'Reject All', 'Accept All']) {
      expect(screen.getByRole('button', { name }).className).toContain('min-h-11');
    }
  });

  it('Accept All stores all four categories with the date and announces analytics consent', () => {
    const granted = vi.fn();
    window.addEventListener(ANALYTICS_CONSENT_EVENT, granted);
    loadPage();
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    const consent = stored();
    expect(consent).toMatchObject({ necessary: true, functional: true, analytics: true, marketing: true });
    expect(Number.isNaN(Date.parse(consent.date))).toBe(false);
    expect(granted).toHaveBeenCalledTimes(1);
    expect(bannerShown()).toBe(false);
    window.removeEventListener(ANALYTICS_CONSENT_EVENT, granted);
  });

  it('Reject All keeps only the necessary cookies and broadcasts nothing', () => {
    const granted = vi.fn();
    window.addEventListener(ANALYTICS_CONSENT_EVENT, granted);
    loadPage();
    fireEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(stored()).toMatchObject({ necessary: true, functional: false, analytics: false, marketing: false });
    expect(granted).not.toHaveBeenCalled();
    window.removeEventListener(ANALYTICS_CONSENT_EVENT, granted);
  });

  it('the settings dialog starts with functional on, analytics and marketing off, and saves the toggles', () => {
    loadPage();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeTruthy();
    const functional = screen.getByRole('switch', { name: 'Functional' }) as HTMLInputElement;
    const analytics = screen.getByRole('switch', { name: 'Analytics' }) as HTMLInputElement;
    const marketing = screen.getByRole('switch', { name: 'Marketing' }) as HTMLInputElement;
    expect([functional.checked, analytics.checked, marketing.checked]).toEqual([true, false, false]);
    expect(document.activeElement).toBe(functional);
    expect((screen.getByRole('switch', { name: /Necessary/ }) as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(marketing);
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(stored()).toMatchObject({ necessary: true, functional: true, analytics: false, marketing: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes the dialog without storing anything, and the banner is back', () => {
    loadPage();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toBeNull();
    expect(bannerShown()).toBe(true);
  });

  it('stays hidden once a choice is stored, and reopens on request with the stored choice', () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ necessary: true, functional: false, analytics: true, marketing: false, date: new Date().toISOString() }),
    );
    loadPage();
    expect(bannerShown()).toBe(false);
    window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS_EVENT));
    expect((screen.getByRole('switch', { name: 'Analytics' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    const button = document.createElement('button');
    button.setAttribute('data-open-cookie-settings', '');
    document.body.append(button);
    fireEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeTruthy();
  });

  it('links to the cookie policy in the page’s language', () => {
    loadPage();
    expect(screen.getByRole('link', { name: 'Read the cookie policy' }).getAttribute('href')).toBe('/de/cookies');
  });

  it('treats a tampered record as no choice', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"necessary":false}');
    loadPage();
    expect(bannerShown()).toBe(true);
  });
});

/** The stored cookie choice is read back only when it is whole; anything else shows the banner again. */
describe('the stored consent record', () => {
  const good = { necessary: true, functional: true, analytics: false, marketing: false, date: '2026-11-26T09:30:00.000Z' };
  const api = () => consentBehaviour(window, CONSENT_SCRIPT_SETTINGS);
  beforeEach(() => window.localStorage.clear());

  it('reads a whole record back, keeping only its own fields', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ ...good, extra: 'x' }));
    expect(api().read()).toEqual(good);
  });

  it.each([
    ['not JSON', '{necessary'],
    ['not an object', '"yes"'],
    ['necessary off', JSON.stringify({ ...good, necessary: false })],
    ['a category missing', JSON.stringify({ ...good, marketing: undefined })],
    ['a category as text', JSON.stringify({ ...good, analytics: 'true' })],
    ['a date without time', JSON.stringify({ ...good, date: '2026-11-26' })],
    ['a date with an offset', JSON.stringify({ ...good, date: '2026-11-26T09:30:00+01:00' })],
    ['an impossible date', JSON.stringify({ ...good, date: '2026-13-45T09:30:00Z' })],
  ])('counts a record %s as no decision', (_, raw) => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, raw);
    expect(api().read()).toBeNull();
  });

  it('reads back what it saves', () => {
    const consent = api();
    const saved = consent.save({ functional: false, analytics: true, marketing: false }, new Date('2026-11-26T10:00:00Z'));
    expect(consent.read()).toEqual(saved);
  });
});
