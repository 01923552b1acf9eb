import * as Sentry from '@sentry/nextjs';

/**
 * Sends an error to the error-reporting service when one is configured (Sentry initialises only with
 * a DSN; without one this is a console line). Never throws: reporting must not cause a second failure.
 */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  try {
    Sentry.captureException(error, context ? { extra: context } : undefined);
  } catch {
    // Reporting is best effort.
  }
  if (process.env.NODE_ENV !== 'test') console.error('[partsmith]', error, context ?? '');
}
