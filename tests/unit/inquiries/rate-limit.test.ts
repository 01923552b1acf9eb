import { describe, expect, it } from 'vitest';
import { clientKey, SlidingWindowRateLimiter } from '@/lib/http/rate-limit';

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('sliding window rate limiter', () => {
  it('lets five requests through in ten minutes and refuses the sixth', () => {
    const time = clock();
    const limiter = new SlidingWindowRateLimiter({ limit: 5, windowMs: 600_000, now: time.now });
    for (let i = 0; i < 5; i++) {
      expect(limiter.attempt('a').allowed).toBe(true);
      time.advance(60_000);
    }
    const refused = limiter.attempt('a');
    expect(refused.allowed).toBe(false);
    // The first request (t=0) leaves the window at t=600s; it is now t=300s.
    expect(refused.retryAfterMs).toBe(300_000);
  });

  it('slides: a slot frees up as soon as the oldest request is older than the window', () => {
    const time = clock();
    const limiter = new SlidingWindowRateLimiter({ limit: 2, windowMs: 1000, now: time.now });
    limiter.attempt('a');
    time.advance(500);
    limiter.attempt('a');
    time.advance(499);
    expect(limiter.attempt('a').allowed).toBe(false);
    time.advance(2);
    expect(limiter.attempt('a').allowed).toBe(true);
    expect(limiter.attempt('a').allowed).toBe(false);
  });

  it('does not count refused requests against the client', () => {
    const time = clock();
    const limiter = new SlidingWindowRateLimiter({ limit: 1, windowMs: 1000, now: time.now });
    limiter.attempt('a');
    for (let i = 0; i < 10; i++) limiter.attempt('a');
    time.advance(1001);
    expect(limiter.attempt('a').allowed).toBe(true);
  });

  it('keeps clients apart', () => {
    const limiter = new SlidingWindowRateLimiter({ limit: 1, windowMs: 1000, now: () => 0 });
    expect(limiter.attempt('a').allowed).toBe(true);
    expect(limiter.attempt('b').allowed).toBe(true);
    expect(limiter.attempt('a').allowed).toBe(false);
  });

  it('stays within its client cap, dropping expired clients first', () => {
    const time = clock();
    const limiter = new SlidingWindowRateLimiter({ limit: 1, windowMs: 1000, maxClients: 3, now: time.now });
    limiter.attempt('a');
    limiter.attempt('b');
    time.advance(2000);
    limiter.attempt('c');
    limiter.attempt('d');
    expect(limiter.size).toBe(2);
    limiter.attempt('e');
    limiter.attempt('f');
    expect(limiter.size).toBe(3);
    // 'c' was tracked longest and made room for 'f'; the newer clients are still limited.
    expect(limiter.attempt('e').allowed).toBe(false);
    expect(limiter.attempt('c').allowed).toBe(true);
  });
});

describe('client key', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it('hashes the address instead of keeping it', () => {
    const key = clientKey(headers({ 'x-forwarded-for': '203.0.113.7' }), 1);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('203.0.113.7');
  });

  it('uses the address the trusted proxy appended, not what the client wrote before it', () => {
    const spoofed = clientKey(headers({ 'x-forwarded-for': '10.9.9.9, 203.0.113.7' }), 1);
    expect(spoofed).toBe(clientKey(headers({ 'x-forwarded-for': '203.0.113.7' }), 1));
    expect(spoofed).not.toBe(clientKey(headers({ 'x-forwarded-for': '203.0.113.8' }), 1));
  });

  it('ignores x-real-ip and the user agent, which any client can set', () => {
    const key = clientKey(headers({ 'x-forwarded-for': '198.51.100.4', 'user-agent': 'Firefox' }), 1);
    expect(key).toBe(clientKey(headers({ 'x-forwarded-for': '198.51.100.4', 'user-agent': 'Safari' }), 1));
    expect(key).toBe(clientKey(headers({ 'x-forwarded-for': '198.51.100.4', 'x-real-ip': '192.0.2.1' }), 1));
  });
});
