import { errorReportingStarted, markErrorReportingStarted, TRACE_SAMPLE_RATE } from '@/lib/monitoring';

/**
 * Runs once when a server process starts. Error reporting starts only when a DSN is configured;
 * without one, errors are logged and nothing leaves the machine.
 */
export async function register(): Promise<void> {
  // Literal on purpose: Next inlines NEXT_RUNTIME per runtime, which keeps the Node-only imports
  // below out of the edge bundle.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // A request log record for every request this server serves (decision 0019); nothing with monitoring off.
  // The alert rules (decision 0020) judge each written batch of metrics and, on a timer, the objectives.
  const { startTelemetry } = await import('@/lib/monitoring/telemetry');
  const { startRequestCapture } = await import('@/lib/monitoring/request-capture');
  const { alertRules } = await import('@/lib/monitoring/alert-rules');
  const rules = alertRules();
  startTelemetry(undefined, { onMetricsWritten: rules.onMetricsWritten });
  startRequestCapture();
  rules.watchObjectives();
  // Spec §8: uncaught errors and unhandled rejections reported and counted per minute (errors.count).
  const { installProcessErrorHandlers } = await import('@/lib/monitoring/process-errors');
  installProcessErrorHandlers('server');
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
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // Called in the failing request's context: its request log record carries the error.
    const { noteRequestError } = await import('@/lib/monitoring/request-notes');
    noteRequestError(args[0]);
    // A request's uncaught error counts into the server's error rate too (spec §8).
    const { countError } = await import('@/lib/monitoring/process-errors');
    countError('server');
  }
  if (!errorReportingStarted()) return;
  const Sentry = await import('@sentry/nextjs');
  (Sentry.captureRequestError as (...a: unknown[]) => void)(...args);
}
