import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SlidingWindowRateLimiter } from '@/lib/http/rate-limit';
import { decidePreviewAccess, mayUsePreview } from '@/lib/preview/access';
import { retryAfterSeconds } from '@/lib/http/rate-limit';
import { attemptPreview, previewRateLimiter } from '@/lib/preview/rate-limit';

const on = { preview: true, previewRequireAuth: false };
const members = { preview: true, previewRequireAuth: true };

describe('who may use the preview', () => {
  it('nobody when the flag is off, or when the configuration is broken', () => {
    expect(decidePreviewAccess({ preview: false, previewRequireAuth: false }, null)).toBe('disabled');
    expect(decidePreviewAccess({ preview: false, previewRequireAuth: true }, { accountStatus: 'active' })).toBe('disabled');
    expect(decidePreviewAccess(null, { accountStatus: 'active' })).toBe('disabled');
  });

  it('anyone when it is on and previewRequireAuth is off', () => {
    expect(decidePreviewAccess(on, null)).toBe('open');
    expect(mayUsePreview('open')).toBe(true);
  });

  it('with previewRequireAuth, only a signed-in active user', () => {
    expect(decidePreviewAccess(members, null)).toBe('signInRequired');
    expect(decidePreviewAccess(members, { accountStatus: 'pending_review' })).toBe('inactive');
    expect(decidePreviewAccess(members, { accountStatus: 'suspended' })).toBe('inactive');
    expect(decidePreviewAccess(members, { accountStatus: 'active' })).toBe('member');
    expect(['signInRequired', 'inactive', 'disabled'].map((a) => mayUsePreview(a as never))).toEqual([false, false, false]);
    expect(mayUsePreview('member')).toBe(true);
  });
});

const headers = (ip: string) => new Headers({ 'x-forwarded-for': ip, 'user-agent': 'test' });

// Clients are told apart by the address one trusted proxy wrote (decision 0007); with none trusted,
// every visitor shares one allowance.
beforeAll(() => {
  process.env.PARTSMITH_TRUSTED_PROXIES = '1';
});
afterAll(() => {
  delete process.env.PARTSMITH_TRUSTED_PROXIES;
});

describe('preview rate limit', () => {
  it('allows the configured number of conversions per minute per client, then says how long to wait', () => {
    let now = 0;
    const limiter = new SlidingWindowRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) expect(attemptPreview(limiter, headers('10.0.0.1')).allowed).toBe(true);
    now = 20_000;
    const refused = attemptPreview(limiter, headers('10.0.0.1'));
    expect(refused.allowed).toBe(false);
    expect(retryAfterSeconds(refused)).toBe(40);
    expect(attemptPreview(limiter, headers('10.0.0.2')).allowed).toBe(true);
    now = 60_001;
    expect(attemptPreview(limiter, headers('10.0.0.1')).allowed).toBe(true);
  });

  it('keeps one limiter per process and limit, sized from the config', () => {
    const a = previewRateLimiter(50);
    expect(previewRateLimiter(50)).toBe(a);
    expect(previewRateLimiter(2)).not.toBe(a);
    const two = previewRateLimiter(2);
    const client = headers('192.0.2.77');
    expect([attemptPreview(two, client), attemptPreview(two, client), attemptPreview(two, client)].map((d) => d.allowed)).toEqual([true, true, false]);
  });

  it('never asks to wait 0 seconds', () => {
    expect(retryAfterSeconds({ allowed: false, retryAfterMs: 10 })).toBe(1);
  });
});
