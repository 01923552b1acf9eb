'use client';

import { useEffect } from 'react';
import { CLIENT_ERROR_MAX_MESSAGE, CLIENT_ERRORS_ENDPOINT, type ClientErrorKind } from '@/lib/monitoring/client-error-names';

/** What an uncaught value says, cut to the bound: the message only, never the stack. */
export function clientErrorMessage(value: unknown): string {
  const text = value instanceof Error ? `${value.name}: ${value.message}` : typeof value === 'string' ? value : 'Non-error value thrown';
  return (text.trim() || 'Unknown error').slice(0, CLIENT_ERROR_MAX_MESSAGE);
}

function send(kind: ClientErrorKind, value: unknown): void {
  // No reportError here: the browser already logs an uncaught error, and a browser SDK started with a
  // DSN (instrumentation-client.ts) captures it with its default global handlers; calling it again
  // would send every error twice. The server reports it once more, with the signed-in user.
  const body = JSON.stringify({ kind, message: clientErrorMessage(value), page: window.location.pathname.slice(0, 500) });
  const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(CLIENT_ERRORS_ENDPOINT, new Blob([body], { type: 'application/json' }));
  if (!sent) void fetch(CLIENT_ERRORS_ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => undefined);
}

/**
 * Spec §8: the page's uncaught errors and unhandled rejections go to the server, which counts them
 * into the error rate per minute and reports them. Mounted by the root layout with monitoring on.
 */
export function ClientErrorReporter(): null {
  useEffect(() => {
    const onError = (event: ErrorEvent) => send('error', event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => send('unhandledrejection', event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
