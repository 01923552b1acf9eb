import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverConfig } from '@/lib/config';
import { resolveBlobStoreTarget } from '@/lib/storage';

/** The store an environment (in the working directory `cwd`) names. */
const targetOf = (env: Record<string, string>, cwd?: string) => resolveBlobStoreTarget(serverConfig(env, cwd));

describe('resolveBlobStoreTarget', () => {
  it('keeps blobs in <data dir>/blobs when Supabase is not configured', () => {
    expect(targetOf({}, '/srv/app')).toEqual({ ok: true, target: { kind: 'local', root: path.join('/srv/app/.data', 'blobs') } });
    expect(targetOf({ PARTSMITH_DATA_DIR: '/var/partsmith' }, '/srv/app')).toEqual({
      ok: true,
      target: { kind: 'local', root: '/var/partsmith/blobs' },
    });
  });

  it('uses a Supabase Storage bucket when Supabase is configured with a server key', () => {
    const result = targetOf({ NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SECRET_KEY: 'sb_secret_x' });
    expect(result).toEqual({ ok: true, target: { kind: 'supabase', url: 'https://abc.supabase.co', secretKey: 'sb_secret_x', bucket: 'partsmith' } });
  });

  it('reads the older service-role variable and a bucket name', () => {
    const result = targetOf({
      NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_SERVICE_ROLE_KEY: 'legacy',
      PARTSMITH_STORAGE_BUCKET: 'catalogs',
    });
    expect(result).toMatchObject({ ok: true, target: { kind: 'supabase', secretKey: 'legacy', bucket: 'catalogs' } });
  });

  it('refuses a half-configured Supabase instead of falling back to local files', () => {
    const result = targetOf({ NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co' });
    expect(result).toMatchObject({ ok: false, variable: 'SUPABASE_SECRET_KEY' });
  });

  it('refuses a bucket name Storage would not accept', () => {
    const result = targetOf({
      NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_SECRET_KEY: 'k',
      PARTSMITH_STORAGE_BUCKET: '../Bad Name',
    });
    expect(result).toMatchObject({ ok: false, variable: 'PARTSMITH_STORAGE_BUCKET' });
  });
});
