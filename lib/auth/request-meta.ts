import { clientAddress } from '@/lib/http/rate-limit';
import type { RequestMeta } from './backend';

/**
 * Client address (decision 0007: only what our trusted proxies wrote) and user agent of a request, for
 * session records. The user agent is a label shown to the user, never a throttle key.
 */
export function requestMeta(h: Pick<Headers, 'get'>): RequestMeta {
  return { userAgent: h.get('user-agent')?.slice(0, 512) ?? null, ip: clientAddress(h) };
}
