import { describe, expect, it } from 'vitest';
import { acceptClientError, ClientError, type ClientErrorDeps } from '@/lib/monitoring/client-errors';
import type { ErrorSource } from '@/lib/monitoring/error-rate';
import { clientErrorMessage } from '@/components/monitoring/client-error-reporter';

const ORIGIN = 'http://partsmith.test';

/** A browser's POST as the route receives it (with no trusted proxy, every test's requests are one client). */
function post(body: string, extra: Record<string, string> = {}): { request: Request; headers: Headers } {
  const headers = new Headers({ host: 'partsmith.test', origin: ORIGIN, 'content-type': 'application/json', ...extra });
  return { request: new Request(`${ORIGIN}/api/client-errors`, { method: 'POST', body, headers }), headers };
}

function world(user: ClientErrorDeps['currentUser'] = async () => null, senderId: string | null = null) {
  const counted: ErrorSource[] = [];
  const reported: { error: unknown; context: Record<string, unknown>; user: unknown }[] = [];
  const deps: ClientErrorDeps = {
    count: (s) => counted.push(s),
    report: (error, context, u) => reported.push({ error, context, user: u }),
    currentUser: user,
    senderId: async () => senderId,
  };
  return { deps, counted, reported };
}

const report = (fields: Record<string, unknown> = {}) => JSON.stringify({ kind: 'error', message: 'TypeError: x is undefined', page: '/en/jobs/0b7e5f0e-4b7a-4f55-9f1b-1f2d3c4b5a69', ...fields });

describe('POST /api/client-errors', () => {
  it('counts a browser error and reports it with the signed-in user and the page without its ids', async () => {
    const user = { id: 'u1', email: 'ana@example.com', username: 'ana' };
    const { deps, counted, reported } = world(async () => user);
    const { request, headers } = post(report());
    const answer = await acceptClientError(request, headers, deps);
    expect(answer.status).toBe(204);
    expect(counted).toEqual(['browser']);
    expect(reported).toHaveLength(1);
    expect(reported[0]!.error).toBeInstanceOf(ClientError);
    expect((reported[0]!.error as Error).message).toBe('TypeError: x is undefined');
    expect(reported[0]!.context).toEqual({ source: 'browser', kind: 'error', page: '/en/jobs/:id' });
    expect(reported[0]!.user).toEqual(user);
  });

  it('still reports when the session cannot be read', async () => {
    const { deps, reported } = world(async () => {
      throw new Error('db down');
    });
    const { request, headers } = post(report({ kind: 'unhandledrejection' }));
    expect((await acceptClientError(request, headers, deps)).status).toBe(204);
    expect(reported[0]!.user).toBeNull();
  });

  it('refuses another site, a body over 2 KB, a long message, extra fields and garbage, counting none', async () => {
    const { deps, counted } = world();
    const statusOf = async (body: string, extra?: Record<string, string>) => {
      const { request, headers } = post(body, extra);
      return (await acceptClientError(request, headers, deps)).status;
    };
    expect(await statusOf(report(), { origin: 'https://evil.example' })).toBe(403);
    expect(await statusOf(report({ message: 'x'.repeat(3000) }))).toBe(413);
    expect(await statusOf(report({ message: 'x'.repeat(501) }))).toBe(400);
    expect(await statusOf(report({ stack: 'at secret (user data)' }))).toBe(400);
    expect(await statusOf(report({ page: 'https://elsewhere/' }))).toBe(400);
    expect(await statusOf('{not json')).toBe(400);
    expect(counted).toEqual([]);
  });

  it('limits each client to 30 reports a minute (earlier requests in this file included)', async () => {
    const { deps, counted } = world();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const { request, headers } = post(report());
      statuses.push((await acceptClientError(request, headers, deps)).status);
    }
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(0);
    expect(statuses.slice(firstRefusal).every((s) => s === 429)).toBe(true);
    expect(counted).toHaveLength(firstRefusal);
  });

  it('gives each signed-in user an allowance of their own, apart from their shared address', async () => {
    // The address's allowance is spent by the test above; two users behind it each still get theirs.
    const statusesOf = async (senderId: string | null, times: number) => {
      const { deps } = world(async () => null, senderId);
      const statuses: number[] = [];
      for (let i = 0; i < times; i++) {
        const { request, headers } = post(report());
        statuses.push((await acceptClientError(request, headers, deps)).status);
      }
      return statuses;
    };
    expect(await statusesOf(null, 1)).toEqual([429]);
    const ana = await statusesOf('user-ana', 31);
    expect(ana.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(ana[30]).toBe(429);
    expect(await statusesOf('user-ben', 1)).toEqual([204]);
  });
});

describe('what the browser sends', () => {
  it('is the message cut to 500 characters, never the stack', () => {
    const error = new TypeError('y'.repeat(600));
    expect(clientErrorMessage(error)).toHaveLength(500);
    expect(clientErrorMessage(error)).toMatch(/^TypeError: y+$/);
    expect(clientErrorMessage('plain')).toBe('plain');
    expect(clientErrorMessage({ secret: 'token' })).toBe('Non-error value thrown');
  });
});
