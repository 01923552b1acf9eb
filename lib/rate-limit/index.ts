/**
 * Rate limiting in memory, per server process: a sliding-window counter per client key, and the
 * client key of an anonymous request (hashed address and user agent). Used by the public forms, the
 * preview, /api/verify and the REST API (per API key).
 */
export {
  SlidingWindowRateLimiter,
  type RateLimitCount,
  type RateLimitDecision,
  type RateLimiterOptions,
} from './sliding-window';
export { clientKey } from './client-key';
