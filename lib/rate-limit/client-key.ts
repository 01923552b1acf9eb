import { createHash } from 'node:crypto';

/**
 * A client's identity for rate limiting: a SHA-256 of its address and user agent, so the limiter
 * never holds raw IP addresses in memory.
 */
export function clientKey(headers: Pick<Headers, 'get'>): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
  const userAgent = headers.get('user-agent') ?? '';
  return createHash('sha256').update(`${ip}\n${userAgent}`).digest('hex');
}
