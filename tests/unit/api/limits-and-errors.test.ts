import { describe, expect, it } from 'vitest';
import { API_ERRORS, fromRefusal, presentedKey } from '@/lib/api';
import { createApiRateLimiter, rateLimitHeaders } from '@/lib/http/rate-limit';
import { decodeCursor, encodeCursor } from '@/lib/api/cursor';

describe('per-key rate limits', () => {
  it('give each class its configured allowance per minute, per key', () => {
    let now = 0;
    const limiter = createApiRateLimiter({ translation: 3, matching: 2, crawling: 1 }, () => now);
    expect([1, 2, 3, 4].map(() => limiter.attempt('k1', 'read').allowed)).toEqual([true, true, true, false]);
    expect([1, 2, 3].map(() => limiter.attempt('k1', 'write').allowed)).toEqual([true, true, false]);
    expect([1, 2].map(() => limiter.attempt('k1', 'download').allowed)).toEqual([true, false]);
    expect(limiter.attempt('k2', 'read').allowed).toBe(true);
    now = 60_001;
    expect(limiter.attempt('k1', 'read').allowed).toBe(true);
  });

  it('tell the client what is left and when a slot frees up', () => {
    let now = 0;
    const limiter = createApiRateLimiter({ translation: 2, matching: 2, crawling: 2 }, () => now);
    expect(rateLimitHeaders(limiter.attempt('k', 'read'))).toEqual({ 'X-RateLimit-Limit': '2', 'X-RateLimit-Remaining': '1', 'X-RateLimit-Reset': '60' });
    now = 15_000;
    limiter.attempt('k', 'read');
    const refused = limiter.attempt('k', 'read');
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfterMs: 45_000 });
    expect(rateLimitHeaders(refused)['X-RateLimit-Reset']).toBe('45');
  });
});

describe('bearer keys', () => {
  it('are read from the Authorization header only', () => {
    const headers = (value?: string) => new Headers(value ? { authorization: value } : {});
    expect(presentedKey(headers('Bearer psk_abc_def'))).toBe('psk_abc_def');
    expect(presentedKey(headers('bearer   psk_abc_def '))).toBe('psk_abc_def');
    expect(presentedKey(headers('Basic psk_abc_def'))).toBeNull();
    expect(presentedKey(headers('Bearer'))).toBeNull();
    expect(presentedKey(headers('Bearer a b'))).toBeNull();
    expect(presentedKey(headers())).toBeNull();
  });
});

describe('refusals as HTTP', () => {
  it('map to the documented statuses, keeping the upload finding', () => {
    expect(fromRefusal({ ok: false, code: 'not_found', message: 'secret detail' })).toMatchObject({ status: 404, code: 'not_found' });
    expect(fromRefusal({ ok: false, code: 'not_found', message: 'secret detail' }).message).not.toContain('secret detail');
    expect(fromRefusal({ ok: false, code: 'not_allowed', message: 'Only owners …' })).toMatchObject({ status: 403 });
    expect(fromRefusal({ ok: false, code: 'conflict', message: 'dup' })).toMatchObject({ status: 409 });
    expect(fromRefusal({ ok: false, code: 'invalid', message: 'bad brand' })).toMatchObject({ status: 400, code: 'invalid_request' });
    const finding = { code: 'UPLOAD_TOO_LARGE', severity: 'error' as const, message: 'too big' };
    expect(fromRefusal({ ok: false, code: 'invalid', message: 'too big', finding })).toMatchObject({ status: 413, code: 'upload_too_large', finding });
    expect(fromRefusal({ ok: false, code: 'invalid', message: 'x', finding: { ...finding, code: 'INPUT_UNSUPPORTED_TYPE' } })).toMatchObject({ status: 400, code: 'invalid_upload' });
    expect(API_ERRORS.rate_limited).toBe(429);
  });
});

describe('paging cursors', () => {
  it('round-trip and refuse another list\'s cursor or garbage', () => {
    const id = '0b7e5f0e-4b7a-4f55-9f1b-1f2d3c4b5a69';
    expect(decodeCursor('jobs', encodeCursor('jobs', id))).toBe(id);
    expect(decodeCursor('review', encodeCursor('review', 42))).toBe(42);
    expect(decodeCursor('exports', encodeCursor('jobs', id))).toBeNull();
    expect(decodeCursor('jobs', 'not a cursor')).toBeNull();
  });
});
