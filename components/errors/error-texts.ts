import { serverTexts } from '@/i18n/server-texts';

const ERROR_TEXT_KEYS = [
  'routeError',
  'routeErrorAdvice',
  'unexpected',
  'tryAgain',
  'componentError',
  'appErrorTitle',
  'reload',
  'backHome',
] as const;

/** What the route error boundary, the Application Error screen and the component-error box say. */
export type ErrorTexts = Record<(typeof ERROR_TEXT_KEYS)[number], string>;

/** The error boundaries' texts in the page's language, translated on the server (see error-texts-provider.tsx). */
export function errorTexts(): Promise<ErrorTexts> {
  return serverTexts('errors', ERROR_TEXT_KEYS);
}
