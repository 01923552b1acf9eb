import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { renderToString } from 'react-dom/server';
import {
  ANALYTICS_CONSENT_EVENT,
  CONSENT_FIRST_PAINT_SCRIPT,
  CONSENT_STORAGE_KEY,
  CONSENT_STORED_ATTRIBUTE,
  OPEN_COOKIE_SETTINGS_EVENT,
} from '@/lib/consent';

function renderConsent() {
  return render(<CookieConsent texts={en.cookies} policyHref="/de/cookies" />);
}

function stored() {
  return JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
}

describe('cookie consent', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
  });
  afterEach(cleanup);

  it('is part of the server’s HTML, so a first visit paints it with the page', () => {
    const html = renderToString(<CookieConsent texts={en.cookies} policyHref="/cookies" />);
    expect(html).toContain('data-cookie-banner');
    expect(html).toContain('Accept All');
  });

  it('a stored choice marks the page before first paint, and the mark stays while the choice is valid', () => {
    const choice = { necessary: true, functional: false, analytics: false, marketing: false, date: new Date().toISOString() };
    new Function(CONSENT_FIRST_PAINT_SCRIPT)();
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(false);
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
    new Function(CONSENT_FIRST_PAINT_SCRIPT)();
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(true);
    renderConsent();
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(true);
    expect(screen.queryByRole('region', { name: 'Cookies on Partsmith' })).toBeNull();
  });

  it('a record the first-paint check lets through but React rejects shows the banner again', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"necessary":true}');
    new Function(CONSENT_FIRST_PAINT_SCRIPT)();
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(true);
    renderConsent();
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(false);
    expect(screen.getByRole('region', { name: 'Cookies on Partsmith' })).toBeTruthy();
  });

  it('shows the banner with its three buttons while no choice is stored', () => {
    renderConsent();
    expect(screen.getByRole('region', { name: 'Cookies on Partsmith' })).toBeTruthy();
    for (const name of ['Cookie Settings', 'Reject All', 'Accept All']) {
      expect(screen.getByRole('button', { name }).className).toContain('min-h-11');
    }
  });

  it('Accept All stores all four categories with the date and announces analytics consent', () => {
    const granted = vi.fn();
    window.addEventListener(ANALYTICS_CONSENT_EVENT, granted);
    renderConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    const consent = stored();
    expect(consent).toMatchObject({ necessary: true, functional: true, analytics: true, marketing: true });
    expect(Number.isNaN(Date.parse(consent.date))).toBe(false);
    expect(granted).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Cookies on Partsmith' })).toBeNull();
    window.removeEventListener(ANALYTICS_CONSENT_EVENT, granted);
  });

  it('Reject All keeps only the necessary cookies and broadcasts nothing', () => {
    const granted = vi.fn();
    window.addEventListener(ANALYTICS_CONSENT_EVENT, granted);
    renderConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(stored()).toMatchObject({ necessary: true, functional: false, analytics: false, marketing: false });
    expect(granted).not.toHaveBeenCalled();
    window.removeEventListener(ANALYTICS_CONSENT_EVENT, granted);
  });

  it('the settings dialog starts with functional on, analytics and marketing off, and saves the toggles', async () => {
    renderConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    // The dialog's code loads when it is first asked for.
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toBeTruthy();
    const functional = screen.getByRole('switch', { name: 'Functional' }) as HTMLInputElement;
    const analytics = screen.getByRole('switch', { name: 'Analytics' }) as HTMLInputElement;
    const marketing = screen.getByRole('switch', { name: 'Marketing' }) as HTMLInputElement;
    expect([functional.checked, analytics.checked, marketing.checked]).toEqual([true, false, false]);
    expect((screen.getByRole('switch', { name: /Necessary/ }) as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(marketing);
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(stored()).toMatchObject({ necessary: true, functional: true, analytics: false, marketing: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes the dialog without storing anything', async () => {
    renderConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toBeNull();
  });

  it('stays hidden once a choice is stored, and reopens on request', async () => {
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ necessary: true, functional: false, analytics: true, marketing: false, date: new Date().toISOString() }),
    );
    renderConsent();
    expect(screen.queryByRole('region', { name: 'Cookies on Partsmith' })).toBeNull();
    act(() => {
      window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS_EVENT));
    });
    expect(((await screen.findByRole('switch', { name: 'Analytics' })) as HTMLInputElement).checked).toBe(true);
  });

  it('links to the cookie policy in the page’s language', () => {
    renderConsent();
    expect(screen.getByRole('link', { name: 'Read the cookie policy' }).getAttribute('href')).toBe('/de/cookies');
  });

  it('treats a tampered record as no choice', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"necessary":false}');
    renderConsent();
    expect(screen.getByRole('region', { name: 'Cookies on Partsmith' })).toBeTruthy();
  });
});
