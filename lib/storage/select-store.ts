import os from 'node:os';
import path from 'node:path';
import { SERVER_ENV, serverConfig, type ServerConfig } from '@/lib/config';
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './local-store';
import { SupabaseBlobStore } from './supabase-store';

const STORAGE_ENV = {
  supabaseUrl: SERVER_ENV.supabaseUrl,
  secretKey: SERVER_ENV.supabaseSecretKey,
  bucket: SERVER_ENV.storageBucket,
} as const;

export const DEFAULT_BUCKET = 'partsmith';

export type BlobStoreTarget =
  | { kind: 'local'; root: string }
  | { kind: 'supabase'; url: string; secretKey: string; bucket: string };

export type BlobStoreTargetResult = { ok: true; target: BlobStoreTarget } | { ok: false; variable: string; message: string };

/**
 * Which store the configuration names, like the database: Supabase configured → its Storage (which
 * needs a server key: half-configured is an error, never a silent fall-back to local files);
 * otherwise `<data folder>/blobs`.
 */
export function resolveBlobStoreTarget(config: ServerConfig = serverConfig()): BlobStoreTargetResult {
  const { url, secretKey } = config.supabase;
  if (url) {
    if (!secretKey) {
      return {
        ok: false,
        variable: STORAGE_ENV.secretKey,
        message: `${STORAGE_ENV.secretKey} must be set with ${STORAGE_ENV.supabaseUrl}: files are kept in a private Supabase Storage bucket that only the server may reach.`,
      };
    }
    const bucket = config.storage.bucket ?? DEFAULT_BUCKET;
    if (!/^[a-z0-9][a-z0-9._-]{1,62}$/.test(bucket)) {
      return { ok: false, variable: STORAGE_ENV.bucket, message: `${STORAGE_ENV.bucket} must be a bucket name (lowercase letters, digits, . _ -).` };
    }
    return { ok: true, target: { kind: 'supabase', url, secretKey, bucket } };
  }
  return { ok: true, target: { kind: 'local', root: path.join(config.dataDir, 'blobs') } };
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
