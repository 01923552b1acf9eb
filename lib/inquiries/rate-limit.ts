import { createHash } from 'node:crypto';

export interface RateLimitDecision {
  allowed: boolean;
  /** How long until the oldest counted request leaves the window; 0 when allowed. */
  retryAfterMs: number;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  /** Stop tracking new clients beyond this many, so a flood of spoofed addresses cannot exhaust memory. */
  maxClients?: number;
  now?: () => number;
}

/**
 * Counts requests per client over a sliding window: at most `limit` in any `windowMs`.
 * In memory, per server process: enough to blunt a script hammering a form, not a distributed limit.
 */
export class SlidingWindowRateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly maxClients: number;
  private readonly now: () => number;

  constructor(options: RateLimiterOptions) {
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.maxClients = options.maxClients ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Records a request by `key` if the window has room for it, and says whether it may proceed. */
  attempt(key: string): RateLimitDecision {
    const now = this.now();
    const recent = this.recent(key, now);
    if (recent.length >= this.limit) {
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterMs: Math.max(oldest + this.windowMs - now, 0) };
    }
    if (!this.hits.has(key) && this.hits.size >= this.maxClients) this.makeRoom(now);
    recent.push(now);
    this.hits.set(key, recent);
    return { allowed: true, retryAfterMs: 0 };
  }

  /** Number of clients currently tracked. */
  get size(): number {
    return this.hits.size;
  }

  private recent(key: string, now: number): number[] {
    const kept = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (kept.length === 0) this.hits.delete(key);
    return kept;
  }

  /**
   * Drops clients whose window has passed; if that frees nothing, forgets the longest-tracked client.
   * Forgetting one client's count is the lesser harm than refusing every newcomer during a flood.
   */
  private makeRoom(now: number): void {
    for (const key of [...this.hits.keys()]) {
      const kept = this.recent(key, now);
      if (kept.length > 0) this.hits.set(key, kept);
    }
    if (this.hits.size >= this.maxClients) {
      const oldest = this.hits.keys().next();
      if (!oldest.done) this.hits.delete(oldest.value);
    }
  }
}

/**
 * A client's identity for rate limiting: a SHA-256 of its address and user agent, so the limiter
 * never holds raw IP addresses in memory.
 */
export function clientKey(headers: Pick<Headers, 'get'>): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
  const userAgent = headers.get('user-agent') ?? '';
  return createHash('sha256').update(`${ip}\n${userAgent}`).digest('hex');
}

export const INQUIRY_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

const GLOBAL_KEY = Symbol.for('partsmith.inquiryRateLimiter');

/** One limiter per process: kept on globalThis because Next may load this module more than once. */
export function inquiryRateLimiter(): SlidingWindowRateLimiter {
  const holder = globalThis as { [GLOBAL_KEY]?: SlidingWindowRateLimiter };
  holder[GLOBAL_KEY] ??= new SlidingWindowRateLimiter(INQUIRY_RATE_LIMIT);
  return holder[GLOBAL_KEY];
}
