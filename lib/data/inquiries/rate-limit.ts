import { SlidingWindowRateLimiter } from '@/lib/rate-limit';

export const INQUIRY_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

const GLOBAL_KEY = Symbol.for('partsmith.inquiryRateLimiter');

/** One limiter per process: kept on globalThis because Next may load this module more than once. */
export function inquiryRateLimiter(): SlidingWindowRateLimiter {
  const holder = globalThis as { [GLOBAL_KEY]?: SlidingWindowRateLimiter };
  holder[GLOBAL_KEY] ??= new SlidingWindowRateLimiter(INQUIRY_RATE_LIMIT);
  return holder[GLOBAL_KEY];
}
