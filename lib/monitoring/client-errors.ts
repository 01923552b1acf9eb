import { z } from 'zod';
import { NO_STORE, readBeacon } from '@/lib/http';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_MAX_MESSAGE } from './client-error-names';
import { endpointOf } from './endpoint';
import type { ErrorSource } from './error-rate';
import type { ReportingUser } from './reporting-user';
import { noteRequest } from './request-notes';

/**
 * A browser's uncaught error or unhandled rejection (POST /api/client-errors), as the Web Vitals are
 * taken (app/api/web-vitals/route.ts): same-origin, rate-limited per signed-in user (else per client address), a body of at most 2 KB,
 * validated. An accepted report is counted into `errors.count` (source browser) and reported with the
 * signed-in user, if any. The report holds a message and the page's path only — no stack, no query
 * string — so a browser cannot pour user data into the logs.
 */
export const CLIENT_ERROR_MAX_BODY_BYTES = 2048;
export const CLIENT_ERROR_RATE_LIMIT = { limit: 30, windowMs: 60_000 };

export const clientErrorReportSchema = z.strictObject({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().min(1).max(CLIENT_ERROR_MAX_MESSAGE),
  page: z.string().startsWith('/').max(500),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** A browser's error as it is reported on the server: its own class, so it is told apart from the server's. */
export class ClientError extends Error {
  override readonly name = 'ClientError';
}

export interface ClientErrorDeps {
  count: (source: ErrorSource) => void;
  report: (error: unknown, context: Record<string, unknown>, user: ReportingUser | null) => void;
  currentUser: () => Promise<ReportingUser | null>;
  /** The verified id of who is signed in (the rate limit's key then), or null. */
  senderId: () => Promise<string | null>;
}

export async function acceptClientError(request: Request, requestHeaders: Headers, deps: ClientErrorDeps): Promise<Response> {
  const read = await readBeacon(request, requestHeaders, {
    limiter: 'client-errors',
    rate: CLIENT_ERROR_RATE_LIMIT,
    maxBytes: CLIENT_ERROR_MAX_BODY_BYTES,
    schema: clientErrorReportSchema,
    sender: await deps.senderId(),
  });
  if (!read.ok) return new Response(null, { status: read.status, headers: NO_STORE });
  const { report } = read;
  deps.count('browser');
  // The report's own request log record says what it carried — the kind only: the message may hold
  // user data, and an error noted there would count this 204 as a failed request of the server.
  noteRequest({ clientError: report.kind });
  // Who reported it is a nice-to-have: a failing session lookup must not lose the report.
  const user = await deps.currentUser().catch(() => null);
  deps.report(new ClientError(report.message), { source: 'browser', kind: report.kind, page: endpointOf(report.page) }, user);
  return new Response(null, { status: 204, headers: NO_STORE });
}
