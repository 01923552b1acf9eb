import { SlidingWindowRateLimiter, type RateLimitDecision } from './sliding-window';

const LIMITERS_KEY = Symbol.for('partsmith.rateLimiters');
type Holder = { [LIMITERS_KEY]?: Map<string, SlidingWindowRateLimiter> };

/**
 * The process's limiter called `name` with this allowance: one per process (on globalThis, since Next
 * may load a module more than once), so counts survive across requests; a changed allowance (the
 * runtime configuration's) gets a fresh one. The one way every rate-limited path holds its counts.
 */
export function processRateLimiter(
  name: string,
  allowance: { limit: number; windowMs: number },
): SlidingWindowRateLimiter {
  const holder = globalThis as Holder;
  const limiters = (holder[LIMITERS_KEY] ??= new Map());
  const id = `${name}:${allowance.limit}/${allowance.windowMs}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = new SlidingWindowRateLimiter({ limit: allowance.limit, windowMs: allowance.windowMs });
    limiters.set(id, limiter);
  }
  return limiter;
}

/** Whole seconds to wait (`Retry-After`), never 0 (a "retry in 0 seconds" message helps nobody). */
export function retryAfterSeconds(decision: RateLimitDecision): number {
  return Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
}
