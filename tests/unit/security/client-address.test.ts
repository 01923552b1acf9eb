import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@/lib/config';
import {
  clientAddress,
  clientKey,
  normalizeAddress,
  rateLimitSubject,
  SlidingWindowRateLimiter,
} from '@/lib/http/rate-limit';

function request(headers: Record<string, string>): Headers {
  return new Headers(headers);
}

describe('the client address with no trusted proxy (the default)', () => {
  it('believes nothing a client can send', () => {
    const forged = request({ 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8' });
    expect(clientAddress(forged, 0)).toBeNull();
  });

  it('gives every request the same rate-limit key, whatever its headers say', () => {
    const variants: Record<string, string>[] = [
      {},
      { 'user-agent': 'curl/8.0' },
      { 'user-agent': 'Mozilla/5.0' },
      { 'x-forwarded-for': '198.51.100.1' },
      { 'x-forwarded-for': '198.51.100.2, 10.0.0.1' },
      { 'x-real-ip': '198.51.100.3' },
    ];
    const keys = new Set(variants.map((h) => clientKey(request(h), 0)));
    expect(keys.size).toBe(1);
  });
});

describe('the client address behind trusted proxies', () => {
  it('takes the entry the one trusted proxy appended, not what the client put before it', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '192.0.2.50' }), 1)).toBe('192.0.2.50');
    expect(clientAddress(request({ 'x-forwarded-for': '6.6.6.6, 192.0.2.50' }), 1)).toBe('192.0.2.50');
    expect(clientKey(request({ 'x-forwarded-for': '1.1.1.1, 192.0.2.50' }), 1)).toBe(
      clientKey(request({ 'x-forwarded-for': '9.9.9.9, 192.0.2.50', 'user-agent': 'other' }), 1),
    );
  });

  it('counts hops from the right with two proxies', () => {
    const headers = request({ 'x-forwarded-for': '6.6.6.6, 192.0.2.50, 10.0.0.2' });
    expect(clientAddress(headers, 2)).toBe('192.0.2.50');
  });

  it('knows no address when the request did not pass every trusted proxy', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '192.0.2.50' }), 2)).toBeNull();
    expect(clientAddress(request({}), 1)).toBeNull();
  });

  it('refuses an entry that is not an address', () => {
    expect(clientAddress(request({ 'x-forwarded-for': 'unknown' }), 1)).toBeNull();
    expect(clientAddress(request({ 'x-forwarded-for': '192.0.2.50, <script>' }), 1)).toBeNull();
    expect(clientAddress(request({ 'x-forwarded-for': '192.0.2.50,' }), 1)).toBeNull();
  });

  it('writes one address one way', () => {
    expect(normalizeAddress('::ffff:192.0.2.9')).toBe('192.0.2.9');
    expect(normalizeAddress('[2001:DB8:0:0::1]')).toBe('2001:db8::1');
    expect(normalizeAddress('192.0.2.9:443')).toBeNull();
  });

  it('limits IPv6 clients by their /64, so a fresh address from the same subscriber buys nothing', () => {
    expect(rateLimitSubject('2001:db8:1:2::1')).toBe(rateLimitSubject('2001:db8:1:2:ffff:1:2:3'));
    expect(rateLimitSubject('2001:db8:1:2::1')).not.toBe(rateLimitSubject('2001:db8:1:3::1'));
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64');
  });
});

describe('a limiter keyed by clientKey (the /api/verify case)', () => {
  it('is not reset by a new User-Agent or a forged X-Forwarded-For', () => {
    const limiter = new SlidingWindowRateLimiter({ limit: 2, windowMs: 60_000 });
    const behindProxy = (h: Record<string, string>) =>
      clientKey(request({ 'x-forwarded-for': '192.0.2.50', ...h }), 1);
    expect(limiter.attempt(behindProxy({})).allowed).toBe(true);
    expect(limiter.attempt(behindProxy({})).allowed).toBe(true);
    expect(limiter.attempt(behindProxy({ 'user-agent': 'brand-new-agent' })).allowed).toBe(false);
    expect(
      limiter.attempt(clientKey(request({ 'x-forwarded-for': '203.0.113.1, 192.0.2.50' }), 1)).allowed,
    ).toBe(false);

    const direct = new SlidingWindowRateLimiter({ limit: 1, windowMs: 60_000 });
    expect(direct.attempt(clientKey(request({}), 0)).allowed).toBe(true);
    expect(direct.attempt(clientKey(request({ 'x-forwarded-for': '203.0.113.99' }), 0)).allowed).toBe(false);
  });
});

describe('PARTSMITH_TRUSTED_PROXIES', () => {
  it('defaults to no trusted proxy', () => {
    const result = parseRuntimeConfig({});
    expect(result.ok && result.config.network.trustedProxies).toBe(0);
  });

  it('takes a whole number of hops', () => {
    const result = parseRuntimeConfig({ PARTSMITH_TRUSTED_PROXIES: '2' });
    expect(result.ok && result.config.network.trustedProxies).toBe(2);
  });

  it.each(['-1', '1.5', 'yes', '11'])('refuses %s instead of guessing', (value) => {
    const result = parseRuntimeConfig({ PARTSMITH_TRUSTED_PROXIES: value });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]?.variable).toBe('PARTSMITH_TRUSTED_PROXIES');
  });
});

describe('what `next start` does with X-Forwarded-For (the premise of decision 0007)', () => {
  it('fills it with the socket address only when the request has none, and never appends', () => {
    const require = createRequire(import.meta.url);
    const serverDir = path.dirname(require.resolve('next/dist/server/base-server.js'));
    const source = readFileSync(path.join(serverDir, 'base-server.js'), 'utf8');
    const assignments = source.split('\n').filter((line) => line.includes("req.headers['x-forwarded-for']"));
    expect(assignments).toHaveLength(1);
    expect(assignments[0]).toMatch(/\['x-forwarded-for'\] \?\?= .*socket.*remoteAddress/);
  });
});
