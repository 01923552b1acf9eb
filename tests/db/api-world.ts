/**
 * REST API v1 against a real job world (tests/db/jobs-world.ts): requests go through the same
 * endpoint table and pipeline the route files use, with Next's routing replaced by a matcher over
 * the endpoints' paths.
 */
import { API_ENDPOINTS, handleApiRequest, type AnyEndpoint, type ApiRuntime } from '@/lib/api';
import { createApiRateLimiter } from '@/lib/http/rate-limit';
import { withUser } from '@/lib/db/scopes';
import { createApiKey, type ApiKeyScope } from '@/lib/data/workspaces';
import type { TestUser } from './harness';
import type { JobWorld } from './jobs-world';

export const ALL_SCOPES: ApiKeyScope[] = ['uploads:write', 'jobs:read', 'jobs:write', 'exports:read', 'exports:write'];

export async function makeKey(world: JobWorld, user: TestUser, scopes: ApiKeyScope[] = ALL_SCOPES, workspaceId = world.workspace): Promise<string> {
  const created = await withUser(user.claims, (tx) => createApiKey(tx, { workspaceId, name: 'test connector', scopes }), world.db);
  if (!created.ok) throw new Error(created.message);
  return created.secret;
}

export function apiRuntime(world: JobWorld, limits = { translation: 1000, matching: 1000, crawling: 1000 }): ApiRuntime {
  return { db: world.db, store: world.store, boss: world.boss, limiter: createApiRateLimiter(limits) };
}

/** The endpoint for a method and path, with its path parameters — what Next's file routing does. */
function route(method: string, pathname: string): { endpoint: AnyEndpoint; params: Record<string, string> } | null {
  for (const endpoint of API_ENDPOINTS) {
    if (endpoint.method !== method) continue;
    const names: string[] = [];
    const pattern = endpoint.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const match = new RegExp(`^/api/v1${pattern}$`).exec(pathname);
    if (match) return { endpoint, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)])) };
  }
  return null;
}

export interface CallOptions {
  key?: string | null;
  json?: unknown;
  body?: BodyInit | Buffer;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  bytes: Buffer;
}

export async function call(runtime: ApiRuntime, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, options: CallOptions = {}): Promise<Answer> {
  const url = new URL(path, 'http://partsmith.test');
  const found = route(method, url.pathname);
  if (!found) throw new Error(`no endpoint for ${method} ${url.pathname}`);
  const headers = new Headers(options.headers);
  if (options.key) headers.set('authorization', `Bearer ${options.key}`);
  let body: BodyInit | undefined = Buffer.isBuffer(options.body) ? new Uint8Array(options.body) : options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set('content-type', 'application/json');
  }
  const request = new Request(url, { method, headers, ...(body !== undefined ? { body, duplex: 'half' } : {}) } as RequestInit);
  const response = await handleApiRequest(found.endpoint, request, found.params, runtime);
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, headers: response.headers, body: type.startsWith('application/json') ? JSON.parse(bytes.toString('utf8')) : null, bytes };
}

/** A body the server has to stream (no Content-Length), `total` bytes of `fill` in 64 KB chunks. */
export function streamedBody(total: number, fill = 0x41): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(64 * 1024, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(fill));
    },
  });
}
