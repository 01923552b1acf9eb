import { REPORTING_USER_STORAGE_KEY } from '@/lib/monitoring/reporting-user';

/** The spec's toast settings (§9): 4,000 ms shown, 356 px wide, 14 px apart, dismissed by a 45 px swipe. */
export const TOASTS = { durationMs: 4000, widthPx: 356, gapPx: 14, swipePx: 45 } as const;

/** What the script needs to know, handed in as one JSON argument. */
export interface FormPageScriptSettings {
  /** The error-reporting user record (spec §3), forgotten on the sign-in page, where sign-out lands. */
  reportingUserKey: string | null;
  toastMs: number;
  swipePx: number;
}

/**
 * The form pages' only behaviour of their own — the auth pages (decision 0024) and the contact,
 * request-docs and schedule-a-call pages (decision 0025) carry no React — inlined with the page's CSP
 * nonce like the consent script (lib/consent/browser-script.ts), one script per page:
 * - forgets the error-reporting user record, as the App Router's ReportingUserRecord did with no user;
 * - while a form is being sent, its button says so (`data-pending-label`) and a second press does
 *   not send it again; coming back to the page from the history gives the button back;
 * - a toast (components/auth/confirmation-toast.tsx) leaves after `toastMs`, counted only while the
 *   pointer and focus are elsewhere, or on a sideways swipe of `swipePx`; Alt+T moves focus to it;
 * - the call-request form's date (`data-local-dates`) offers the days from tomorrow to
 *   `data-days-ahead` in the visitor's own calendar (the server can only guess it from UTC), and its
 *   time zone (`data-local-zone`), when empty, is the browser's.
 * The forms work without it. Self-contained on purpose: its source text is what runs in the browser.
 */
export function formPageBehaviour(win: Window & typeof globalThis, s: FormPageScriptSettings): void {
  if (s.reportingUserKey) {
    try {
      win.sessionStorage.removeItem(s.reportingUserKey);
    } catch {
      // Storage refused (a privacy mode): there is no record to forget.
    }
  }
  win.document.querySelectorAll('form[data-pending-label]').forEach((form) => {
    const button = form.querySelector('button[type="submit"]');
    if (!(button instanceof win.HTMLButtonElement)) return;
    const label = button.textContent ?? '';
    let sent = false;
    form.addEventListener('submit', (event) => {
      if (sent) {
        event.preventDefault();
        return;
      }
      sent = true;
      button.textContent = form.getAttribute('data-pending-label');
      button.setAttribute('aria-disabled', 'true');
    });
    win.addEventListener('pageshow', () => {
      sent = false;
      button.textContent = label;
      button.removeAttribute('aria-disabled');
    });
  });
  const localDate = (days: number) => {
    const date = new win.Date();
    date.setDate(date.getDate() + days);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  };
  win.document.querySelectorAll('input[data-local-dates]').forEach((input) => {
    input.setAttribute('min', localDate(1));
    input.setAttribute('max', localDate(Number(input.getAttribute('data-days-ahead'))));
  });
  win.document.querySelectorAll('input[data-local-zone]').forEach((input) => {
    if (input instanceof win.HTMLInputElement && input.value === '') input.value = win.Intl.DateTimeFormat().resolvedOptions().timeZone;
  });
  const region = win.document.querySelector('[data-toast-region]');
  if (!(region instanceof win.HTMLElement)) return;
  win.document.addEventListener('keydown', (event) => {
    if (event.altKey && event.code === 'KeyT') region.focus();
  });
  region.querySelectorAll('[data-toast]').forEach((toast) => {
    let left = s.toastMs;
    let started = Date.now();
    let timer = 0;
    const dismiss = () => {
      win.clearTimeout(timer);
      toast.remove();
      if (!region.querySelector('[data-toast]')) region.remove();
    };
    const run = () => {
      started = Date.now();
      timer = win.setTimeout(dismiss, left);
    };
    const pause = () => {
      win.clearTimeout(timer);
      left = Math.max(0, left - (Date.now() - started));
    };
    let pressedX: number | null = null;
    toast.addEventListener('pointerenter', pause);
    toast.addEventListener('pointerleave', run);
    region.addEventListener('focusin', pause);
    region.addEventListener('focusout', run);
    toast.addEventListener('pointerdown', (event) => {
      pressedX = (event as PointerEvent).clientX;
    });
    toast.addEventListener('pointerup', (event) => {
      if (pressedX !== null && Math.abs((event as PointerEvent).clientX - pressedX) >= s.swipePx) dismiss();
      pressedX = null;
    });
    run();
  });
}

/** The script for a page: the sign-in page forgets the reporting user record, the others do not. */
export function formPageScript({ forgetReportingUser }: { forgetReportingUser: boolean }): string {
  const settings: FormPageScriptSettings = {
    reportingUserKey: forgetReportingUser ? REPORTING_USER_STORAGE_KEY : null,
    toastMs: TOASTS.durationMs,
    swipePx: TOASTS.swipePx,
  };
  return `(${formPageBehaviour.toString()})(window,${JSON.stringify(settings)});`;
}
