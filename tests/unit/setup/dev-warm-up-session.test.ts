import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refreshProxySession } from '@/lib/auth/proxy-session';
import { SESSION_COOKIE } from '@/lib/auth/embedded/session-cookie';
import { loadServerSecret } from '@/lib/auth/embedded/server-secret';
import { verifySessionToken } from '@/lib/auth/embedded/signed-tokens';
import { getRuntimeConfig } from '@/lib/config';
import { getLiveAuthSession } from '@/lib/data/accounts';
import type { Queryable } from '@/lib/db/types';
import { WARM_UP_SESSION_ID, warmUpSessionCookie } from '@/lib/dev/warm-up-session';

// Unit tests share one process (decision 0015): the environment, the cached configuration and the
// cached server secret go back to what they were.
const SECRET_KEY = Symbol.for('partsmith.sessionSecret');
const VARIABLES = ['NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'SUPABASE_SECRET_KEY', 'PARTSMITH_SESSION_SECRET'];
type SecretHolder = { [SECRET_KEY]?: Uint8Array };

describe('the dev warm-up cookie', () => {
  const savedEnv: Record<string, string | undefined> = {};
  let savedSecret: Uint8Array | undefined;
  beforeEach(() => {
    for (const name of VARIABLES) savedEnv[name] = process.env[name];
    savedSecret = (globalThis as SecretHolder)[SECRET_KEY];
    // Never the generated .data/session-secret of the checkout the tests run in.
    if (!savedSecret) process.env.PARTSMITH_SESSION_SECRET = 'a-warm-up-test-secret-that-is-long-enough';
    delete process.env.NEXT_PUBLIC_SUPABASE_URL;
    delete process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY;
  });
  afterEach(() => {
    for (const name of VARIABLES) {
      if (savedEnv[name] === undefined) delete process.env[name];
      else process.env[name] = savedEnv[name];
    }
    if (savedSecret) (globalThis as SecretHolder)[SECRET_KEY] = savedSecret;
    else delete (globalThis as SecretHolder)[SECRET_KEY];
  });

  it('gets past the proxy on the embedded backend, so the page behind it is compiled', async () => {
    const cookie = await warmUpSessionCookie();
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    const request = new NextRequest('http://localhost:3600/catalogs', { headers: { cookie: cookie! } });
    expect((await refreshProxySession(request, null)).userId).toBe(WARM_UP_SESSION_ID);
  });

  it('signs nobody in: it names no session, and the session lookup refuses it without asking the database', async () => {
    const token = (await warmUpSessionCookie())!.slice(SESSION_COOKIE.length + 1);
    const claims = await verifySessionToken(token, loadServerSecret());
    expect(claims?.sid).toBe(WARM_UP_SESSION_ID);
    const asked: string[] = [];
    const db = { query: async (text: string) => (asked.push(text), [{ id: claims!.sid, user_id: claims!.sub }]) } as unknown as Queryable;
    expect(await getLiveAuthSession(db, claims!.sid)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('expires within a quarter of an hour', async () => {
    const now = new Date();
    const token = (await warmUpSessionCookie(now))!.slice(SESSION_COOKIE.length + 1);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
    expect(payload.exp * 1000 - now.getTime()).toBeLessThanOrEqual(15 * 60_000);
  });

  it('is not made with Supabase sign-in, where the proxy would not accept it', async () => {
    process.env.NEXT_PUBLIC_SUPABASE_URL = 'https://abcdefghijklmnop.supabase.co';
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = 'sb_publishable_abcdefghijklmnopqrstuv';
    process.env.SUPABASE_SECRET_KEY = 'sb_secret_abcdefghijklmnopqrstuv';
    expect(getRuntimeConfig()).toMatchObject({ ok: true, config: { supabase: { url: 'https://abcdefghijklmnop.supabase.co' } } });
    expect(await warmUpSessionCookie()).toBeNull();
  });
});
