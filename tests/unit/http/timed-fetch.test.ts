import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRequestTimeout, REQUEST_TIMEOUT, RequestTimeoutError, timedFetch } from '@/lib/http/timed-fetch';

// A real local server: /slow answers after 400 ms, anything else at once.
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const answer = () => res.end('ok');
    if (req.url === '/slow') setTimeout(answer, 400);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('timedFetch', () => {
  it('answers as fetch does within the deadline', async () => {
    const response = await timedFetch(`${base}/fast`, { timeoutMs: 2_000 });
    expect(await response.text()).toBe('ok');
  });

  it('fails with "Request timeout after {n}ms" and the code when no answer comes in time', async () => {
    const failure = await timedFetch(`${base}/slow`, { timeoutMs: 50 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RequestTimeoutError);
    expect(isRequestTimeout(failure)).toBe(true);
    expect(failure).toMatchObject({ message: 'Request timeout after 50ms', code: REQUEST_TIMEOUT, timeoutMs: 50 });
  });

  it("leaves the caller's own cancelling an abort, not a timeout", async () => {
    const caller = new AbortController();
    const pending = timedFetch(`${base}/slow`, { timeoutMs: 2_000, signal: caller.signal }).catch((e: unknown) => e);
    caller.abort();
    const failure = await pending;
    expect(isRequestTimeout(failure)).toBe(false);
    expect((failure as Error).name).toBe('AbortError');
  });
});
