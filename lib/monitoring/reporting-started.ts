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
