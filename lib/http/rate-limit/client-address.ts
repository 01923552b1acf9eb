import { isIP } from 'node:net';
import { getRuntimeConfig } from '@/lib/config';

/**
 * The address of the client behind a request, as far as it can be known without believing the client
 * (docs/decisions/0007-client-address.md).
 *
 * `next start` sets `X-Forwarded-For` to the socket's peer address only when the request has no such
 * header (`??=` in Next's base server); a header the client sent passes through untouched. So the
 * only entries worth believing are the ones our own proxies appended, counted from the right: with
 * `trustedProxies` = N, the client is the N-th entry from the end. With no trusted proxy (the
 * default) nothing in the header can be told apart from what a client typed, and the address is
 * unknown. `X-Real-IP` is never read: nothing of ours sets it.
 */
export function clientAddress(headers: Pick<Headers, 'get'>, trustedProxies: number = trustedProxyHops()): string | null {
  if (trustedProxies <= 0) return null;
  // Repeated X-Forwarded-For headers arrive joined with ", ", in order: one list either way.
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim());
  // Fewer entries than trusted proxies: the request did not come through all of them.
  if (hops.length < trustedProxies) return null;
  return normalizeAddress(hops[hops.length - trustedProxies] ?? '');
}

/** The configured number of trusted proxy hops; none when the configuration is broken. */
export function trustedProxyHops(): number {
  const config = getRuntimeConfig();
  return config.ok ? config.config.network.trustedProxies : 0;
}

/** A literal IPv4 or IPv6 address in one canonical spelling, or null for anything else. */
export function normalizeAddress(raw: string): string | null {
  const value = raw.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped?.[1] && isIP(mapped[1]) === 4) return mapped[1];
  const family = isIP(value);
  if (family === 4) return value;
  // The URL parser writes IPv6 in its shortest lower-case form, so one address has one spelling.
  if (family === 6) return new URL(`http://[${value}]`).hostname.slice(1, -1);
  return null;
}

/**
 * What a rate limit counts for an address: IPv4 as is, IPv6 by its /64 — one subscriber usually holds
 * a whole /64 and could otherwise take a fresh address for every request.
 */
export function rateLimitSubject(address: string | null): string {
  if (address === null) return 'unknown';
  if (isIP(address) !== 6) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // normalizeAddress already turned any dotted IPv4 tail into hex groups: eight groups in all.
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
}
