import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, parseRuntimeConfigSafely, parseServerConfig, serverConfig } from '@/lib/config';

describe('the data folder', () => {
  it('is .data in the working directory when PARTSMITH_DATA_DIR is unset, empty or blank', () => {
    for (const env of [{}, { PARTSMITH_DATA_DIR: '' }, { PARTSMITH_DATA_DIR: '   ' }]) {
      expect(parseServerConfig(env, '/srv/app').dataDir).toBe(path.resolve('/srv/app/.data'));
    }
  });

  it('is PARTSMITH_DATA_DIR, trimmed, against the working directory — never the project root', () => {
    expect(parseServerConfig({ PARTSMITH_DATA_DIR: ' var/data ' }, '/srv/app').dataDir).toBe(
      path.resolve('/srv/app/var/data'),
    );
    expect(parseServerConfig({ PARTSMITH_DATA_DIR: '/var/partsmith' }, '/srv/app').dataDir).toBe(
      path.resolve('/var/partsmith'),
    );
    expect(parseServerConfig({ PARTSMITH_ROOT: '/opt/partsmith' }, '/home/me/work').dataDir).toBe(
      path.resolve('/home/me/work/.data'),
    );
  });
});

describe('server variables', () => {
  it('reads empty as unset, and the project root from PARTSMITH_ROOT or the working directory', () => {
    const config = parseServerConfig(
      { DATABASE_URL: '', PARTSMITH_DB: '  ', STANDARDS_DIR: '', PARTSMITH_ROOT: '' },
      '/srv/app',
    );
    expect(config.database).toEqual({ url: undefined, mode: undefined });
    expect(config.standardsDir).toBeUndefined();
    expect(config.root).toBe('/srv/app');
    expect(parseServerConfig({ PARTSMITH_ROOT: '/opt/partsmith' }, '/srv/app').root).toBe('/opt/partsmith');
  });

  it('keeps the session secret exactly as given (its bytes are the key)', () => {
    expect(
      parseServerConfig({ PARTSMITH_SESSION_SECRET: ' secret with spaces ' }, '/').auth.sessionSecret,
    ).toBe(' secret with spaces ');
  });

  it('reads the older Supabase server key when the new one is not set', () => {
    expect(parseServerConfig({ SUPABASE_SERVICE_ROLE_KEY: 'legacy' }, '/').supabase.secretKey).toBe('legacy');
    expect(
      parseServerConfig({ SUPABASE_SERVICE_ROLE_KEY: 'legacy', SUPABASE_SECRET_KEY: 'new' }, '/').supabase
        .secretKey,
    ).toBe('new');
  });

  it('reads on/off switches as 1/true and 0/false, anything else as unset', () => {
    const switchOf = (value: string) =>
      parseServerConfig({ PARTSMITH_IN_APP_WORKER: value }, '/').jobs.inAppWorker;
    expect(['1', 'TRUE', ' true '].map(switchOf)).toEqual([true, true, true]);
    expect(['0', 'False'].map(switchOf)).toEqual([false, false]);
    expect(['', 'maybe'].map(switchOf)).toEqual([undefined, undefined]);
  });

  it('reports errors with SENTRY_DSN, else NEXT_PUBLIC_SENTRY_DSN, in NEXT_PUBLIC_APP_ENV', () => {
    expect(parseServerConfig({}, '/').monitoring).toMatchObject({ dsn: undefined, environment: 'production' });
    expect(
      parseServerConfig(
        { NEXT_PUBLIC_SENTRY_DSN: 'https://p@o.example/1', NEXT_PUBLIC_APP_ENV: 'staging' },
        '/',
      ).monitoring,
    ).toMatchObject({
      dsn: 'https://p@o.example/1',
      environment: 'staging',
    });
    expect(
      parseServerConfig(
        { SENTRY_DSN: 'https://s@o.example/2', NEXT_PUBLIC_SENTRY_DSN: 'https://p@o.example/1' },
        '/',
      ).monitoring.dsn,
    ).toBe('https://s@o.example/2');
  });

  it('mails alerts to the ops, security and performance mailboxes, example ones unless configured', () => {
    expect(parseServerConfig({}, '/').monitoring.alerts).toEqual({
      ops: 'ops@partsmith.example',
      security: 'security@partsmith.example',
      performance: 'performance@partsmith.example',
      locale: undefined,
    });
    expect(
      parseServerConfig(
        { PARTSMITH_ALERT_OPS_EMAIL: ' oncall@brand.test ', PARTSMITH_ALERT_SECURITY_EMAIL: '', PARTSMITH_ALERT_LOCALE: 'de' },
        '/',
      ).monitoring.alerts,
    ).toMatchObject({ ops: 'oncall@brand.test', security: 'security@partsmith.example', locale: 'de' });
  });

  it('carries the runtime configuration parsed from the same environment', () => {
    expect(parseServerConfig({ RATE_LIMIT_MATCHING: '7' }, '/').runtime).toMatchObject({
      ok: true,
      config: { rateLimits: { matching: 7 } },
    });
    expect(parseServerConfig({ RATE_LIMIT_MATCHING: 'x' }, '/').runtime.ok).toBe(false);
  });
});

