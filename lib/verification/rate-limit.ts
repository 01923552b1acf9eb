import { SlidingWindowRateLimiter } from '@/lib/rate-limit';

/** Verification reads up to 100 MB per request: 20 checks per client per 10 minutes is plenty for a person. */
export const VERIFY_RATE_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const;

const GLOBAL_KEY = Symbol.for('partsmith.verifyRateLimiter');

export function verifyRateLimiter(): SlidingWindowRateLimiter {
  const holder = globalThis as { [GLOBAL_KEY]?: SlidingWindowRateLimiter };
  holder[GLOBAL_KEY] ??= new SlidingWindowRateLimiter(VERIFY_RATE_LIMIT);
  return holder[GLOBAL_KEY];
}
