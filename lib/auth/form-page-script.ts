import { REPORTING_USER_STORAGE_KEY } from '@/lib/monitoring/reporting-user';

/** What the script needs to know, handed in as one JSON argument. */
export interface AuthPageScriptSettings {
  /** The error-reporting user record (spec §3), forgotten on the sign-in page, where sign-out lands. */
  reportingUserKey: string | null;
}

/**
 * The sign-in and sign-up pages' only behaviour of their own (they carry no React, decision 0023),
 * inlined with the page's CSP nonce like the consent script (lib/consent/browser-script.ts):
 * - forgets the error-reporting user record, as the App Router's ReportingUserRecord did with no user;
 * - while a form is being sent, its button says so (`data-pending-label`) and a second press does
 *   not send it again; coming back to the page from the history gives the button back.
 * The forms work without it. Self-contained on purpose: its source text is what runs in the browser.
 */
export function authPageBehaviour(win: Window & typeof globalThis, s: AuthPageScriptSettings): void {
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
}

/** The script for a page: the sign-in page forgets the reporting user record, the sign-up page does not. */
export function authPageScript({ forgetReportingUser }: { forgetReportingUser: boolean }): string {
  const settings: AuthPageScriptSettings = { reportingUserKey: forgetReportingUser ? REPORTING_USER_STORAGE_KEY : null };
  return `(${authPageBehaviour.toString()})(window,${JSON.stringify(settings)});`;
}
