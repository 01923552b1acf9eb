import 'server-only';
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { endpointOf, isCapturedPath, requestKindOf } from './endpoint';
import { requestNotesStorage, type RequestNotes } from './request-notes';
import { monitoringOn, recordRequest } from './telemetry';

/**
 * Gives every request the Node server serves a request log record (decision 0019): pages, route
 * handlers, the REST API and server actions alike, with the status and the time the client waited,
 * measured where both are known for certain — Node's HTTP server. Node publishes each request's start
 * on the `http.server.request.start` diagnostics channel, before the app sees it; we open the
 * request's notes there (request-notes.ts) and record when the response closes. A response the
 * client abandoned before it finished is recorded with status 499 (as proxies log it).
 */
type RequestStart = { request: IncomingMessage; response: ServerResponse };

const CAPTURE_KEY = Symbol.for('partsmith.requestCapture');
type Holder = { [CAPTURE_KEY]?: true };

/** Starts capturing in this process (instrumentation.ts, Node runtime); once, however often called. */
export function startRequestCapture(): void {
  const holder = globalThis as Holder;
  if (holder[CAPTURE_KEY]) return;
  holder[CAPTURE_KEY] = true;
  diagnostics.subscribe('http.server.request.start', (message) => {
    // A throw here would surface as an uncaught exception in the server: recording is never worth that.
    try {
      onRequestStart(message as RequestStart);
    } catch (error) {
      console.error('partsmith monitoring: a request was not recorded:', error);
    }
  });
}

function onRequestStart({ request, response }: RequestStart): void {
  const url = request.url ?? '/';
  if (!isCapturedPath(url) || !monitoringOn()) {
    requestNotesStorage().enterWith(null);
    return;
  }
  const started = performance.now();
  const timestamp = new Date();
  const kind = requestKindOf(url, request.headers);
  const notes: RequestNotes = { userId: null, error: null, metadata: { kind } };
  if (kind === 'page' && request.headers.rsc === '1') notes.metadata.rsc = true;
  if (request.headers['next-router-prefetch']) notes.metadata.prefetch = true;
  // The request's handler runs in the async context this call is in, and so does everything it awaits.
  requestNotesStorage().enterWith(notes);
  response.once('close', () => {
    try {
      recordClosed();
    } catch (error) {
      console.error('partsmith monitoring: a request was not recorded:', error);
    }
  });

  function recordClosed(): void {
    const finished = response.writableFinished;
    if (!finished) notes.metadata.aborted = true;
    recordRequest({
      timestamp,
      endpoint: endpointOf(url),
      method: request.method ?? 'GET',
      status: finished ? response.statusCode : 499,
      responseTimeMs: Math.round((performance.now() - started) * 10) / 10,
      error: notes.error,
      userId: notes.userId,
      metadata: notes.metadata,
    });
  }
}
