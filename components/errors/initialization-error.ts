import { reportError } from '@/lib/monitoring/report-error';
import { appErrorLocale, appErrorText, ENGLISH_APP_ERROR_TEXT } from './app-error-text';

/** The spec's words for a page without its root element (spec §8), reported in English. */
export const ROOT_ELEMENT_MISSING = 'Failed to find root element.';

/**
 * The Initialization Error screen (spec §2, §8). React hydrates the document's <body>; when the page
 * arrived without one (a truncated response, a proxy or extension that rewrote it) nothing can
 * render, so before hydration (instrumentation-client.ts) this puts the screen in with plain DOM —
 * in English at once, then in the page's language once its texts have loaded (issue 15.5: only English
 * travels in every page) — and reports the error. Returns whether it had to.
 */
export function showInitializationErrorIfRootMissing(doc: Document): boolean {
  if (doc.body) return false;
  const root = doc.documentElement;
  const t = ENGLISH_APP_ERROR_TEXT;
  const body = doc.createElement('body');
  body.setAttribute('style', 'font-family: system-ui, sans-serif; margin: 0; padding: 4rem 1.5rem; color: #0f172a');
  const main = doc.createElement('main');
  main.setAttribute('role', 'alert');
  const title = doc.createElement('h1');
  title.textContent = t.initErrorTitle;
  const message = doc.createElement('p');
  message.textContent = t.initError;
  main.append(title, message);
  body.append(main);
  root.append(body);
  reportError(new Error(ROOT_ELEMENT_MISSING), { boundary: 'initialization' });
  const locale = root.lang ? appErrorLocale(`/${root.lang}`) : appErrorLocale(doc.location?.pathname ?? '/');
  if (locale !== 'en') {
    void appErrorText(locale).then((texts) => {
      title.textContent = texts.initErrorTitle;
      message.textContent = texts.initError;
    });
  }
  return true;
}
