import { SlidingWindowRateLimiter, clientKey, type RateLimitDecision } from '@/lib/rate-limit';
import { PREVIEW_LIMITS } from './limits';

const LIMITERS_KEY = Symbol.for('partsmith.previewRateLimiters');
type Holder = { [LIMITERS_KEY]?: Map<number, SlidingWindowRateLimiter> };

/**
 * The preview's limiter for `perMinute` conversions per client (the runtime config's `matching`
 * limit). One per process and limit, on globalThis because Next may load this module more than once.
 */
export function previewRateLimiter(perMinute: number): SlidingWindowRateLimiter {
  const holder = globalThis as Holder;
  const limiters = (holder[LIMITERS_KEY] ??= new Map());
  let limiter = limiters.get(perMinute);
  if (!limiter) {
    limiter = new SlidingWindowRateLimiter({ limit: perMinute, windowMs: PREVIEW_LIMITS.rateWindowMs });
    limiters.set(perMinute, limiter);
  }
  return limiter;
}

/** Counts this request against its client's allowance (address + user agent, hashed). */
export function attemptPreview(limiter: SlidingWindowRateLimiter, headers: Pick<Headers, 'get'>): RateLimitDecision {
  return limiter.attempt(clientKey(headers));
}

/** Whole seconds to wait, never 0 (a "retry in 0 seconds" message helps nobody). */
export function retryAfterSeconds(decision: RateLimitDecision): number {
  return Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
}
