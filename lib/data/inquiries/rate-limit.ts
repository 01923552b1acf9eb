import { processRateLimiter, type SlidingWindowRateLimiter } from '@/lib/http/rate-limit';

export const INQUIRY_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

/** One limiter per process. */
export function inquiryRateLimiter(): SlidingWindowRateLimiter {
  return processRateLimiter('inquiry', INQUIRY_RATE_LIMIT);
}
