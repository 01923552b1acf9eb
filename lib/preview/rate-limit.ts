import { clientKey, processRateLimiter, type RateLimitDecision, type SlidingWindowRateLimiter } from '@/lib/http/rate-limit';
import { PREVIEW_LIMITS } from './limits';

/**
 * The preview's limiter for `perMinute` conversions per client (the runtime config's `matching`
 * limit), one per process and limit.
 */
export function previewRateLimiter(perMinute: number): SlidingWindowRateLimiter {
  return processRateLimiter('preview', { limit: perMinute, windowMs: PREVIEW_LIMITS.rateWindowMs });
}

/** Counts this request against its client's allowance (address + user agent, hashed). */
export function attemptPreview(limiter: SlidingWindowRateLimiter, headers: Pick<Headers, 'get'>): RateLimitDecision {
  return limiter.attempt(clientKey(headers));
}
