/**
 * How a request is named in the request log: its path without the query string (which may carry
 * tokens), with ids replaced by `:id` so one screen or API route counts as one endpoint; and what kind
 * of request it is. Pure, so the capture's decisions are tested without a server.
 */

export type RequestKind = 'page' | 'action' | 'route' | 'api';

// UUIDs, numbers, hashes and token-like strings (long, with digits): values, not names.
const ID_SEGMENT = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+|[0-9a-f]{16,}|(?=[^/]*\d)[A-Za-z0-9_~.-]{24,})$/i;

export function endpointOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] || '/';
  const named = path
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
  return named.slice(0, 300);
}

/** Build files and the dev tools' own requests are not the app's requests. */
export function isCapturedPath(url: string): boolean {
  return !url.startsWith('/_next/') && !url.startsWith('/__nextjs');
}

/** A server action is a POST carrying its id in `Next-Action`; the REST API lives under /api/v1. */
export function requestKindOf(url: string, headers: { [name: string]: string | string[] | undefined }): RequestKind {
  if (headers['next-action']) return 'action';
  if (url.startsWith('/api/v1/') || url === '/api/v1') return 'api';
  if (url.startsWith('/api/') || /^\/(?:robots\.txt|sitemap\.xml)(?:$|\?)/.test(url)) return 'route';
  return 'page';
}
