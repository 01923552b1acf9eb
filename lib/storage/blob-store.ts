import type { Readable } from 'node:stream';

/**
 * Where files live: uploads, deliverables, evidence bundles. Content-addressed — a blob's key is
 * the SHA-256 of its bytes (lowercase hex), so the same file stored twice is one blob and a key
 * names exactly one content. Who may read a blob is decided by the rows that name its key
 * (uploads, conversions, exports under RLS), never by the store: keep buckets private.
 */
export interface BlobStore {
  /** 'local' (a folder) or 'supabase' (a Storage bucket). */
  readonly kind: 'local' | 'supabase';
  /** For logs: where the blobs are, in a sentence. */
  readonly description: string;
  /**
   * Stores bytes, hashing them on the way. With `maxBytes`, input larger than that is refused
   * (nothing is kept) as soon as it crosses the limit, without reading the rest.
   */
  put(input: BlobInput, options?: PutOptions): Promise<PutOutcome>;
  /** The blob's bytes as a stream, or null when there is no such blob. */
  get(key: string): Promise<Readable | null>;
  has(key: string): Promise<boolean>;
  /** Removes the blob; false when there was none. Callers make sure no row still names it. */
  delete(key: string): Promise<boolean>;
}

/** Bytes in memory, text (UTF-8), or a stream of chunks (a request body, a file). */
export type BlobInput = Uint8Array | string | Readable | AsyncIterable<Uint8Array | string>;

export interface PutOptions {
  maxBytes?: number;
  /**
   * Called with the key once the bytes are hashed, before the store makes them visible under it.
   * A caller that may later discard the blob claims the key here (lib/jobs records it on the upload
   * in flight): a concurrent discard of the same bytes then either sees the claim and keeps the
   * blob, or ran before it — and this put stores the bytes again. Throwing stops the put; nothing
   * is stored.
   */
  beforeStore?: (key: string) => Promise<void>;
}

export interface StoredBlob {
  /** SHA-256 of the bytes, lowercase hex: the blob's key. */
  key: string;
  bytes: number;
  /** False when the store already had these bytes. */
  created: boolean;
}

export type PutOutcome = ({ ok: true } & StoredBlob) | { ok: false; code: 'too_large'; maxBytes: number; message: string };

const KEY = /^[0-9a-f]{64}$/;

/** Whether a string can be a blob key (also keeps keys from ever naming a path outside the store). */
export function isBlobKey(key: string): boolean {
  return KEY.test(key);
}

export function assertBlobKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not a blob key (64 lowercase hex digits): ${JSON.stringify(key.slice(0, 80))}`);
}

/** Where a key lives inside a store: `ab/cdef…` (256 folders keep directory listings short). */
export function blobPath(key: string): string {
  assertBlobKey(key);
  return `${key.slice(0, 2)}/${key.slice(2)}`;
}

export function tooLarge(maxBytes: number): PutOutcome {
  return {
    ok: false,
    code: 'too_large',
    maxBytes,
    message: `The file is larger than the limit of ${maxBytes.toLocaleString('en-US')} bytes.`,
  };
}
