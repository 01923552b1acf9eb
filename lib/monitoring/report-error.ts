/** Spec §3: the user an error report names (id, email, username) — sent to the reporting service only. */
export interface ReportingUser {
  id: string;
  email?: string | null;
  username?: string | null;
}

/**
 * Sends an error to the error-reporting service when one was started (Sentry, with a DSN), and
 * always logs it. The SDK is imported lazily and only once reporting started, so pages carry no
 * reporting code they do not use. Never throws: reporting must not cause a second failure.
 * `user` goes to the service with the report and never into the log (it holds an e-mail address).
 */
export function reportError(error: unknown, context?: Record<string, unknown>, user?: ReportingUser | null): void {
  if (process.env.NODE_ENV !== 'test') console.error('[partsmith]', error, context ?? '');
  if (!errorReportingStarted()) return;
  const sentryUser = user ? { id: user.id, ...(user.email ? { email: user.email } : {}), ...(user.username ? { username: user.username } : {}) } : undefined;
  import('@sentry/nextjs')
    .then((Sentry) => Sentry.captureException(error, context || sentryUser ? { extra: context, user: sentryUser } : undefined))
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
