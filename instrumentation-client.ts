import { markErrorReportingStarted, tellReportingService, TRACE_SAMPLE_RATE } from '@/lib/monitoring';
import { showInitializationErrorIfRootMissing } from '@/components/errors/initialization-error';

// Runs before React hydrates: the one place a page without its root element can still say so.
showInitializationErrorIfRootMissing(document);

// In the browser, the SDK loads only when NEXT_PUBLIC_SENTRY_DSN was set at build time: Next inlines
// `process.env.NEXT_PUBLIC_*` into browser code only when written out like this (lib/config/server.ts).
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN || undefined;
if (dsn) {
  void import('@sentry/nextjs').then((Sentry) => {
    Sentry.init({
      dsn,
      tracesSampleRate: TRACE_SAMPLE_RATE,
      environment: process.env.NEXT_PUBLIC_APP_ENV ?? 'production',
    });
    markErrorReportingStarted();
    // The user record a reload kept (spec §3), for the errors the SDK catches by itself.
    tellReportingService();
  });
}
