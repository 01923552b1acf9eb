import { fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthPostForm, type AuthPostField } from '@/components/auth/auth-post-form';
import { ConfirmationToast } from '@/components/auth/confirmation-toast';
import type { AuthFormAnswer } from '@/lib/auth/form-answer';
import { formPageScript, TOASTS } from '@/lib/site/form-page-script';
import { REPORTING_USER_STORAGE_KEY } from '@/lib/monitoring/reporting-user';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

/*
 * The sign-in and sign-up form as the server sends it (no React on the page: decision 0023), and its
 * inline script run from its source text, as the browser runs it.
 */
const FIELDS: AuthPostField[] = [
  { name: 'email', type: 'email', autoComplete: 'email', label: 'email' },
  { name: 'username', type: 'text', autoComplete: 'username', label: 'username', hint: 'usernameHint' },
  { name: 'password', type: 'password', autoComplete: 'new-password', label: 'password', minLength: 8 },
];

function load(answer: AuthFormAnswer, messages: typeof en = en, locale: 'en' | 'de' = 'en'): void {
  document.body.innerHTML = renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={{ auth: messages.auth, actions: messages.actions }} timeZone="UTC">
      <AuthPostForm action="/auth/sign-up" fields={FIELDS} answer={answer} submitLabel="Create account" pendingLabel="Creating account…" />
    </NextIntlClientProvider>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  window.sessionStorage.clear();
});

describe('the sign-up form as HTML', () => {
  it('posts to its route with the browser’s checks, and shows nothing before a refusal', () => {
    load({ refusal: null, typed: {} });
    const form = document.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/auth/sign-up');
    expect(screen.getByLabelText('Email')).toHaveProperty('required', true);
    expect(screen.getByLabelText('Password').getAttribute('minlength')).toBe('8');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a field’s refusal at the field, keeps what was typed but the password, and focuses the field', () => {
    load({
      refusal: { ok: false, error: { key: 'actions.invalidInput' }, fieldErrors: { password: { key: 'auth.errors.passwordCommon' } } },
      typed: { email: 'ana@example.com', username: 'brake_buyer' },
    });
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(en.auth.errors.passwordCommon).id).toBe(password.getAttribute('aria-describedby')?.split(' ').at(-1));
    expect(password.hasAttribute('autofocus')).toBe(true);
    expect(password.getAttribute('value')).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('value')).toBe('ana@example.com');
    expect(screen.getByLabelText('Username').getAttribute('value')).toBe('brake_buyer');
    // Every field error stands at its field: no form-wide alert repeats it.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a refusal of the whole form in the page’s language', () => {
    load({ refusal: { ok: false, error: { key: 'auth.errors.signUpThrottled' } }, typed: {} }, de as unknown as typeof en, 'de');
    expect(screen.getByRole('alert').textContent).toBe(de.auth.errors.signUpThrottled);
  });

  it('says an error about a hidden input (the reset token) as the form’s error instead of nothing', () => {
    load({ refusal: { ok: false, error: { key: 'actions.invalidInput' }, fieldErrors: { token: { key: 'auth.errors.tokenInvalid' } } }, typed: {} });
    expect(screen.getByRole('alert').textContent).toBe(en.auth.errors.tokenInvalid);
  });

  it('puts the auth service’s own words into its message', () => {
    load({ refusal: { ok: false, error: { key: 'auth.errors.authService', values: { message: 'Email rate limit exceeded' } } }, typed: {} });
    expect(screen.getByRole('alert').textContent).toBe(en.auth.errors.authService.replace('{message}', 'Email rate limit exceeded'));
  });
});

describe('the auth pages’ inline script', () => {
  it('shows the pending label once the form is sent, and refuses a second send', () => {
    load({ refusal: null, typed: {} });
    new Function(formPageScript({ forgetReportingUser: false }))();
    const form = document.querySelector('form')!;
    const first = new Event('submit', { cancelable: true });
    form.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(false);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Creating account…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const second = new Event('submit', { cancelable: true });
    form.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(true);
    // Back from the history: the button is the form's again.
    fireEvent(window, new Event('pageshow'));
    expect(button.textContent).toBe('Create account');
  });

  it('forgets the error-reporting user record on the sign-in page only', () => {
    window.sessionStorage.setItem(REPORTING_USER_STORAGE_KEY, JSON.stringify({ id: 'u1' }));
    new Function(formPageScript({ forgetReportingUser: false }))();
    expect(window.sessionStorage.getItem(REPORTING_USER_STORAGE_KEY)).not.toBeNull();
    new Function(formPageScript({ forgetReportingUser: true }))();
    expect(window.sessionStorage.getItem(REPORTING_USER_STORAGE_KEY)).toBeNull();
  });
});

describe('the confirmation toast', () => {
  function loadToast(): HTMLElement {
    document.body.innerHTML = renderToStaticMarkup(
      <NextIntlClientProvider locale="de" messages={{ toasts: de.toasts }} timeZone="UTC">
        <ConfirmationToast message="welcome" />
      </NextIntlClientProvider>,
    );
    new Function(formPageScript({ forgetReportingUser: true }))();
    return screen.getByRole('status');
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('sits in the spec’s toast area, in the page’s language, and leaves after 4,000 ms', () => {
    vi.useFakeTimers();
    const toast = loadToast();
    expect(toast.textContent).toBe(de.toasts.welcome);
    const region = screen.getByRole('region', { name: `${de.toasts.region} alt+T` });
    expect(region.style.width).toBe(`${TOASTS.widthPx}px`);
    vi.advanceTimersByTime(TOASTS.durationMs - 1);
    expect(toast.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toast.isConnected).toBe(false);
    expect(region.isConnected).toBe(false);
  });

  it('waits while the pointer is on it, and counts on from where it stopped', () => {
    vi.useFakeTimers();
    const toast = loadToast();
    vi.advanceTimersByTime(1000);
    fireEvent.pointerEnter(toast);
    vi.advanceTimersByTime(10_000);
    expect(toast.isConnected).toBe(true);
    fireEvent.pointerLeave(toast);
    vi.advanceTimersByTime(TOASTS.durationMs - 1000 - 1);
    expect(toast.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toast.isConnected).toBe(false);
  });

  it('goes on a sideways swipe of 45 px, not a shorter one, and Alt+T moves focus to it', () => {
    const toast = loadToast();
    fireEvent.keyDown(document, { altKey: true, code: 'KeyT' });
    expect(document.activeElement).toBe(screen.getByRole('region'));
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 100 + TOASTS.swipePx - 1 });
    expect(toast.isConnected).toBe(true);
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 100 + TOASTS.swipePx });
    expect(toast.isConnected).toBe(false);
  });
});
