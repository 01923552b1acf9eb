/**
 * Sends an error to the error-reporting service when one is configured (Sentry, with a DSN), and
 * always logs it. The SDK is imported lazily and only with a DSN, so pages carry no reporting code
 * they do not use. Never throws: reporting must not cause a second failure.
 */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (process.env.NODE_ENV !== 'test') console.error('[partsmith]', error, context ?? '');
  if (!sentryDsn()) return;
  import('@sentry/nextjs')
    .then((Sentry) => Sentry.captureException(error, context ? { extra: context } : undefined))
    .catch(() => {
      // Reporting is best effort.
    });
}

/** The browser sees only NEXT_PUBLIC_ variables (inlined at build); the server reads its own. */
export function sentryDsn(): string | undefined {
  return (typeof window === 'undefined' ? process.env.SENTRY_DSN : undefined) || process.env.NEXT_PUBLIC_SENTRY_DSN || undefined;
}

/** Spec §9: error-reporting trace sample rate. */
export const TRACE_SAMPLE_RATE = 0.1;
