export interface RateLimitDecision {
  allowed: boolean;
  /** How long until the oldest counted request leaves the window; 0 when allowed. */
  retryAfterMs: number;
}

/** A decision with the numbers a client is told (the API's `X-RateLimit-*` headers). */
export interface RateLimitCount extends RateLimitDecision {
  limit: number;
  /** Requests left in the window after this one. */
  remaining: number;
  /** How long until the oldest counted request leaves the window and frees a slot. */
  resetAfterMs: number;
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
  readonly limit: number;
  readonly windowMs: number;
  private readonly maxClients: number;
  private readonly now: () => number;

  constructor(options: RateLimiterOptions) {
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.maxClients = options.maxClients ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Records a request by `key` if the window has room for it, and says whether it may proceed. */
  attempt(key: string): RateLimitCount {
    const now = this.now();
    const recent = this.recent(key, now);
    if (recent.length >= this.limit) {
      const oldest = recent[0] ?? now;
      const wait = Math.max(oldest + this.windowMs - now, 0);
      return { allowed: false, retryAfterMs: wait, limit: this.limit, remaining: 0, resetAfterMs: wait };
    }
    if (!this.hits.has(key) && this.hits.size >= this.maxClients) this.makeRoom(now);
    recent.push(now);
    this.hits.set(key, recent);
    const oldest = recent[0] ?? now;
    return {
      allowed: true,
      retryAfterMs: 0,
      limit: this.limit,
      remaining: this.limit - recent.length,
      resetAfterMs: Math.max(oldest + this.windowMs - now, 0),
    };
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
