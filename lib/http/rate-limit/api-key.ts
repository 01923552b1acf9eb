import type { RuntimeConfig } from '@/lib/config';
import { processRateLimiter } from './process-limiter';
import { SlidingWindowRateLimiter, type RateLimitCount } from './sliding-window';

/**
 * Each API key has three allowances per minute, taken from the runtime configuration's rate limits
 * (the product specification names translation, matching and crawling):
 * - `write` (requests that start or change work: uploads, jobs, decisions, exports) — `matching`,
 *   the same allowance the public preview gives conversions, since each may run the engine;
 * - `read` (status, lists, review rows) — `translation`, the largest, so polling is comfortable;
 * - `download` (deliverable and bundle files) — `crawling`: machines fetching files in bulk.
 */
export const API_RATE_CLASSES = {
  read: 'translation',
  write: 'matching',
  download: 'crawling',
} as const satisfies Record<string, keyof RuntimeConfig['rateLimits']>;

export type ApiRateClass = keyof typeof API_RATE_CLASSES;

export const API_RATE_WINDOW_MS = 60_000;

export interface ApiRateLimiter {
  /** Counts one request of `keyId` in `rateClass` and says whether it may proceed. */
  attempt(keyId: string, rateClass: ApiRateClass): RateLimitCount;
}

export function createApiRateLimiter(limits: RuntimeConfig['rateLimits'], now?: () => number): ApiRateLimiter {
  const byClass = Object.fromEntries(
    (Object.keys(API_RATE_CLASSES) as ApiRateClass[]).map((c) => [
      c,
      new SlidingWindowRateLimiter({ limit: limits[API_RATE_CLASSES[c]], windowMs: API_RATE_WINDOW_MS, ...(now ? { now } : {}) }),
    ]),
  ) as Record<ApiRateClass, SlidingWindowRateLimiter>;
  return { attempt: (keyId, rateClass) => byClass[rateClass].attempt(keyId) };
}

/** The process's allowances for these limits (`processRateLimiter`: counts survive across requests, a changed configuration starts afresh). */
export function apiRateLimiter(limits: RuntimeConfig['rateLimits']): ApiRateLimiter {
  return {
    attempt: (keyId, rateClass) => processRateLimiter(`api.${rateClass}`, { limit: limits[API_RATE_CLASSES[rateClass]], windowMs: API_RATE_WINDOW_MS }).attempt(keyId),
  };
}

/** `X-RateLimit-*` headers: the allowance, what is left, and seconds until a slot frees up. */
export function rateLimitHeaders(count: RateLimitCount): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(count.limit),
    'X-RateLimit-Remaining': String(count.remaining),
    'X-RateLimit-Reset': String(Math.ceil(count.resetAfterMs / 1000)),
  };
}