describe('serverConfig: parsed once per environment', () => {
  it('gives the same configuration while the variables and the folder stay the same', () => {
    const env: Record<string, string | undefined> = { PARTSMITH_DATA_DIR: '/d' };
    expect(serverConfig(env, '/a')).toBe(serverConfig(env, '/a'));
  });

  it('parses again when a variable changes or the command runs in another folder (nothing to reset)', () => {
    const env: Record<string, string | undefined> = { PARTSMITH_DATA_DIR: 'one' };
    const first = serverConfig(env, '/a');
    env.PARTSMITH_DATA_DIR = 'two';
    expect(serverConfig(env, '/a').dataDir).toBe(path.resolve('/a/two'));
    expect(serverConfig(env, '/b').dataDir).toBe(path.resolve('/b/two'));
    env.NEXT_PUBLIC_SITE_URL = 'https://parts.example.com';
    expect(serverConfig(env, '/b').runtime).toMatchObject({
      ok: true,
      config: { site: { origin: 'https://parts.example.com' } },
    });
    expect(first.dataDir).toBe(path.resolve('/a/one'));
  });

  it('keeps each environment object apart (a CLI command runs with its own)', () => {
    expect(serverConfig({ PARTSMITH_DATA_DIR: '/x' }, '/').dataDir).toBe(path.resolve('/x'));
    expect(serverConfig({ PARTSMITH_DATA_DIR: '/y' }, '/').dataDir).toBe(path.resolve('/y'));
  });
});

describe('the Configuration Error screen’s causes beyond the runtime variables (issue 18)', () => {
  const SUPABASE = { NEXT_PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co', NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_a1B2c3D4e5F6g7H8' };

  it('counts Supabase URL and key without the server secret as half a configuration', () => {
    const half = parseServerConfig(SUPABASE, '/srv/app').runtime;
    expect(half.ok).toBe(false);
    if (half.ok) return;
    expect(half.issues).toEqual([{ variable: 'SUPABASE_SECRET_KEY', message: expect.stringMatching(/^SUPABASE_SECRET_KEY is required\. /) }]);
    expect(parseServerConfig({ ...SUPABASE, SUPABASE_SECRET_KEY: 'sb_secret_x' }, '/srv/app').runtime.ok).toBe(true);
    expect(parseServerConfig({ ...SUPABASE, SUPABASE_SERVICE_ROLE_KEY: 'legacy' }, '/srv/app').runtime.ok).toBe(true);
    expect(parseServerConfig({ ...SUPABASE, SUPABASE_SECRET_KEY: '  ' }, '/srv/app').runtime.ok).toBe(false);
  });

  it('turns an exception while parsing into a configuration error with its message', () => {
    const exploding = new Proxy({} as Record<string, string | undefined>, {
      get(_target, name) {
        if (name === 'NEXT_PUBLIC_FEATURE_PREVIEW') throw new Error('the environment could not be read');
        return undefined;
      },
    });
    expect(parseRuntimeConfigSafely(exploding)).toEqual({ ok: false, issues: [{ variable: '', message: 'the environment could not be read' }] });
    expect(() => parseRuntimeConfig(exploding)).toThrow();
    expect(parseServerConfig(exploding, '/srv/app').runtime).toMatchObject({ ok: false, issues: [{ message: 'the environment could not be read' }] });
  });
});
