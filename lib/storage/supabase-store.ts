import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { blobPath, tooLarge, type BlobInput, type BlobStore, type PutOptions, type PutOutcome } from './blob-store';
import { spoolToTempFile } from './spool';

export interface SupabaseStoreSettings {
  url: string;
  /** A secret (service role) key: the bucket is private and only server code touches it. */
  secretKey: string;
  bucket: string;
  /** Local folder where a put is hashed before upload (the key must be known first). */
  spoolDir: string;
}

/**
 * Blobs in a private Supabase Storage bucket, at `ab/cdef…` like the local store. A put first
 * spools the bytes to a local temporary file while hashing (the object's name is its hash), then
 * uploads that file without overwriting: the same bytes already there is success.
 *
 * Not exercised by the test suite (it needs a Supabase project); the local store carries the tests.
 */
export class SupabaseBlobStore implements BlobStore {
  readonly kind = 'supabase' as const;
  readonly description: string;
  private bucketApi: Promise<Bucket> | null = null;

  constructor(private readonly settings: SupabaseStoreSettings) {
    this.description = `Supabase Storage bucket "${settings.bucket}" at ${settings.url}`;
  }

  /** supabase-js is loaded on first use, so the embedded mode never loads it. */
  private get bucket(): Promise<Bucket> {
    this.bucketApi ??= (async () => {
      const [{ createClient }, { default: WebSocket }] = await Promise.all([import('@supabase/supabase-js'), import('ws')]);
      const client = createClient(this.settings.url, this.settings.secretKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        // Node 20 has no WebSocket of its own; realtime is never used here, but the client builds it.
        realtime: { transport: WebSocket as never },
      });
      return client.storage.from(this.settings.bucket);
    })();
    return this.bucketApi;
  }

  async put(input: BlobInput, options: PutOptions = {}): Promise<PutOutcome> {
    // A spool file of its own per put: simultaneous puts of the same bytes never remove each other's.
    const spooled = await spoolToTempFile(this.settings.spoolDir, input, options.maxBytes);
    if (!spooled.ok) return tooLarge(options.maxBytes!);
    const stored = { key: spooled.key, bytes: spooled.bytes };
    try {
      await options.beforeStore?.(spooled.key);
      if (await this.has(spooled.key)) return { ok: true, ...stored, created: false };
      const { error } = await (await this.bucket).upload(blobPath(spooled.key), createReadStream(spooled.file), {
        upsert: false,
        contentType: 'application/octet-stream',
        duplex: 'half',
      });
      // Another worker stored the same bytes between has() and upload(): same content, fine.
      if (error && statusOf(error) !== 409) throw new Error(`Supabase Storage refused ${spooled.key}: ${error.message}`);
      return { ok: true, ...stored, created: !error };
    } finally {
      await rm(spooled.file, { force: true });
    }
  }

  async get(key: string): Promise<Readable | null> {
    const { data, error } = await (await this.bucket).download(blobPath(key)).asStream();
    if (error) {
      if (isMissing(error)) return null;
      throw new Error(`Supabase Storage could not read ${key}: ${error.message}`);
    }
    return Readable.fromWeb(data as unknown as WebReadableStream<Uint8Array>);
  }

  async has(key: string): Promise<boolean> {
    const { data, error } = await (await this.bucket).exists(blobPath(key));
    if (error && !isMissing(error)) throw new Error(`Supabase Storage could not check ${key}: ${error.message}`);
    return data === true;
  }

  async delete(key: string): Promise<boolean> {
    const { data, error } = await (await this.bucket).remove([blobPath(key)]);
    if (error) throw new Error(`Supabase Storage could not delete ${key}: ${error.message}`);
    return data.length > 0;
  }
}

type Bucket = ReturnType<ReturnType<typeof import('@supabase/supabase-js').createClient>['storage']['from']>;

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown; status?: unknown }).statusCode ?? (error as { status?: unknown }).status;
  const n = Number(status);
  return Number.isFinite(n) ? n : undefined;
}

function isMissing(error: unknown): boolean {
  const status = statusOf(error);
  return status === 404 || status === 400;
}
