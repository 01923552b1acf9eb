/**
 * Sends an error to the error-reporting service when one was started (Sentry, with a DSN), and
 * always logs it. The SDK is imported lazily and only once reporting started, so pages carry no
 * reporting code they do not use. Never throws: reporting must not cause a second failure.
 */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (process.env.NODE_ENV !== 'test') console.error('[partsmith]', error, context ?? '');
  if (!errorReportingStarted()) return;
  import('@sentry/nextjs')
    .then((Sentry) => Sentry.captureException(error, context ? { extra: context } : undefined))
    .catch(() => {
      // Reporting is best effort.
    });
}

// On globalThis because Next bundles server modules more than once.
const STARTED_KEY = Symbol.for('partsmith.errorReporting');
type StartedHolder = { [STARTED_KEY]?: true };

/**
 * Called where Sentry is started with a DSN: instrumentation.ts on the server (SENTRY_DSN, from
 * lib/config/server.ts) and instrumentation-client.ts in the browser (NEXT_PUBLIC_SENTRY_DSN, inlined
 * at build). Before that, and in processes that never start it (the CLI, tests), nothing is sent —
 * as before, when the SDK was asked without having been started.
 */
export function markErrorReportingStarted(): void {
  (globalThis as StartedHolder)[STARTED_KEY] = true;
}

export function errorReportingStarted(): boolean {
  return (globalThis as StartedHolder)[STARTED_KEY] === true;
}

/** Spec §9: error-reporting trace sample rate. */
export const TRACE_SAMPLE_RATE = 0.1;
