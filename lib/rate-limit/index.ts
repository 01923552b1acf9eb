/**
 * Rate limiting in memory, per server process: a sliding-window counter per client key, and the
 * client key of an anonymous request (its hashed address, read as decision 0007 says). Used by the
 * public forms, sign-up, the preview, /api/verify and the REST API (per API key).
 */
export {
  SlidingWindowRateLimiter,
  type RateLimitCount,
  type RateLimitDecision,
  type RateLimiterOptions,
} from './sliding-window';
export { clientKey, clientKeyOf } from './client-key';
export { clientAddress, normalizeAddress, rateLimitSubject, trustedProxyHops } from './client-address';
