import { afterEach, describe, expect, it } from 'vitest';
import { chooseLinkOrigin, isLoopbackHost, requestHostOf, siteOrigin } from '@/lib/site/origin';

const unset = { configured: null, nodeEnv: 'development', port: '3000' };
const asked = (host: string, proto: string | null = null) => ({ host, proto });

describe('the origin of links', () => {
  it('uses the configured site whatever the request says', () => {
    const setting = { ...unset, configured: 'https://parts.example.com/' };
    expect(chooseLinkOrigin(asked('evil.example:443', 'https'), setting)).toBe('https://parts.example.com');
    expect(chooseLinkOrigin(null, { ...setting, nodeEnv: 'production' })).toBe('https://parts.example.com');
  });

  it('follows the dev server to the port the browser used when nothing is configured', () => {
    expect(chooseLinkOrigin(asked('localhost:3005'), unset)).toBe('http://localhost:3005');
    expect(chooseLinkOrigin(asked('192.168.1.20:3005'), unset)).toBe('http://192.168.1.20:3005');
  });

  it('never takes a spoofed Host in production without a configured site', () => {
    const production = { ...unset, nodeEnv: 'production', port: '3100' };
    expect(chooseLinkOrigin(asked('evil.example', 'https'), production)).toBe('http://localhost:3100');
    // Not even a loopback one: in production the Host is the client's to write.
    expect(chooseLinkOrigin(asked('localhost:6666'), production)).toBe('http://localhost:3100');
  });

  it('outside next dev believes only a loopback Host', () => {
    const test = { ...unset, nodeEnv: 'test', port: '3100' };
    expect(chooseLinkOrigin(asked('evil.example'), test)).toBe('http://localhost:3100');
    expect(chooseLinkOrigin(asked('127.0.0.1:3999'), test)).toBe('http://127.0.0.1:3999');
    expect(chooseLinkOrigin(asked('[::1]:3999'), test)).toBe('http://[::1]:3999');
  });

  it('refuses a Host that carries more than a host and port', () => {
    for (const host of ['evil.example/path', 'user@localhost:3000', 'localhost:3000\r\nX: y', 'localhost:3000/#', '']) {
      expect(chooseLinkOrigin(asked(host), unset)).toBe('http://localhost:3000');
    }
  });

  it('reads only http or https from X-Forwarded-Proto', () => {
    expect(chooseLinkOrigin(asked('localhost:3005', 'https'), unset)).toBe('https://localhost:3005');
    expect(chooseLinkOrigin(asked('localhost:3005', 'javascript'), unset)).toBe('http://localhost:3005');
  });

  it('falls back to the port the server listens on, 3000 when none is known', () => {
    expect(chooseLinkOrigin(null, { ...unset, port: '4321' })).toBe('http://localhost:4321');
    expect(chooseLinkOrigin(null, { ...unset, port: undefined })).toBe('http://localhost:3000');
    expect(chooseLinkOrigin(null, { ...unset, port: '80; rm' })).toBe('http://localhost:3000');
  });

  it('knows loopback hosts', () => {
    expect(['localhost', 'app.localhost:3000', '127.0.0.1', '127.1.2.3:80', '[::1]:3000'].every(isLoopbackHost)).toBe(true);
    expect(['localhost.evil.example', '10.0.0.1', '[::2]', 'example.com'].some(isLoopbackHost)).toBe(false);
  });
});

describe('siteOrigin from the environment', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ['NEXT_PUBLIC_SITE_URL', 'NODE_ENV', 'PORT']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('reads NEXT_PUBLIC_SITE_URL, and without it PORT and the request', () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'https://parts.example.com';
    expect(siteOrigin(requestHostOf(new Headers({ host: 'localhost:3005' })))).toBe('https://parts.example.com');

    delete process.env.NEXT_PUBLIC_SITE_URL;
    process.env.PORT = '3007';
    expect(siteOrigin()).toBe('http://localhost:3007');
    expect(siteOrigin(requestHostOf(new Headers({ host: 'localhost:3005' })))).toBe('http://localhost:3005');
    (process.env as Record<string, string>).NODE_ENV = 'production';
    expect(siteOrigin(requestHostOf(new Headers({ host: 'evil.example', 'x-forwarded-proto': 'https' })))).toBe('http://localhost:3007');
  });
});
