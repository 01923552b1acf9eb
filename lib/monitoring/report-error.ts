import { errorReportingStarted } from './reporting-started';
import { rememberedReportingUser, sentryUser, type ReportingUser } from './reporting-user';

/**
 * Sends an error to the error-reporting service when one was started (Sentry, with a DSN), and
 * always logs it. The SDK is imported lazily and only once reporting started, so pages carry no
 * reporting code they do not use. Never throws: reporting must not cause a second failure.
 * `user` goes to the service with the report and never into the log (it holds an e-mail address); in
 * the browser, without one, the locally stored record (reporting-user.ts) is the user.
 */
export function reportError(error: unknown, context?: Record<string, unknown>, user?: ReportingUser | null): void {
  if (process.env.NODE_ENV !== 'test') console.error('[partsmith]', error, context ?? '');
  if (!errorReportingStarted()) return;
  const who = user ?? rememberedReportingUser();
  const named = who ? sentryUser(who) : undefined;
  import('@sentry/nextjs')
    .then((Sentry) => Sentry.captureException(error, context || named ? { extra: context, user: named } : undefined))
    .catch(() => {
      // Reporting is best effort.
    });
}

/** Spec §9: error-reporting trace sample rate. */
export const TRACE_SAMPLE_RATE = 0.1;
