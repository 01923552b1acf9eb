import { processRateLimiter, type SlidingWindowRateLimiter } from '@/lib/http/rate-limit';

/** Verification reads up to 100 MB per request: 20 checks per client per 10 minutes is plenty for a person. */
export const VERIFY_RATE_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const;

export function verifyRateLimiter(): SlidingWindowRateLimiter {
  return processRateLimiter('verify', VERIFY_RATE_LIMIT);
}
