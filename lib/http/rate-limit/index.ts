/**
 * Rate limiting in memory, per server process: a sliding-window counter per client key, the client
 * key of an anonymous request (its hashed address, read as decision 0007 says), and the REST API's
 * allowances per key. Used by the public forms, sign-up, the preview, /api/verify and the REST API.
 */
export {
  SlidingWindowRateLimiter,
  type RateLimitCount,
  type RateLimitDecision,
  type RateLimiterOptions,
} from './sliding-window';
export { processRateLimiter, retryAfterSeconds } from './process-limiter';
export { clientKey, clientKeyOf, userKey } from './client-key';
export { clientAddress, normalizeAddress, rateLimitSubject, trustedProxyHops } from './client-address';
export {
  API_RATE_CLASSES,
  API_RATE_WINDOW_MS,
  apiRateLimiter,
  createApiRateLimiter,
  rateLimitHeaders,
  type ApiRateClass,
  type ApiRateLimiter,
} from './api-key';
