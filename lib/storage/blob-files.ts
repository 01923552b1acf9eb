import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobStore, PutOptions, PutOutcome } from './blob-store';

/** Stores a file from disk (read in chunks). */
export function putFile(store: BlobStore, file: string, options?: PutOptions): Promise<PutOutcome> {
  return store.put(createReadStream(file, { highWaterMark: 1 << 20 }), options);
}

/** Copies a blob to a file; false when there is no such blob. */
export async function copyBlobToFile(store: BlobStore, key: string, file: string): Promise<boolean> {
  const stream = await store.get(key);
  if (!stream) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await pipeline(stream, createWriteStream(file, { mode: 0o600 }));
  return true;
}

/** Reads a whole blob into memory (small files: reports, mappings); null when missing. */
export async function readBlob(store: BlobStore, key: string): Promise<Buffer | null> {
  const stream = await store.get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export type BlobCheck = 'intact' | 'missing' | 'corrupt';

/** Re-hashes a blob: its bytes must still hash to its key. */
export async function checkBlob(store: BlobStore, key: string): Promise<BlobCheck> {
  const stream = await store.get(key);
  if (!stream) return 'missing';
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Uint8Array);
  return hash.digest('hex') === key ? 'intact' : 'corrupt';
}
