import { createHash } from 'node:crypto';
import { clientAddress, rateLimitSubject } from './client-address';

/**
 * A client's identity for rate limiting: a SHA-256 of its address (IPv6 by /64), so the limiter never
 * holds raw addresses in memory. Nothing else the client sends goes in — a new User-Agent or a
 * made-up X-Forwarded-For must not buy a fresh allowance. Clients whose address cannot be known
 * (no trusted proxy, see clientAddress) share one key: a limit that holds, at the price of sharing.
 */
export function clientKey(headers: Pick<Headers, 'get'>, trustedProxies?: number): string {
  return clientKeyOf(clientAddress(headers, trustedProxies));
}

/** The same key from an address already read with clientAddress (null = unknown). */
export function clientKeyOf(address: string | null): string {
  return createHash('sha256').update(`client-address\n${rateLimitSubject(address)}`).digest('hex');
}

/**
 * The key of a signed-in user, for what only signed-in pages send (Web Vitals, browser errors): their
 * verified session, which they cannot choose, rather than an address that a whole office — or, without
 * a trusted proxy, every visitor — shares.
 */
export function userKey(userId: string): string {
  return createHash('sha256').update(`user\n${userId}`).digest('hex');
}
