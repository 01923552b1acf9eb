import { describe, expect, it } from 'vitest';
import { serverConfig } from '@/lib/config';
import { SIGNED_IN_WARM_UP_PATHS, WARM_UP_HEADER, WARM_UP_PATHS, startWarmUp, warmUp, warmUpOrigin, warmUpWanted } from '@/lib/dev/warm-up';

const DEV = { NODE_ENV: 'development', NEXT_RUNTIME: 'nodejs', PORT: '3600' };

/** A fetch that answers each path (a status or an error) a second later on a fake clock, and records calls. */
function fakeServer(answers: Record<string, number | Error>) {
  let clock = 0;
  const calls: { url: string; headers: Record<string, string>; redirect?: string; at: number }[] = [];
  const fetchFake = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url: url.href, headers: init?.headers as Record<string, string>, redirect: init?.redirect, at: clock });
    const answer = answers[url.pathname];
    const at = clock;
    await Promise.resolve();
    clock = Math.max(clock, at + 1000);
    if (answer instanceof Error) throw answer;
    return new Response('<html></html>', { status: answer ?? 404 });
  }) as typeof fetch;
  return { fetch: fetchFake, calls, now: () => clock };
}

describe('dev warm-up', () => {
  it('runs only in the development server, unless PARTSMITH_DEV_WARM_UP turns it off', () => {
    expect(warmUpWanted(serverConfig(DEV))).toBe(true);
    expect(warmUpWanted(serverConfig({ ...DEV, NODE_ENV: 'production' }))).toBe(false);
    expect(warmUpWanted(serverConfig({ ...DEV, NODE_ENV: 'test' }))).toBe(false);
    expect(warmUpWanted(serverConfig({ ...DEV, NEXT_RUNTIME: 'edge' }))).toBe(false);
    expect(warmUpWanted(serverConfig({ ...DEV, PARTSMITH_DEV_WARM_UP: '0' }))).toBe(false);
    expect(warmUpWanted(serverConfig({ ...DEV, PARTSMITH_DEV_WARM_UP: 'False ' }))).toBe(false);
    expect(warmUpWanted(serverConfig({ ...DEV, PARTSMITH_DEV_WARM_UP: '1' }))).toBe(true);
  });

  it('asks this server, on the port next dev listens on', () => {
    expect(warmUpOrigin(serverConfig({ PORT: '3600' }))).toBe('http://localhost:3600');
    expect(warmUpOrigin(serverConfig({}))).toBeNull();
    expect(warmUpOrigin(serverConfig({ PORT: 'abc' }))).toBeNull();
    expect(startWarmUp(serverConfig({ ...DEV, PORT: undefined }))).toBeNull();
    expect(startWarmUp(serverConfig({ ...DEV, NODE_ENV: 'production' }))).toBeNull();
  });

  it('compiles the home page first, then the others together, marked as warm-up, following no redirect', async () => {
    const server = fakeServer({ '/': 200, '/login': 200, '/dashboard': 307 });
    const lines: string[] = [];
    const results = await warmUp({
      origin: 'http://localhost:3600',
      paths: ['/', '/login', '/dashboard'],
      fetch: server.fetch,
      now: server.now,
      log: (line) => lines.push(line),
    });
    expect(server.calls.map((c) => c.url)).toEqual([
      'http://localhost:3600/',
      'http://localhost:3600/login',
      'http://localhost:3600/dashboard',
    ]);
    // The second and third requests leave together, after the first has answered.
    expect(server.calls.map((c) => c.at)).toEqual([0, 1000, 1000]);
    expect(server.calls.every((c) => c.headers[WARM_UP_HEADER] === '1' && c.redirect === 'manual')).toBe(true);
    expect(results.map((r) => [r.path, r.status])).toEqual([
      ['/', 200],
      ['/login', 200],
      ['/dashboard', 307],
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('compiling /, /login, /dashboard before the first visit');
    expect(lines[1]).toBe(
      'partsmith: ready for use at http://localhost:3600 after 2.0 s (/ 200 in 1.0 s, /login 200 in 1.0 s, /dashboard 307 in 1.0 s)',
    );
  });

  it('says which page did not compile, and never throws', async () => {
    const server = fakeServer({ '/': 500, '/login': new Error('socket hang up') });
    const lines: string[] = [];
    const results = await warmUp({ origin: 'http://localhost:3600', fetch: server.fetch, now: server.now, log: (l) => lines.push(l) });
    expect(results.map((r) => r.status)).toEqual([500, null]);
    expect(results[1]!.error).toBe('socket hang up');
    expect(lines[1]).toBe(
      'partsmith: the warm-up did not compile every page (/: status 500; /login: socket hang up); they compile on first visit instead',
    );
  });

  it('warms the home page and sign-in by default', () => {
    expect(WARM_UP_PATHS).toEqual(['/', '/login']);
  });

  it('asks for the signed-in pages with the warm-up cookie, the public ones without, all after the home page', async () => {
    const server = fakeServer({ '/': 200, '/login': 200, '/dashboard': 307, '/catalogs': 307 });
    const lines: string[] = [];
    const results = await warmUp({
      origin: 'http://localhost:3600',
      signedInPaths: ['/dashboard', '/catalogs'],
      cookie: 'ps_session=t0ken',
      fetch: server.fetch,
      now: server.now,
      log: (line) => lines.push(line),
    });
    expect(server.calls.map((c) => [new URL(c.url).pathname, c.headers.cookie ?? null, c.at])).toEqual([
      ['/', null, 0],
      ['/login', null, 1000],
      ['/dashboard', 'ps_session=t0ken', 1000],
      ['/catalogs', 'ps_session=t0ken', 1000],
    ]);
    expect(results.map((r) => [r.path, r.signedIn])).toEqual([
      ['/', false],
      ['/login', false],
      ['/dashboard', true],
      ['/catalogs', true],
    ]);
    // A signed-in page answers the warm-up with the sign-in redirect: compiled, and not a failure.
    expect(lines[1]).toMatch(/^partsmith: ready for use at http:\/\/localhost:3600 after 2\.0 s \(.*\/catalogs 307 in 1\.0 s\)$/);
  });

  it('without a cookie leaves the signed-in pages to their first visit, and says so', async () => {
    const server = fakeServer({ '/': 200, '/login': 200 });
    const lines: string[] = [];
    await warmUp({ origin: 'http://localhost:3600', fetch: server.fetch, now: server.now, log: (line) => lines.push(line) });
    expect(server.calls.map((c) => new URL(c.url).pathname)).toEqual(['/', '/login']);
    expect(lines[0]).toContain('compiling /, /login before the first visit (signed-in pages compile on first visit');
  });

  it('warms the signed-in path a new user takes by default: dashboard, catalogs, upload, a catalog and its review', () => {
    expect(SIGNED_IN_WARM_UP_PATHS).toEqual([
      '/dashboard',
      '/catalogs',
      '/catalogs/new',
      '/catalogs/00000000-0000-4000-8000-000000000000',
      '/catalogs/00000000-0000-4000-8000-000000000000/review',
    ]);
  });
});
