/**
 * Spec §8: a client call that gets no answer in time fails with "Request timeout after {n}ms". The
 * one way the app's browser code calls its own routes with a deadline; client-safe (no imports).
 * The deadline covers the wait for the answer's headers — a body that then streams slowly is the
 * caller's to bound. The caller's own signal still cancels as before (an AbortError, not a timeout).
 */
export const REQUEST_TIMEOUT = 'REQUEST_TIMEOUT';

export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  readonly code = REQUEST_TIMEOUT;
  constructor(readonly timeoutMs: number) {
    super(`Request timeout after ${timeoutMs}ms`);
  }
}

export function isRequestTimeout(error: unknown): error is RequestTimeoutError {
  return error instanceof RequestTimeoutError;
}

export interface TimedRequestInit extends RequestInit {
  timeoutMs: number;
}

export async function timedFetch(input: string | URL, { timeoutMs, signal, ...init }: TimedRequestInit): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new RequestTimeoutError(timeoutMs));
  }, timeoutMs);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  try {
    return await fetch(input, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new RequestTimeoutError(timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}
