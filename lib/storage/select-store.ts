import os from 'node:os';
import path from 'node:path';
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './local-store';
import { SupabaseBlobStore } from './supabase-store';

export const STORAGE_ENV = {
  dataDir: 'PARTSMITH_DATA_DIR',
  supabaseUrl: 'NEXT_PUBLIC_SUPABASE_URL',
  secretKey: 'SUPABASE_SECRET_KEY',
  /** Supabase's older name for a server key; read when SUPABASE_SECRET_KEY is not set. */
  serviceRoleKey: 'SUPABASE_SERVICE_ROLE_KEY',
  bucket: 'PARTSMITH_STORAGE_BUCKET',
} as const;

export const DEFAULT_BUCKET = 'partsmith';

export type BlobStoreTarget =
  | { kind: 'local'; root: string }
  | { kind: 'supabase'; url: string; secretKey: string; bucket: string };

export type BlobStoreTargetResult = { ok: true; target: BlobStoreTarget } | { ok: false; variable: string; message: string };

type Env = Readonly<Record<string, string | undefined>>;

const read = (env: Env, name: string) => env[name]?.trim() || undefined;

/**
 * Which store the environment names, like the database: Supabase configured → its Storage (which
 * needs a server key: half-configured is an error, never a silent fall-back to local files);
 * otherwise `<PARTSMITH_DATA_DIR or .data>/blobs`.
 */
export function resolveBlobStoreTarget(env: Env = process.env, cwd: string = process.cwd()): BlobStoreTargetResult {
  const url = read(env, STORAGE_ENV.supabaseUrl);
  if (url) {
    const secretKey = read(env, STORAGE_ENV.secretKey) ?? read(env, STORAGE_ENV.serviceRoleKey);
    if (!secretKey) {
      return {
        ok: false,
        variable: STORAGE_ENV.secretKey,
        message: `${STORAGE_ENV.secretKey} must be set with ${STORAGE_ENV.supabaseUrl}: files are kept in a private Supabase Storage bucket that only the server may reach.`,
      };
    }
    const bucket = read(env, STORAGE_ENV.bucket) ?? DEFAULT_BUCKET;
    if (!/^[a-z0-9][a-z0-9._-]{1,62}$/.test(bucket)) {
      return { ok: false, variable: STORAGE_ENV.bucket, message: `${STORAGE_ENV.bucket} must be a bucket name (lowercase letters, digits, . _ -).` };
    }
    return { ok: true, target: { kind: 'supabase', url, secretKey, bucket } };
  }
  const dataDir = path.resolve(cwd, read(env, STORAGE_ENV.dataDir) ?? '.data');
  return { ok: true, target: { kind: 'local', root: path.join(dataDir, 'blobs') } };
}

export class StorageConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = 'StorageConfigError';
  }
}

export function openBlobStore(target: BlobStoreTarget): BlobStore {
  if (target.kind === 'local') return new LocalBlobStore(target.root);
  return new SupabaseBlobStore({ ...target, spoolDir: path.join(os.tmpdir(), 'partsmith-spool') });
}

const STORE_KEY = Symbol.for('partsmith.blob-store');
type StoreHolder = { [STORE_KEY]?: BlobStore };

/** The process's blob store, chosen from the environment once (kept on globalThis, like getDb). */
export function getBlobStore(): BlobStore {
  const holder = globalThis as StoreHolder;
  if (!holder[STORE_KEY]) {
    const resolved = resolveBlobStoreTarget();
    if (!resolved.ok) throw new StorageConfigError(resolved.variable, resolved.message);
    holder[STORE_KEY] = openBlobStore(resolved.target);
  }
  return holder[STORE_KEY];
}
