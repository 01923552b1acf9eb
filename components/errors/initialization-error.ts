import { reportError } from '@/lib/monitoring/report-error';
import { appErrorText } from './app-error-text';

/** The spec's words for a page without its root element (spec §8), reported in English. */
export const ROOT_ELEMENT_MISSING = 'Failed to find root element.';

/**
 * The Initialization Error screen (spec §2, §8). React hydrates the document's <body>; when the page
 * arrived without one (a truncated response, a proxy or extension that rewrote it) nothing can
 * render, so before hydration (instrumentation-client.ts) this puts the screen in with plain DOM, in
 * the page's language, and reports the error. Returns whether it had to.
 */
export function showInitializationErrorIfRootMissing(doc: Document): boolean {
  if (doc.body) return false;
  const root = doc.documentElement;
  const t = appErrorText(root.lang || doc.location?.pathname.split('/')[1] || 'en');
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
  return true;
}
