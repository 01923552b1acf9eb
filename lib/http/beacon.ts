import type { z } from 'zod';
import { readCappedText } from './capped-text';
import { clientKey, processRateLimiter, userKey } from './rate-limit';
import { isSameOriginRequest } from './same-origin';

export interface BeaconRules<T> {
  /** The rate limiter's name (one per route, shared by the process). */
  limiter: string;
  rate: { limit: number; windowMs: number };
  maxBytes: number;
  schema: z.ZodType<T>;
  /** The verified id of the signed-in user sending it, if any: then the limit is theirs, not the address's. */
  sender?: string | null;
}

/**
 * What a browser sends on its own (a Web Vital, an error it caught): from this site's pages only,
 * rate-limited per signed-in user or else per client address, a small body, valid JSON of the route's shape. Either the report, or the
 * status to refuse it with (403, 429, 413, 400) — the routes answer with no body either way.
 */
export async function readBeacon<T>(request: Request, requestHeaders: Headers, rules: BeaconRules<T>): Promise<{ ok: true; report: T } | { ok: false; status: number }> {
  if (!isSameOriginRequest(requestHeaders)) return { ok: false, status: 403 };
  const key = rules.sender ? userKey(rules.sender) : clientKey(requestHeaders);
  if (!processRateLimiter(rules.limiter, rules.rate).attempt(key).allowed) return { ok: false, status: 429 };
  const body = await readCappedText(request, rules.maxBytes);
  if (body === null) return { ok: false, status: 413 };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, status: 400 };
  }
  const parsed = rules.schema.safeParse(json);
  return parsed.success ? { ok: true, report: parsed.data } : { ok: false, status: 400 };
}
