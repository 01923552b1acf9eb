import { describe, expect, it } from 'vitest';
import { toSessionUser } from '@/lib/auth/account-status';
import { parseServerConfig } from '@/lib/config';
import { debugInfo } from '@/lib/dev/debug-info';

const SECRETS = {
  SUPABASE_SECRET_KEY: 'sb_secret_very-secret-value-1',
  PARTSMITH_SESSION_SECRET: 'session-secret-value-2',
  DATABASE_URL: 'postgresql://postgres:db-password-3@db.example.test:5432/postgres',
  SENTRY_DSN: 'https://dsn-key-4@o1.ingest.sentry.io/1',
};
const ENV = {
  ...SECRETS,
  NEXT_PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_a1B2c3D4e5F6g7H8',
  NEXT_PUBLIC_APP_ENV: 'development',
  NEXT_PUBLIC_FEATURE_AI_CHATBOT: 'true',
  NODE_ENV: 'development',
};
const subject = {
  user: toSessionUser({ id: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', email: 'olga@example.test', username: 'olga', accountStatus: 'active', isAdmin: true }),
  workspace: { name: 'Brakes Team', slug: 'brakes', personal: false },
  role: 'owner',
  databaseBackend: 'postgres',
  version: '0.1.0',
};

describe('the development debug panel’s values', () => {
  const info = debugInfo(parseServerConfig(ENV, '/srv/app'), subject);

  it('show the configuration, backend, flags, build, user and workspace in use', () => {
    expect(info.config).toMatchObject({ environment: 'development', 'site.origin': 'http://localhost:3000' });
    expect(info.backend).toMatchObject({ auth: 'Supabase', 'supabase.url': 'https://abcdefghijklmnop.supabase.co', database: 'postgres', 'supabase.secretKey': 'set', DATABASE_URL: 'set', errorReporting: 'Sentry (DSN set)' });
    expect(info.flags).toEqual({ autocare: 'on', analytics: 'off', monitoring: 'on', aiChatbot: 'on', preview: 'on', previewRequireAuth: 'off' });
    expect(info.build).toMatchObject({ version: '0.1.0', NODE_ENV: 'development' });
    expect(info.user).toMatchObject({ email: 'olga@example.test', accountStatus: 'active', platformAdmin: 'true' });
    expect(info.workspace).toEqual({ name: 'Brakes Team', slug: 'brakes', personal: 'false', role: 'owner' });
  });

  it('never carries a secret', () => {
    const all = JSON.stringify(info);
    for (const secret of Object.values(SECRETS)) expect(all).not.toContain(secret);
    expect(all).not.toContain('db-password-3');
    expect(all).not.toContain('dsn-key-4');
  });
});
