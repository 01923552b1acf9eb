/**
 * Whether a state-changing request comes from this site's own pages. Browsers send `Origin` on
 * every cross-site POST (and on same-origin XHR/fetch POSTs), and `Sec-Fetch-Site` when they know
 * better; either saying "another site" is refused, so a page elsewhere cannot upload into a
 * signed-in user's workspace with their cookie (or spend this server's preview conversions). A request
 * with neither header is not a browser's cross-site request (curl, server-to-server) and is left to
 * the route's other checks. The one check for /api/uploads, /api/reference/imports and the preview.
 */
export function isSameOriginRequest(headers: Headers): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const origin = headers.get('origin');
  if (origin === null) return true;
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  if (!host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    // "null" (sandboxed frames, some redirects) and anything unparsable.
    return false;
  }
}
