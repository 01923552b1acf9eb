import { errorReportingStarted, markErrorReportingStarted, TRACE_SAMPLE_RATE } from '@/lib/monitoring';

/**
 * Runs once when a server process starts. Error reporting starts only when a DSN is configured;
 * without one, errors are logged and nothing leaves the machine.
 */
export async function register(): Promise<void> {
  // Literal on purpose: Next inlines NEXT_RUNTIME per runtime, which keeps the Node-only imports
  // below out of the edge bundle.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // In-app job workers: on by default with the embedded database, off on Postgres unless
  // PARTSMITH_IN_APP_WORKER=1 (there, run `npm run worker`). Never throws.
  const { startJobsInApp } = await import('@/lib/jobs/start-in-app');
  void startJobsInApp();
  // `next dev` only: compile the main pages now, not on the first visit, and say when they are ready.
  const { startWarmUp } = await import('@/lib/dev/warm-up');
  void startWarmUp();
  const { serverConfig } = await import('@/lib/config');
  const { dsn, environment } = serverConfig().monitoring;
  if (dsn) {
    const Sentry = await import('@sentry/nextjs');
    Sentry.init({ dsn, tracesSampleRate: TRACE_SAMPLE_RATE, environment });
    markErrorReportingStarted();
  }
}

export async function onRequestError(...args: unknown[]): Promise<void> {
  if (!errorReportingStarted()) return;
  const Sentry = await import('@sentry/nextjs');
  (Sentry.captureRequestError as (...a: unknown[]) => void)(...args);
}
