import { headers } from 'next/headers';
import type { RequestMeta } from './backend';

/** Client address and user agent of the current request, for session records and throttles. */
export async function requestMeta(): Promise<RequestMeta> {
  const h = await headers();
  const forwarded = h.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || h.get('x-real-ip') || null;
  return { userAgent: h.get('user-agent'), ip: ip && /^[0-9a-f.:]+$/i.test(ip) ? ip : null };
}
